// @vitest-environment jsdom
// Headless hooks (issue 17): an app builds its whole connect UI from the wallet list, connect by id and
// the pairing URI; the directory is a real HTTP server on loopback.

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_URI, pairingWallet } from '../adapters/walletconnect/testing.js';
import { PAIRING_LIFETIME_MS } from '../core/constants.js';
import { memoryWallet, testModal } from '../core/controllers/testing.js';
import type { WalletModal } from '../core/client.js';
import type { ChainAdapter } from '../core/types.js';
import { useConnectWallet, usePairingUri, useWalletList } from './headless.js';
import { loadViews } from './loadViews.js';
import { WalletModalProvider } from './Provider.js';

const DIRECTORY = [
  { id: 'metamask', name: 'MetaMask', image_id: 'mm', rdns: 'io.metamask' },
  { id: 'rainbow', name: 'Rainbow', image_id: 'rb', rdns: 'me.rainbow' },
  { id: 'ledger', name: 'Ledger Live', image_id: 'll', supports_wc: false },
];
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const search = query.get('search')?.toLowerCase();
    const matching = DIRECTORY.filter((wallet) => !search || wallet.name.toLowerCase().includes(search));
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify({ data: matching, count: matching.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await loadViews();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The in-memory wallet announced as MetaMask (EIP-6963, rdns io.metamask). */
function metaMask(): { adapter: ChainAdapter; calls: string[] } {
  const wallet = memoryWallet();
  return {
    calls: wallet.calls,
    adapter: {
      ...wallet.adapter,
      setup: (context) =>
        wallet.adapter.setup({
          ...context,
          emit: (event, ...args) =>
            event === 'connectorsChanged'
              ? context.emit('connectorsChanged', [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', namespaces: ['eip155'], info: { rdns: 'io.metamask' } }])
              : (context.emit as (name: string, ...rest: unknown[]) => void)(event, ...args),
        }),
    },
  };
}

/** An app's own connect UI, from the headless hooks only. */
function OwnConnectUi() {
  const { wallets, query, search } = useWalletList();
  const { connect, status, error } = useConnectWallet();
  const { uri, expiresAt, expired, start } = usePairingUri();
  return (
    <div>
      <input aria-label="Find a wallet" value={query} onChange={(event) => search(event.target.value)} />
      <ul aria-label="Wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button onClick={() => void connect(wallet.id).catch(() => {})}>{`${wallet.name}${wallet.installed ? ' (installed)' : ''}`}</button>
          </li>
        ))}
      </ul>
      <button onClick={() => void start().catch(() => {})}>Show QR</button>
      <p data-testid="status">{status}</p>
      {error ? <p role="alert">{`${error.code}: ${error.message}`}</p> : null}
      {uri ? <output data-expires={expiresAt}>{expired ? 'expired' : uri}</output> : null}
    </div>
  );
}

function renderApp(modal: WalletModal) {
  return render(
    <WalletModalProvider modal={modal}>
      <OwnConnectUi />
    </WalletModalProvider>,
  );
}

const names = () => [...screen.getByRole('list', { name: 'Wallets' }).querySelectorAll('button')].map((button) => button.textContent);

describe('headless hooks', () => {
  it("useWalletList: this page's connectors, then the directory's wallets (an installed one once), searchable", async () => {
    const wc = pairingWallet();
    renderApp(testModal({ apiUrl, adapters: [metaMask().adapter, wc.adapter] }));
    await expect.poll(names).toEqual(['MetaMask (installed)', 'WalletConnect', 'Rainbow', 'Ledger Live']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Find a wallet' }), { target: { value: 'rain' } });
    await expect.poll(names, { timeout: 3_000 }).toEqual(['Rainbow']);
  });

  it('useWalletList without an apiUrl lists the connectors alone', async () => {
    renderApp(testModal({ adapters: [metaMask().adapter] }));
    expect(names()).toEqual(['MetaMask (installed)']);
  });

  it('useConnectWallet: connects an installed wallet by id, with its status', async () => {
    const wallet = metaMask();
    const modal = testModal({ apiUrl, adapters: [wallet.adapter] });
    renderApp(modal);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'MetaMask (installed)' })));
    // The connection code is fetched on first use: wait for the connect it makes.
    await expect.poll(() => wallet.calls).toEqual(['connect:io.metamask']);
    await expect.poll(() => screen.getByTestId('status').textContent).toBe('connected');
    expect(modal.$account.get().status).toBe('connected');
    expect(modal.$modal.get().open).toBe(false);
  });

  it('useConnectWallet: a directory wallet not installed here pairs over WalletConnect; usePairingUri gives its URI and expiry', async () => {
    const wc = pairingWallet();
    const modal = testModal({ apiUrl, adapters: [metaMask().adapter, wc.adapter] });
    renderApp(modal);
    const before = Date.now();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Rainbow' })));
    expect(wc.attempts()).toBe(1);
    const output = await screen.findByRole('status');
    expect(output.textContent).toBe(TEST_URI);
    expect(Number(output.getAttribute('data-expires'))).toBeGreaterThanOrEqual(before + PAIRING_LIFETIME_MS);
    expect(screen.getByTestId('status').textContent).toBe('connecting');
    await act(async () => wc.approve());
    expect(screen.getByTestId('status').textContent).toBe('connected');
  });

  it('useConnectWallet: a wallet nothing on this page can connect fails with WALLET_NOT_INSTALLED', async () => {
    renderApp(testModal({ apiUrl, adapters: [metaMask().adapter] }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Rainbow' })));
    expect(screen.getByRole('alert').textContent).toBe('WALLET_NOT_INSTALLED: Rainbow is not installed in this browser');
    expect(screen.getByTestId('status').textContent).toBe('error');
  });

  it.each([
    [4001, 'SIGNATURE_DECLINED: Signature declined'],
    [4100, 'WALLET_UNAUTHORIZED: The wallet has not authorised this site'],
    [4900, 'WALLET_DISCONNECTED: The wallet is disconnected from this network'],
    [4901, 'WALLET_DISCONNECTED: The wallet is disconnected from this network'],
    [4902, 'CHAIN_NOT_SUPPORTED: Chain is not supported'],
    [-32002, 'REQUEST_PENDING: A request is already waiting in your wallet: open the wallet to answer it'],
  ])('useConnectWallet: a wallet that rejects with code %i shows %s', async (code, shown) => {
    const wallet = metaMask();
    // As wallets throw them: an object with a numeric code, the code sometimes one cause deep.
    const rejecting: ChainAdapter = { ...wallet.adapter, connect: async () => Promise.reject(new Error('wallet said no', { cause: { code, message: 'raw' } })) };
    renderApp(testModal({ apiUrl, adapters: [rejecting] }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'MetaMask (installed)' })));
    await expect.poll(() => screen.queryByRole('alert')?.textContent).toBe(shown);
  });

  it("useConnectWallet: a failure the kit does not know is UNKNOWN 'Something went wrong', never the wallet's raw text", async () => {
    const wallet = metaMask();
    const broken: ChainAdapter = { ...wallet.adapter, connect: async () => Promise.reject({ reason: 'wallet internals' }) };
    renderApp(testModal({ apiUrl, adapters: [broken] }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'MetaMask (installed)' })));
    await expect.poll(() => screen.queryByRole('alert')?.textContent).toBe('UNKNOWN: Something went wrong');
    expect(screen.getByTestId('status').textContent).toBe('error');
  });

  it("usePairingUri without WalletConnect: not available, no URI, another wallet's error not shown as the pairing's; start() says what to add", async () => {
    function Pairing() {
      const { available, uri, error, start } = usePairingUri();
      const [failure, setFailure] = useState('');
      return (
        <p data-testid="pairing">
          {`${available} ${uri ?? 'no-uri'} ${error?.code ?? 'no-error'} ${failure}`}
          <button onClick={() => void start().catch((cause: Error) => setFailure(cause.message.split('\n')[0]!))}>Pair</button>
        </p>
      );
    }
    const modal = testModal({ adapters: [memoryWallet({ fail: Object.assign(new Error('User rejected the request.'), { code: 4001 }) }).adapter] });
    render(
      <WalletModalProvider modal={modal}>
        <Pairing />
      </WalletModalProvider>,
    );
    await act(() => modal.connect('dev.wallet').catch(() => {}));
    expect(modal.$connection.get().error?.code).toBe('SIGNATURE_DECLINED');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pair' })));
    expect(screen.getByTestId('pairing').textContent).toBe('false no-uri no-error WalletConnect is not installed in this browserPair');
  });

  it('usePairingUri: the URI turns expired at its expiry; start() asks for a fresh one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const wc = pairingWallet();
    renderApp(testModal({ adapters: [wc.adapter] }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show QR' })));
    expect(screen.getByRole('status').textContent).toBe(TEST_URI);
    await act(async () => vi.advanceTimersByTime(PAIRING_LIFETIME_MS + 50));
    expect(screen.getByRole('status').textContent).toBe('expired');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show QR' })));
    expect(wc.attempts()).toBe(2);
    expect(screen.getByRole('status').textContent).toBe(TEST_URI);
  });
});
