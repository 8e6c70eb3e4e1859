// Test helper: a wallet on the far side of a pairing, driven by hand (the boundary we do not own),
// so the real connection controller and views can be tested without the SDK.

import type { CreateWalletModalOptions } from '../../core/client.js';
import { PAIRING_LIFETIME_MS } from '../../core/constants.js';
import { ADDRESS, testModal } from '../../core/controllers/testing.js';
import type { AdapterAccount, ChainAdapter } from '../../core/types.js';
import { WALLET_CONNECT_CONNECTOR_ID } from './index.js';

export const TEST_URI = 'wc:topic@2?relay-protocol=irn&symKey=00';

/**
 * A modal with a WalletConnect-like adapter whose connect shows {@link TEST_URI} (at once, or on
 * `showUri()` with `uriLater`) and waits for `approve` or `reject`.
 */
export function pairingWallet({ uriLater = false }: { uriLater?: boolean } = {}, options: Partial<CreateWalletModalOptions> = {}) {
  const answers: { approve: () => void; reject: (error: unknown) => void; showUri: () => void }[] = [];
  const latest = () => answers[answers.length - 1]!;
  const adapter: ChainAdapter = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    namespaces: ['eip155'],
    setup: (context) =>
      context.emit('connectorsChanged', [{ id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', namespaces: ['eip155'] }]),
    reconnect: async () => [],
    connect: (connectorId, _network, hooks) =>
      new Promise<AdapterAccount[]>((resolve, reject) => {
        const showUri = () => hooks?.onUri?.(TEST_URI, Date.now() + PAIRING_LIFETIME_MS);
        if (!uriLater) showUri();
        answers.push({ approve: () => resolve([{ namespace: 'eip155', address: ADDRESS, chainId: 1, connectorId }]), reject, showUri });
      }),
    disconnect: async () => {},
    switchNetwork: async () => {},
    signMessage: async () => '0x',
    sendTransaction: async () => '0x',
  };
  const modal = testModal({ ...options, adapters: [adapter] });
  return {
    modal,
    adapter,
    attempts: () => answers.length,
    showUri: () => latest().showUri(),
    approve: () => latest().approve(),
    reject: (error: unknown, attempt = answers.length) => answers[attempt - 1]!.reject(error),
  };
}

/**
 * The little of a browser page the modal touches at start, for the WalletConnect tests that run in Node
 * (the peer's bitcoinjs curve check fails on jsdom's typed arrays): window events (an EventTarget, as
 * EIP-6963 discovery listens on it), in-memory localStorage, a location and a navigator.
 * @example
 * beforeAll(() => installBareWindow());
 */
export function installBareWindow(): void {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  const target = new EventTarget();
  Object.assign(globalThis, { window: Object.assign(target, { localStorage: storage, location: new URL('http://127.0.0.1/') }), localStorage: storage });
  if (!('navigator' in globalThis)) Object.assign(globalThis, { navigator: { userAgent: 'node', language: 'en', languages: ['en'] } });
}
