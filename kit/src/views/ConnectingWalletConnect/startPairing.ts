// Starts (or restarts) a WalletConnect pairing through the WalletConnect connector the adapters listed.

import { connect } from '../../core/controllers/connectionLoader.js';
import type { ModalCore } from '../../core/instance.js';

/** Asks for a fresh pairing URI; the connection store carries the URI, the outcome and any error. */
export function startPairing(modal: ModalCore): void {
  const connector = modal.$connectors.get().find((item) => item.type === 'WALLET_CONNECT');
  if (!connector) return;
  connect(modal, { connectorId: connector.id }).catch(() => {
    // The connection store carries the error; the pairing view shows it with a retry.
  });
}
