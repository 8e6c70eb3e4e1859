// Test helper: a wallet on the far side of a pairing, driven by hand (the boundary we do not own),
// so the real connection controller and views can be tested without the SDK.

import { PAIRING_LIFETIME_MS } from '../../core/constants.js';
import { registerAdapters } from '../../core/controllers/adapters.js';
import { ADDRESS } from '../../core/controllers/testing.js';
import { $connectors } from '../../core/stores/connection.js';
import type { AdapterAccount, ChainAdapter } from '../../core/types.js';
import { WALLET_CONNECT_CONNECTOR_ID } from './index.js';

export const TEST_URI = 'wc:topic@2?relay-protocol=irn&symKey=00';

/**
 * Registers an eip155 adapter whose WalletConnect connect shows {@link TEST_URI} (at once, or on
 * `showUri()` with `uriLater`) and waits for `approve` or `reject`.
 */
export function pairingWallet({ uriLater = false }: { uriLater?: boolean } = {}) {
  let answer!: { approve: () => void; reject: (error: unknown) => void; showUri: () => void };
  let attempts = 0;
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup: () => {},
    reconnect: async () => undefined,
    connect: (connectorId, _network, hooks) =>
      new Promise<AdapterAccount>((resolve, reject) => {
        attempts += 1;
        const showUri = () => hooks?.onUri?.(TEST_URI, Date.now() + PAIRING_LIFETIME_MS);
        if (!uriLater) showUri();
        answer = { approve: () => resolve({ address: ADDRESS, chainId: 1, connectorId }), reject, showUri };
      }),
    disconnect: async () => {},
    switchNetwork: async () => {},
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
    getBalance: async () => 0n,
  };
  registerAdapters([adapter]);
  $connectors.set([{ id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }]);
  return {
    adapter,
    attempts: () => attempts,
    showUri: () => answer.showUri(),
    approve: () => answer.approve(),
    reject: (error: unknown) => answer.reject(error),
  };
}

