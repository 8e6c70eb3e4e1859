// Orders the wallets Connect lists (spec §1 connector order: walletConnect, recent, injected,
// featured, custom, external, recommended), each wallet once.

import type { ConnectorKind } from '@wallet-modal/schema/defaults';
import { RECOMMENDED_WALLETS_COUNT } from '../constants.js';
import type { Connector } from '../types.js';

export interface OrderConnectorsParameters {
  connectors: readonly Connector[];
  order: readonly ConnectorKind[];
  /** Ids of the wallets used last, newest first. */
  recentIds?: readonly string[];
  /** Directory ids the app features (featuredWalletIds). */
  featuredIds?: readonly string[];
  /** Wallets from the directory the kit recommends (not installed here). */
  recommended?: readonly Connector[];
}

/** Which group of the connector order a connector belongs to. */
export function connectorKind(connector: Connector, { recentIds = [], featuredIds = [] }: Partial<OrderConnectorsParameters>): ConnectorKind {
  if (recentIds.includes(connector.id)) return 'recent';
  if (connector.explorerId && featuredIds.includes(connector.explorerId)) return 'featured';
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect';
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return 'injected';
  if (connector.type === 'AUTH' || connector.type === 'MULTI_CHAIN') return 'external';
  return 'custom';
}

/**
 * @example
 * orderConnectors({ connectors, order: DEFAULT_CONNECTOR_ORDER, recentIds: ['io.rabby'] });
 */
export function orderConnectors(parameters: OrderConnectorsParameters): Connector[] {
  const { connectors, order, recommended = [] } = parameters;
  const rank = (kind: ConnectorKind) => {
    const index = order.indexOf(kind);
    return index === -1 ? order.length : index;
  };
  const recentRank = (connector: Connector) => parameters.recentIds?.indexOf(connector.id) ?? -1;
  const listed = connectors
    .map((connector, index) => ({ connector, index, kind: connectorKind(connector, parameters) }))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || recentRank(a.connector) - recentRank(b.connector) || a.index - b.index)
    .map(({ connector }) => connector);
  const keys = (connector: Connector) => [connector.id, connector.info?.rdns, connector.explorerId].filter(Boolean);
  const seen = new Set(listed.flatMap(keys));
  const extra = recommended
    .filter((connector) => !keys(connector).some((key) => seen.has(key)))
    .slice(0, RECOMMENDED_WALLETS_COUNT);
  return rank('recommended') < order.length ? [...listed, ...extra] : listed;
}
