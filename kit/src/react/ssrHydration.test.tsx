// @vitest-environment jsdom
// A server-rendered page (issue 36): the browser hydrates the server's HTML of the connected account with
// no mismatch, then settles on the truth once the wallet answers — the account restored and the cookie
// kept, or, when storage or the wallet disagree with the cookie (disconnected elsewhere), "Connect Wallet"
// straight from the account (no "Connecting…" between) and the cookie cleared.

import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletModal } from '../core/client.js';
import { ADDRESS, memoryWallet } from '../core/controllers/testing.js';
import { STORAGE_KEYS } from '../core/storage/keys.js';
import { WALLET_STATE_COOKIE, type WalletState } from '../core/ssr/walletState.js';
import { readWalletState } from '../server/walletCookie.js';
import { ConnectButton } from './ConnectButton.js';
import { useAccount } from './hooks.js';
import { WalletModalProvider } from './Provider.js';

const served: WalletState = { address: ADDRESS, caipNetworkId: 'eip155:1', connectorId: 'dev.wallet' };
const SHORT = '0xf3…b92266';

function App() {
  const { address } = useAccount();
  return <p data-testid="shown">{address ?? 'nobody'}</p>;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  document.cookie = `${WALLET_STATE_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
  document.body.innerHTML = '';
});

/** Renders the page on the "server" from `state`, then hydrates it in this document; records every button text shown. */
async function hydrate(state: WalletState | undefined, wallet = memoryWallet()) {
  const make = () => createWalletModal({ projectId: 'test', networks: ['eip155:1', 'eip155:10'], adapters: [wallet.adapter], ssr: true, initialState: state });
  const page = (modal: ReturnType<typeof make>) => (
    <WalletModalProvider modal={modal}>
      <ConnectButton showBalance={false} />
      <App />
    </WalletModalProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(make()));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const texts: string[] = [container.querySelector('button')!.textContent!];
  const observer = new MutationObserver(() => {
    const text = container.querySelector('button')?.textContent ?? '';
    if (text !== texts.at(-1)) texts.push(text);
  });
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args.join(' '));
  const modal = make();
  const root = await act(async () => hydrateRoot(container, page(modal), { onRecoverableError: (error) => void errors.push(error) }));
  console.error = original;
  cleanups.push(() => {
    observer.disconnect();
    act(() => root.unmount());
    modal.destroy();
  });
  return { modal, container, texts, errors, serverHtml, wallet };
}

const button = (container: HTMLElement) => container.querySelector('button')!.textContent;
const cookie = () => readWalletState(document.cookie);

describe('a server-rendered page in the browser', () => {
  it('A returning visitor whose wallet restores sees the account from the first HTML on, with no hydration mismatch, and the cookie stays', async () => {
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ eip155: { connectorId: 'dev.wallet', adapterId: 'memory' } }));
    const { modal, container, texts, errors, serverHtml, wallet } = await hydrate(served);
    expect(serverHtml).toContain(SHORT);
    expect(serverHtml).toContain(ADDRESS);
    expect(errors).toEqual([]);
    await expect.poll(() => wallet.calls).toContain('reconnect:dev.wallet');
    await expect.poll(() => Object.keys(modal.$connections.get())).toEqual(['eip155']);
    await expect.poll(cookie).toEqual(served);
    expect(button(container)).toBe(SHORT);
    expect(texts).toEqual([SHORT]);
  });

  it('A cookie whose connection is not in storage (disconnected elsewhere) settles on Connect Wallet without a flash, and the cookie is cleared', async () => {
    document.cookie = `${WALLET_STATE_COOKIE}=${encodeURIComponent(JSON.stringify({ v: 1, a: ADDRESS, n: 'eip155:1', c: 'dev.wallet' }))}; Path=/`;
    expect(cookie()).toEqual(served);
    const { container, texts, errors } = await hydrate(served);
    expect(errors).toEqual([]);
    await expect.poll(() => button(container)).toBe('Connect Wallet');
    expect(container.querySelector('[data-testid="shown"]')!.textContent).toBe('nobody');
    await expect.poll(cookie).toBeUndefined();
    expect(texts).toEqual([SHORT, 'Connect Wallet']);
  });

  it('A wallet that no longer grants the account the cookie names settles on Connect Wallet without Connecting… between, and the cookie is cleared', async () => {
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ eip155: { connectorId: 'dev.wallet', adapterId: 'memory' } }));
    document.cookie = `${WALLET_STATE_COOKIE}=${encodeURIComponent(JSON.stringify({ v: 1, a: ADDRESS, n: 'eip155:1', c: 'dev.wallet' }))}; Path=/`;
    const wallet = memoryWallet();
    wallet.adapter.reconnect = async () => [];
    const { container, texts, errors } = await hydrate(served, wallet);
    expect(errors).toEqual([]);
    await expect.poll(() => button(container)).toBe('Connect Wallet');
    await expect.poll(cookie).toBeUndefined();
    expect(texts).toEqual([SHORT, 'Connect Wallet']);
  });

  it('No cookie but a stored connection: the first HTML and hydration say Connect Wallet, then the restore shows the account and writes the cookie', async () => {
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ eip155: { connectorId: 'dev.wallet', adapterId: 'memory' } }));
    const { container, errors, serverHtml } = await hydrate(undefined);
    expect(serverHtml).toContain('Connect Wallet');
    expect(errors).toEqual([]);
    await expect.poll(() => button(container)).toBe(SHORT);
    await expect.poll(cookie).toEqual(served);
  });

  it('A disconnect clears the cookie, so the next first HTML says Connect Wallet', async () => {
    localStorage.setItem(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ eip155: { connectorId: 'dev.wallet', adapterId: 'memory' } }));
    const { modal, container } = await hydrate(served);
    await expect.poll(cookie).toEqual(served);
    await expect.poll(() => Object.keys(modal.$connections.get())).toEqual(['eip155']);
    await act(() => modal.disconnect());
    await expect.poll(() => button(container)).toBe('Connect Wallet');
    await expect.poll(cookie).toBeUndefined();
  });
});
