// The connector list the views show: every adapter's connectors, one entry per wallet (spec §3
// connector types: a wallet serving several namespaces through several adapters is MULTI_CHAIN).

import type { Connector, ConnectorPart } from '../types.js';

/**
 * One entry per wallet: a wallet two adapters found (its EVM and its Solana side) becomes one
 * MULTI_CHAIN connector listing both namespaces and, in `parts`, each adapter's own connector id.
 * Two connectors are one wallet when they share an rdns, or a name (the wallet standard gives a
 * wallet nothing else to know it by). Connectors of one adapter are never merged.
 */
export function mergeConnectors(connectors: readonly Connector[]): Connector[] {
  const merged: Connector[] = [];
  const key = (connector: Connector) => connector.name.trim().toLowerCase();
  for (const connector of connectors) {
    const index = merged.findIndex(
      (seen) =>
        seen.type !== 'WALLET_CONNECT' &&
        seen.type !== 'AUTH' &&
        (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') &&
        !partsOf(seen).some((part) => part.adapterId === connector.adapterId) &&
        ((seen.info?.rdns !== undefined && seen.info.rdns === connector.info?.rdns) || key(seen) === key(connector)),
    );
    const seen = merged[index];
    if (!seen) {
      merged.push(connector);
      continue;
    }
    merged[index] = {
      ...seen,
      type: 'MULTI_CHAIN',
      namespaces: [...new Set([...seen.namespaces, ...connector.namespaces])],
      imageUrl: seen.imageUrl ?? connector.imageUrl,
      parts: [...partsOf(seen), ...partsOf(connector)],
    };
  }
  return merged;
}

/** The adapters a connector connects through: one, or each of a MULTI_CHAIN wallet's. */
export function partsOf(connector: Connector): ConnectorPart[] {
  if (connector.parts) return [...connector.parts];
  return connector.adapterId ? [{ adapterId: connector.adapterId, connectorId: connector.id, namespaces: connector.namespaces }] : [];
}
