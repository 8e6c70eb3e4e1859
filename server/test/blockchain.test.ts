// The Blockchain API against real local chains: supported chains, balances (Multicall3 and
// per-call paths), identity from an on-chain name service, and bad input on each.
import { createPublicClient, formatEther, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/server.js';
import { AVATAR, NAME, PROJECT, startChainWorld, type ChainWorld } from './helpers/world.js';

let world: ChainWorld;
beforeAll(async () => {
  world = await startChainWorld();
});
afterAll(() => world?.stop());

const get = (path: string, query = '') => call(world.server, `${path}?projectId=${PROJECT}${query}`);
type Balance = { symbol: string; chainId: string; address?: string; value: number; price: number; quantity: { decimals: string; numeric: string }; iconUrl: string; name: string };

describe('GET /v1/supported-chains', () => {
  it('lists the configured chains as CAIP-2 ids', async () => {
    expect((await get('/v1/supported-chains')).body).toEqual({ http: ['eip155:31337', 'eip155:10'], ws: [] });
  });
});

describe('GET /v1/account/{address}/balance', () => {
  it('reads native and ERC20 balances through Multicall3, priced, in the spec shape', async () => {
    const { chain, tokens, prices } = world;
    const r = await get(`/v1/account/${chain.deployer}/balance`, '&currency=usd&chainId=eip155:31337&st=appkit&sv=1.0.0');
    expect(r.status).toBe(200);
    const balances = r.body.balances as Balance[];
    const onChain = await createPublicClient({ transport: http(chain.url) }).getBalance({ address: chain.deployer });
    const eth = formatEther(onChain);
    expect(balances).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: Number(eth) * prices.usd.ETH!, price: prices.usd.ETH, quantity: { decimals: '18', numeric: eth }, iconUrl: `${world.server.url}/public/getTokenImage/ETH` },
      { name: 'Test Token', symbol: 'TKN', chainId: 'eip155:31337', address: `eip155:31337:${tokens.tkn}`, value: 1000 * prices.usd.TKN!, price: prices.usd.TKN, quantity: { decimals: '18', numeric: '1000' }, iconUrl: `${world.server.url}/public/getTokenImage/TKN` },
      { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:31337', address: `eip155:31337:${tokens.usdc}`, value: 5000 * 0.999, price: 0.999, quantity: { decimals: '6', numeric: '5000' }, iconUrl: `${world.server.url}/public/getTokenImage/USDC` },
    ]);
    // The decimals-0 token (PTS) is dropped although the address holds it; so is the non-contract entry.
    expect(balances.some((b) => b.symbol === 'PTS')).toBe(false);
    const icon = await fetch(balances[1]!.iconUrl);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    await icon.arrayBuffer();
  });

  it('reads tokens with one eth_call each on a chain without Multicall3', async () => {
    const { chainB, tokens } = world;
    const r = await get(`/v1/account/${chainB.deployer}/balance`, '&chainId=eip155:10');
    expect(r.status).toBe(200);
    const balances = r.body.balances as Balance[];
    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'BTK']);
    expect(balances[1]).toMatchObject({ address: `eip155:10:${tokens.tokenB}`, price: 0, value: 0, quantity: { decimals: '8', numeric: '42' } });
  });

  it('accepts a bare chain id, a lowercase address, and no chainId (every chain)', async () => {
    const lower = world.chain.deployer.toLowerCase();
    expect((await get(`/v1/account/${lower}/balance`, '&chainId=31337')).body.balances).toHaveLength(3);
    const all = (await get(`/v1/account/${lower}/balance`)).body.balances as Balance[];
    expect(all.map((b) => `${b.chainId}/${b.symbol}`)).toEqual(['eip155:31337/ETH', 'eip155:31337/TKN', 'eip155:31337/USDC', 'eip155:10/ETH', 'eip155:10/BTK']);
  });

  it('answers may be kept 30 s, except a forced read (forceUpdate=true), which nothing may keep', async () => {
    const path = `/v1/account/${world.chain.deployer}/balance`;
    expect((await get(path, '&chainId=eip155:31337')).headers.get('cache-control')).toBe('private, max-age=30');
    expect((await get(path, '&chainId=eip155:31337&forceUpdate=true')).headers.get('cache-control')).toBe('no-store');
  });

  it('lists only the native balance for an address holding no tokens', async () => {
    const r = await get(`/v1/account/${world.chain.accounts[3]!.address}/balance`, '&chainId=eip155:31337&currency=eur');
    expect(r.body.balances).toHaveLength(1);
    expect(r.body.balances[0]).toMatchObject({ symbol: 'ETH', price: 1800, quantity: { numeric: '10000' } });
  });

  it.each([
    ['/v1/account/0x1234/balance', '', 400, 'INVALID_PARAMS', /must be a 0x-prefixed EVM address/],
    ['/v1/account/0xZZ39Fd6e51aad88F6F4ce6aB8827279cffFb9226/balance', '', 400, 'INVALID_PARAMS', /EVM address/],
    ['/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance', '&chainId=nonsense', 400, 'INVALID_PARAMS', /CAIP-2/],
    ['/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance', '&currency=xyz', 400, 'UNSUPPORTED_CURRENCY', /xyz \(supported: usd, eur\)/],
  ])('%s%s -> %i %s', async (path, query, status, code, message) => {
    const r = await get(path, query);
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
    expect(r.body.error.message).toMatch(message);
  });

  it('requires a known project', async () => {
    const r = await call(world.server, `/v1/account/${world.chain.deployer}/balance?projectId=nope`);
    expect(r.status).toBe(401);
  });
});

describe('GET /v1/identity/{address}', () => {
  it('resolves name and avatar from the chain name service', async () => {
    const r = await get(`/v1/identity/${world.chain.deployer}`, '&chainId=eip155:31337');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ name: NAME, avatar: AVATAR });
  });

  it('answers nulls for an address without a name, and on a chain without a name service', async () => {
    expect((await get(`/v1/identity/${world.chain.accounts[2]!.address}`, '&chainId=eip155:31337')).body).toEqual({ name: null, avatar: null });
    expect((await get(`/v1/identity/${world.chain.deployer}`, '&chainId=eip155:10')).body).toEqual({ name: null, avatar: null });
  });

  it('without a chainId (spec §7 sends only sender) asks mainnet if served, else the first chain with a name service', async () => {
    // This server has no eip155:1; eip155:31337 is its chain with a name service.
    const r = await get(`/v1/identity/${world.chain.deployer}`, `&sender=${world.chain.accounts[1]!.address}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ name: NAME, avatar: AVATAR });
  });

  it('rejects a malformed address', async () => {
    expect((await get('/v1/identity/alice.eth', '&chainId=eip155:31337')).body.error.code).toBe('INVALID_PARAMS');
  });
});
