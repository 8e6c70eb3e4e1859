// Starts (or restarts) a WalletConnect pairing through the WalletConnect connector the adapters listed.

import { connect } from '../../core/controllers/connection.js';
import { $connectors } from '../../core/stores/connection.js';

/** Asks for a fresh pairing URI; the connection store carries the URI, the outcome and any error. */
export function startPairing(): void {
  const connector = $connectors.get().find((item) => item.type === 'WALLET_CONNECT');
  if (!connector) return;
  connect({ connectorId: connector.id }).catch(() => {
    // The connection store carries the error; the pairing view shows it with a retry.
  });
}
