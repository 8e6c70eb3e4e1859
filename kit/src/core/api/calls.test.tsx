// @vitest-environment jsdom
// The kit against a service that follows spec §7 and nothing more, on a real loopback HTTP server: what
// each call carries (client id, apiVersion, zone, sender), the routes the kit needs (reverse names, token
// prices), no call on a network the service does not serve, and no retry of a POST that does something.

import { act, render, screen } from '@testing-library/react';
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS, loopback, memoryWallet, testModal, walletModal, type Loopback, type LoopbackAnswer, type LoopbackRequest } from '../controllers/testing.js';
import { registerAccountName, suggestNames } from '../../features/names/actions.js';
import { loadActivity } from '../../features/history/loadActivity.js';
import { loadSwapTokens } from '../../features/swap/quote.js';
import { swapState } from '../../features/swap/state.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { resetDom } from '../../react/testing.js';
import type { ChainAdapter } from '../types.js';
import type { ModalEvent } from '../controllers/events.js';
import { refreshIdentity } from '../controllers/identity.js';
import { STORAGE_KEYS } from '../storage/keys.js';

vi.setConfig({ testTimeout: 30_000 });

const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const profile = (name: string) => ({ name, registered: 1, updated: 1, addresses: { '60': { address: ADDRESS, created: 1 } }, attributes: {} });

/** What the service answers; each test changes what it needs. */
const initial = () => ({
  supported: ['eip155:1', 'eip155:10'],
  identity: (): LoopbackAnswer => ({ body: { name: 'alice.eth', avatar: null } }),
  reverse: (): LoopbackAnswer => ({ body: [] }),
  register: (): LoopbackAnswer => ({ body: { success: true, profile: profile('alice.reown.id') } }),
});
let service = initial();
let api: Loopback;
const requests: LoopbackRequest[] = [];
const to = (path: string | RegExp) => requests.filter(({ url }) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)));

