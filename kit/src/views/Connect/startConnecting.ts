// Opens ConnectingExternal and asks the wallet; that view shows progress and errors.

import { connect } from '../../core/controllers/connectionLoader.js';
import { push } from '../../core/controllers/router.js';
import type { ModalCore } from '../../core/instance.js';
import type { Connector } from '../../core/types.js';

export function startConnecting(modal: ModalCore, connector: Connector): void {
  // WalletConnect's view asks for its pairing URI itself when it opens.
  if (connector.type === 'WALLET_CONNECT') return push(modal, 'ConnectingWalletConnectBasic', { connector });
  push(modal, 'ConnectingExternal', { connector });
  connect(modal, { connectorId: connector.id }).catch(() => {
    // The connection store carries the error; ConnectingExternal shows it with a retry.
  });
}
