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

  it('A project id is required, otherwise an alert is shown (the app keeps running)', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      const modal = createWalletModal({ projectId: '', networks: ['eip155:1'], adapters: [] });
      expect(modal.options.projectId).toBe('');
    } finally {
      console.error = original;
    }
    expect(String(errors[0])).toContain('Project ID Not Configured');
  });
});
