// Finds a connector of this page by what an app knows of a wallet: its connector id, its EIP-6963
// rdns (`io.metamask`) or its directory id.

import type { Connector } from '../core/types.js';

/**
 * @example
 * findConnector(modal.$connectors.get(), 'io.metamask');
 */
export function findConnector(connectors: readonly Connector[], wallet: string): Connector | undefined {
  return (
    connectors.find((connector) => connector.id === wallet) ??
    connectors.find((connector) => connector.info?.rdns === wallet || connector.explorerId === wallet)
  );
}
