// Importing the kit on the server (no window) must not throw, and the React face renders to a string;
// each request renders its own connection from its own cookie (issue 36).

import { Suspense, use } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { evmAdapter } from './adapters/evm/index.js';
import { createWalletModal } from './index.js';
import { ConnectButton, useAccount, useNetwork, WalletModalProvider } from './react/index.js';
import { encodeWalletState, readWalletState, WALLET_STATE_COOKIE } from './server/index.js';

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

describe('one modal per request on the server', () => {
  const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const cookieOf = (address: string, caipNetworkId: string) => `${WALLET_STATE_COOKIE}=${encodeWalletState({ address, caipNetworkId: caipNetworkId as never, connectorId: 'io.metamask' })}`;

  function Shown() {
    const { address } = useAccount();
    const { network } = useNetwork();
    return <output>{address ? `${address} on ${network?.name}` : 'disconnected'}</output>;
  }

  /** What a server does per request, as the Next.js template does: its cookie, its own modal, a streamed render. */
  async function request(cookie: string | undefined): Promise<string> {
    const initialState = readWalletState(cookie);
    // Each request awaits (a session check, a database) before and while it renders: the two interleave.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    const modal = createWalletModal({ projectId: 'ssr', networks: ['eip155:1', 'eip155:10'], adapters: [evmAdapter()], ssr: true, initialState });
    let resume!: () => void;
    const later = new Promise<void>((resolve) => (resume = resolve));
    setTimeout(resume, Math.random() * 20);
    function AfterAWait() {
      use(later);
      return <Shown />;
    }
    const stream = await renderToReadableStream(
      <WalletModalProvider modal={modal}>
        <ConnectButton showBalance={false} />
        <Suspense fallback="…">
          <AfterAWait />
        </Suspense>
      </WalletModalProvider>,
    );
    await stream.allReady;
    return new Response(stream).text();
  }

  it('Two requests with different cookies rendered at once each get their own connection, and no cookie renders Connect', async () => {
    const [a, b, none] = await Promise.all([request(cookieOf(A, 'eip155:1')), request(cookieOf(B, 'eip155:10')), request(undefined)]);
    expect(a).toContain(`${A} on Ethereum`);
    expect(a).toContain('0xf3…b92266');
    expect(a).not.toContain(B);
    expect(b).toContain(`${B} on OP Mainnet`);
    expect(b).toContain('0x70…dc79C8');
    expect(b).not.toContain(A);
    expect(none).toContain('Connect Wallet');
    expect(none).toContain('disconnected');
    expect(none).not.toContain(A.slice(0, 10));
  });
});
