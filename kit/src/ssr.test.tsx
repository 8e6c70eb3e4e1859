// Importing the kit on the server (no window) must not throw, and the React face renders to a string.

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { evmAdapter } from './adapters/evm/index.js';
import { createWalletModal } from './index.js';
import { ConnectButton, WalletModalProvider } from './react/index.js';

describe('server-side use', () => {
  it('Importing the kit on the server (no window) must not throw', () => {
    expect(typeof window).toBe('undefined');
    const modal = createWalletModal({ projectId: 'ssr', networks: ['eip155:1'], adapters: [evmAdapter()] });
    expect(modal.options.defaultNetwork.caipNetworkId).toBe('eip155:1');
    const html = renderToString(
      <WalletModalProvider modal={modal}>
        <ConnectButton />
      </WalletModalProvider>,
    );
    expect(html).toContain('Connect Wallet');
  });

  it('A project id is required', () => {
    expect(() => createWalletModal({ projectId: '', networks: ['eip155:1'], adapters: [] })).toThrow('Project ID Not Configured');
  });
});
