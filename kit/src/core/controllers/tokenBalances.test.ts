// @vitest-environment jsdom
// Token balances against a real HTTP API on loopback.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WalletModal } from '../client.js';
import { setActiveNetwork } from './network.js';
import { portfolioCache } from '../storage/addressCache.js';
import { refreshTokenBalances } from './tokenBalances.js';
import { type Loopback, loopback, network, walletModal } from './testing.js';

let modal: WalletModal;

const token = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  value: 2,
  quantity: { decimals, numeric: '2' },
  iconUrl: `http://127.0.0.1/${symbol}.svg`,
});

let api: Loopback;
let baseUrl: string;
let balanceRequests = 0;

beforeAll(async () => {
  api = await loopback(({ url }) => {
    if (url.pathname === '/v1/supported-chains') return { body: { http: ['eip155:1'], ws: [] } };
    // Connecting also reads the profile (identity) from this API: count only the balance reads.
    if (url.pathname.endsWith('/balance')) balanceRequests += 1;
    return { body: { balances: [token('ETH', '18'), token('NFT', '0'), token('USDC', '6')] } };
  });
  baseUrl = api.url;
});
afterAll(() => api.close());

describe('token balances from the API', () => {
  beforeEach(async () => {
    modal = walletModal({}, { apiUrl: baseUrl, projectId: 'demo' }).modal;
    await modal.connect('dev.wallet');
    // Connecting reads the balances once; count only what the test itself asks for.
    await expect.poll(() => modal.$tokenBalances.get().balances.length).toBeGreaterThan(0);
    balanceRequests = 0;
  });

  it('GET /v1/account/{address}/balance; tokens with decimals 0 are filtered out; cached 30 s', async () => {
    await refreshTokenBalances(modal);
    expect(modal.$tokenBalances.get().balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC']);
    const requests = balanceRequests;
    await refreshTokenBalances(modal);
    expect(balanceRequests).toBe(requests);
    await refreshTokenBalances(modal, { force: true });
    expect(balanceRequests).toBe(requests + 1);
  });

  it('refreshes that meet while a read is in flight share its one request; a forced one reads anew', async () => {
    portfolioCache.clear();
    const before = balanceRequests;
    await Promise.all([refreshTokenBalances(modal), refreshTokenBalances(modal), refreshTokenBalances(modal)]);
    expect(balanceRequests).toBe(before + 1);
    await Promise.all([refreshTokenBalances(modal, { force: true }), refreshTokenBalances(modal)]);
    expect(balanceRequests).toBe(before + 2);
  });

  it("'Token Balance Unavailable', also when the network is unsupported: skipped with empty defaults", async () => {
    setActiveNetwork(modal, network('eip155:10'));
    const before = balanceRequests;
    await refreshTokenBalances(modal);
    expect(modal.$tokenBalances.get()).toEqual({ balances: [], loading: false, error: 'Token Balance Unavailable' });
    expect(balanceRequests).toBe(before);
  });
});

describe('no fiat values on test networks (issue 30)', () => {
  it('Sepolia: the API’s USD price and value are dropped, so the Tokens tab and Send show none; Ethereum keeps them', async () => {
    const priced = (chainId: string) => ({ ...token('ETH', '18'), chainId, price: 3000, value: 6000 });
    const served = await loopback(({ url }) =>
      url.pathname === '/v1/supported-chains'
        ? { body: { http: ['eip155:1', 'eip155:11155111'] } }
        : { body: { balances: [priced(url.searchParams.get('chainId') ?? '')] } },
    );
    try {
      const { modal } = walletModal({ chainId: 11155111 }, { apiUrl: served.url, projectId: 'demo', networks: ['eip155:11155111', 'eip155:1'] });
      await modal.connect('dev.wallet');
      await refreshTokenBalances(modal, { force: true });
      expect(modal.$tokenBalances.get().balances).toEqual([expect.objectContaining({ chainId: 'eip155:11155111', price: 0, value: undefined })]);
      setActiveNetwork(modal, network('eip155:1'));
      await refreshTokenBalances(modal, { force: true });
      expect(modal.$tokenBalances.get().balances).toEqual([expect.objectContaining({ chainId: 'eip155:1', price: 3000, value: 6000 })]);
      modal.destroy();
    } finally {
      await served.close();
    }
  });
});
