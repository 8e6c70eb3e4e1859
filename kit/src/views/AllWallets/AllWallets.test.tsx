// @vitest-environment jsdom
// AllWallets rendered against a real directory server on loopback.

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pairingWallet } from '../../adapters/walletconnect/testing.js';
import { renderWithModal } from '../testing.js';
import { AllWallets } from './AllWallets.js';

const WALLETS: ({ id: string; name: string } & Record<string, unknown>)[] = Array.from({ length: 50 }, (_, i) => ({ id: `w${i}`, name: i === 7 ? 'Rainbow' : `Wallet ${i}`, image_id: `w${i}` }));
// A wallet that does not pair over WalletConnect, and one that does, each with its store links.
WALLETS.push(
  { id: 'ext', name: 'Extension Only', supports_wc: false, chrome_store: 'https://chromewebstore.google.com/detail/ext', webapp_link: 'https://ext.example' },
  { id: 'app', name: 'Phone App', supports_wc: true, mobile_link: 'phoneapp://', chrome_store: 'https://chromewebstore.google.com/detail/app' },
);
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const search = query.get('search')?.toLowerCase();
    const matching = WALLETS.filter((w) => !search || w.name.toLowerCase().includes(search));
    const entries = Number(query.get('entries'));
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify({ data: matching.slice(0, entries), count: matching.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(cleanup);

describe('AllWallets view', () => {
  it('shows the first page of 40 with images from the directory, and searches', async () => {
    renderWithModal(<AllWallets />, { apiUrl });
    const list = await screen.findByRole('list', { name: 'Wallet directory' });
    await expect.poll(() => list.querySelectorAll('button').length).toBe(40);
    expect(list.querySelector('img')?.getAttribute('src')).toMatch(new RegExp(`^${apiUrl}/getWalletImage/w0\\?projectId=test`));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallet' }), { target: { value: 'rain' } });
    await expect.poll(() => [...list.querySelectorAll('button')].map((b) => b.textContent), { timeout: 3000 }).toEqual(['Rainbow']);
  });

  it("'get this wallet': a wallet that does not pair over WalletConnect opens its store page for this device", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithModal(<AllWallets />, { apiUrl });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search wallet' }), { target: { value: 'extension' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Extension Only' }, { timeout: 3000 }));
    expect(open).toHaveBeenCalledWith('https://chromewebstore.google.com/detail/ext', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it("'get this wallet': a wallet that pairs shows its QR code and a link to get it", async () => {
    const { modal } = pairingWallet({}, { apiUrl });
    renderWithModal(<AllWallets />, { modal });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search wallet' }), { target: { value: 'phone' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Phone App' }, { timeout: 3000 }));
    expect(modal.$router.get().view).toBe('ConnectingWalletConnect');
    expect(modal.$router.get().data?.wallet?.links?.store).toBe('https://chromewebstore.google.com/detail/app');
  });
});