beforeAll(async () => {
  api = await loopback((request) => {
    requests.push(request);
    const { pathname } = request.url;
    if (pathname === '/v1/supported-chains') return { body: { http: service.supported, ws: [] } };
    if (pathname.startsWith('/v1/identity/')) return service.identity();
    if (pathname.startsWith('/v1/profile/reverse/')) return service.reverse();
    if (pathname.startsWith('/v1/profile/suggestions/')) return { body: { suggestions: [{ name: `${pathname.split('/').at(-1)}.reown.id`, registered: false }] } };
    if (pathname === '/v1/profile/account' && request.method === 'POST') return service.register();
    if (pathname.endsWith('/history')) return { body: { data: [], next: null } };
    if (pathname.endsWith('/balance')) return { body: { balances: [] } };
    if (pathname === '/v1/convert/gas-price') return { body: { standard: '1', fast: '2', instant: '3' } };
    // A service that lists swap tokens without prices, as the spec shows the route.
    if (pathname === '/v1/convert/tokens') {
      return { body: { tokens: [{ name: 'Ether', symbol: 'ETH', address: `eip155:1:${NATIVE_TOKEN_ADDRESS}`, decimals: 18, logoUri: '', price: null }, { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: '', price: null }] } };
    }
    if (pathname === '/v1/fungible/price') {
      const asked = (JSON.parse(request.body) as { addresses: string[] }).addresses;
      return { body: { fungibles: asked.map((address) => ({ address, name: '', symbol: '', iconUrl: '', price: address === USDC ? 1 : 3000 })) } };
    }
    if (pathname === '/getAnalyticsConfig') return { body: { isAnalyticsEnabled: false } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  service = initial();
  requests.length = 0;
  resetDom();
});

/** A modal on Ethereum and OP Mainnet with its in-memory wallet connected, talking to the service. */
async function connected(adapter: ChainAdapter = memoryWallet().adapter) {
  const modal = testModal({ apiUrl: api.url, projectId: 'demo', adapters: [adapter] });
  await modal.connect('dev.wallet');
  return modal;
}

describe('spec §7: what each call carries', () => {
  it('client id added as a query parameter when set: once the WalletConnect client has its id, every API call carries it', async () => {
    // A wallet adapter that sets its client's id as the WalletConnect adapter does once its SDK started.
    const { adapter } = memoryWallet();
    const modal = await connected({ ...adapter, setup: (context) => ((context.api!.clientId = 'client-abc'), adapter.setup(context)) });
    await expect.poll(() => to(/^\/v1\/identity\//).length).toBe(1);
    await loadActivity(modal);
    for (const request of [...to('/v1/supported-chains'), ...to(/^\/v1\/identity\//), ...to(/\/history$/)]) {
      expect(request.url.searchParams.get('clientId'), request.url.pathname).toBe('client-abc');
    }
    expect(to(/\/history$/)).toHaveLength(1);
  });

  it('GET /v1/identity/{address} with the optional sender (the connected account); cached per chain and address', async () => {
    const modal = await connected();
    await expect.poll(() => modal.$account.get().profileName).toBe('alice.eth');
    expect(to(/^\/v1\/identity\//)[0]!.url.searchParams.get('sender')).toBe(ADDRESS);
    // Another chain is another record: asked again there, not answered from the first chain's.
    service.identity = () => ({ body: { name: 'alice.op', avatar: null } });
    await act(() => modal.switchNetwork('eip155:10'));
    await refreshIdentity(modal);
    await expect.poll(() => modal.$account.get().profileName).toBe('alice.op');
    expect(to(/^\/v1\/identity\//).map(({ url }) => url.searchParams.get('chainId'))).toEqual(['eip155:1', 'eip155:10']);
  });

  it('Name lookups are cached in storage by address: on another chain the identity is asked again, the reverse route is not', async () => {
    service.identity = () => ({ body: { name: null, avatar: null } });
    service.reverse = () => ({ body: [profile('alice.reown.id')] });
    const modal = await connected();
    await expect.poll(() => modal.$account.get().profileName).toBe('alice.reown.id');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.ENS_CACHE) ?? '{}')).toMatchObject({ [ADDRESS.toLowerCase()]: { value: 'alice.reown.id' } });
    await act(() => modal.switchNetwork('eip155:10'));
    await refreshIdentity(modal);
    await expect.poll(() => to(/^\/v1\/identity\//).length).toBe(2);
    expect(modal.$account.get().profileName).toBe('alice.reown.id');
    expect(to(/^\/v1\/profile\/reverse\//)).toHaveLength(1);
  });

  it('name suggestions are asked in the zone; the profile calls carry apiVersion 2 (register, reverse)', async () => {
    service.identity = () => ({ body: { name: null, avatar: null } });
    const modal = await connected();
    await expect.poll(() => to(/^\/v1\/profile\/reverse\//).length).toBe(1);
    expect(Object.fromEntries(to(/^\/v1\/profile\/reverse\//)[0]!.url.searchParams)).toMatchObject({ sender: ADDRESS, apiVersion: '2' });
    const [asked] = await suggestNames(modal, 'alice');
    expect(asked).toEqual({ name: 'alice.reown.id', registered: false });
    expect(to(/^\/v1\/profile\/suggestions\//)[0]!.url.searchParams.get('zone')).toBe('reown.id');
    await registerAccountName(modal, 'alice.reown.id');
    expect(to('/v1/profile/account')[0]!.url.searchParams.get('apiVersion')).toBe('2');
  });
});

describe('spec §7: the routes the kit needs', () => {
  it('the Account view shows the name the address registered (GET /v1/profile/reverse/{address}) when its identity has none', async () => {
    service.identity = () => ({ body: { name: null, avatar: null } });
    service.reverse = () => ({ body: [profile('alice.reown.id')] });
    const { modal } = walletModal({}, { apiUrl: api.url, projectId: 'demo' });
    render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
    await act(() => modal.connect('dev.wallet'));
    act(() => modal.open());
    expect((await screen.findByTestId('account-address', {}, { timeout: 25_000 })).textContent).toContain('alice.reown.id');
  });

  it("'Error fetching names for address' when the reverse lookup fails", async () => {
    service.identity = () => ({ body: { name: null, avatar: null } });
    service.reverse = () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'the registry is down' } } });
    const modal = await connected();
    await expect.poll(() => modal.$notification.get(), { timeout: 10_000 }).toMatchObject({ open: true, variant: 'error', message: 'Error fetching names for address' });
    expect(modal.$account.get().profileName).toBeUndefined();
  });

  it('swap tokens listed without a price are priced through POST /v1/fungible/price (currency usd, addresses, projectId)', async () => {
    const modal = await connected();
    await loadSwapTokens(modal);
    const { tokens } = swapState(modal).get();
    expect(tokens.list?.map((token) => [token.symbol, token.price])).toEqual([['ETH', 3000], ['USDC', 1]]);
    expect(JSON.parse(to('/v1/fungible/price')[0]!.body)).toEqual({ currency: 'usd', addresses: [`eip155:1:${NATIVE_TOKEN_ADDRESS}`, USDC], projectId: 'demo' });
  });
});

describe('spec §7: skipped with empty defaults when the active network is unsupported', () => {
  it('history, identity, names and swap ask nothing on a network the service does not serve, report nothing and answer empty', async () => {
    service.supported = ['eip155:1'];
    const modal = await connected();
    await expect.poll(() => modal.$account.get().profileName).toBe('alice.eth');
    const events: ModalEvent[] = [];
    modal.subscribeEvents((event) => events.push(event));
    await act(() => modal.switchNetwork('eip155:10'));
    requests.length = 0;
    await refreshIdentity(modal);
    await loadActivity(modal);
    expect(modal.$history.get()).toMatchObject({ transactions: [], empty: true, loading: false });
    expect(await suggestNames(modal, 'alice')).toEqual([]);
    await loadSwapTokens(modal);
    expect(swapState(modal).get().tokens).toMatchObject({ status: 'ready', chainId: 'eip155:10', list: [] });
    expect(requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([]);
    expect(events.map(({ event }) => event).filter((event) => event.startsWith('ERROR'))).toEqual([]);
    expect(modal.$notification.get().open).toBe(false);
  });
});

describe('spec §7: only idempotent requests are retried', () => {
  it('POST /v1/profile/account is sent once: a 503 is not retried (a second POST could register twice)', async () => {
    service.register = () => ({ status: 503, body: { error: { code: 'INTERNAL', message: 'busy' } } });
    const modal = await connected();
    await expect(registerAccountName(modal, 'alice.reown.id')).rejects.toThrow();
    expect(to('/v1/profile/account')).toHaveLength(1);
  });
});
