// @vitest-environment jsdom
// AllWallets rendered against a real directory server on loopback.

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithModal } from '../testing.js';
import { AllWallets } from './AllWallets.js';

const WALLETS = Array.from({ length: 50 }, (_, i) => ({ id: `w${i}`, name: i === 7 ? 'Rainbow' : `Wallet ${i}`, image_id: `w${i}` }));
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
});
