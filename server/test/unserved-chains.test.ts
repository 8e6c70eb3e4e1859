// Issue 30: the server serves any chain its operator configures (a chain viem knows by its id alone) and
// answers a chain it does not serve with the spec's empty defaults (§7: "skipped with empty defaults when
// the active network is unsupported"), never a 500; a test network's coins have no fiat value.
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { startTestChain, type TestChain } from './helpers/chain.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects, startChainWorld, type ChainWorld } from './helpers/world.js';

const UNSERVED = 'eip155:84532';
const SOLANA_TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const SOLANA_OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

let world: ChainWorld;
let baseSepolia: TestChain;
let testnetServer: RunningServer;
let pricesDir: string;
beforeAll(async () => {
  [world, baseSepolia] = await Promise.all([startChainWorld(), startTestChain(84532)]);
  pricesDir = mkdtempSync(join(tmpdir(), 'wm-testnet-prices-'));
  writeFileSync(join(pricesDir, 'prices.json'), JSON.stringify({ usd: { ETH: 2000 } }));
  // Base Sepolia named by its id alone (viem knows its name, currency and that it is a testnet), served by a local anvil.
  testnetServer = await startTestServer({ projects, prices: { file: join(pricesDir, 'prices.json') }, chains: [{ id: 'eip155:84532', rpcUrls: [baseSepolia.url] }] });
});
afterAll(async () => {
  await testnetServer?.close();
  await Promise.all([world?.stop(), baseSepolia?.stop()]);
  if (pricesDir) rmSync(pricesDir, { recursive: true, force: true });
});

const get = (server: RunningServer, path: string, query = '') => call(server, `${path}?projectId=${PROJECT}${query}`);
const post = (server: RunningServer, path: string, body: unknown, query = '') =>
  call(server, `${path}?projectId=${PROJECT}${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('a chain the server does not serve: the spec empty defaults, never a 500', () => {
  it('balance: no balances, on an EVM chain, a Solana cluster and a Bitcoin network alike; a wrong address is still a 400', async () => {
    const evm = world.chain.deployer;
    expect(await get(world.server, `/v1/account/${evm}/balance`, `&currency=usd&chainId=${UNSERVED}`)).toMatchObject({ status: 200, body: { balances: [] } });
    expect(await get(world.server, `/v1/account/${SOLANA_OWNER}/balance`, `&chainId=${SOLANA_TESTNET}`)).toMatchObject({ status: 200, body: { balances: [] } });
    expect(await get(world.server, '/v1/account/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx/balance', `&chainId=${BITCOIN_TESTNET}`)).toMatchObject({ status: 200, body: { balances: [] } });
    expect((await get(world.server, `/v1/account/${SOLANA_OWNER}/balance`, `&chainId=${UNSERVED}`)).body.error.code).toBe('INVALID_PARAMS');
  });

  it('history: no transactions and no next page', async () => {
    expect(await get(world.server, `/v1/account/${world.chain.deployer}/history`, `&chainId=${UNSERVED}`)).toMatchObject({ status: 200, body: { data: [], next: null } });
  });

  it('identity: no name and no avatar (the chain has no name service here)', async () => {
    expect(await get(world.server, `/v1/identity/${world.chain.deployer}`, `&chainId=${UNSERVED}`)).toMatchObject({ status: 200, body: { name: null, avatar: null } });
  });

  it('prices: a token of an unserved chain is left out, the served ones are priced', async () => {
    const served = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`;
    const r = await post(world.server, '/v1/fungible/price', { currency: 'usd', projectId: PROJECT, addresses: [`${UNSERVED}:${NATIVE_TOKEN_ADDRESS}`, served] });
    expect(r.status).toBe(200);
    expect(r.body.fungibles).toEqual([expect.objectContaining({ address: served, symbol: 'ETH', price: world.prices.usd.ETH })]);
    const none = await post(world.server, '/v1/fungible/price', { currency: 'usd', projectId: PROJECT, addresses: [`${UNSERVED}:${NATIVE_TOKEN_ADDRESS}`] });
    expect(none).toMatchObject({ status: 200, body: { fungibles: [] } });
  });

  it("convert: the spec's own answers, 'Network not supported for Swaps' and 'for Gas Price' (400, not 500)", async () => {
    const tokens = await get(world.server, '/v1/convert/tokens', `&chainId=${UNSERVED}`);
    expect(tokens).toMatchObject({ status: 400, body: { error: { code: 'SWAP_NETWORK_UNSUPPORTED' } } });
    expect(tokens.body.error.message).toMatch(/^Network not supported for Swaps/);
    const gas = await get(world.server, '/v1/convert/gas-price', `&chainId=${UNSERVED}`);
    expect(gas).toMatchObject({ status: 400, body: { error: { code: 'GAS_PRICE_NETWORK_UNSUPPORTED' } } });
  });

  it('the RPC proxy: a JSON error naming the served chains (400, not 500)', async () => {
    const r = await post(world.server, '/v1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, `&chainId=${UNSERVED}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'UNSUPPORTED_CHAIN', message: `Unsupported chain: ${UNSERVED} (supported: eip155:31337, eip155:10)` });
  });
});

describe('a chain viem knows, configured by its id alone', () => {
  it('is listed, proxied and read, under the name viem gives it', async () => {
    expect((await get(testnetServer, '/v1/supported-chains')).body).toEqual({ http: ['eip155:84532'], ws: [] });
    const chainId = await post(testnetServer, '/v1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, '&chainId=eip155:84532');
    expect(chainId.body.result).toBe('0x14a34');
    expect(testnetServer.services.chains.get('eip155:84532')!.network).toMatchObject({ name: 'Base Sepolia', testnet: true, caipNetworkId: 'eip155:84532' });
  });

  it('a testnet has no fiat prices: its ETH is worth nothing though the price file prices ETH', async () => {
    const r = await get(testnetServer, `/v1/account/${baseSepolia.deployer}/balance`, '&currency=usd&chainId=eip155:84532');
    expect(r.status).toBe(200);
    expect(r.body.balances).toEqual([expect.objectContaining({ symbol: 'ETH', chainId: 'eip155:84532', price: 0, value: 0 })]);
    expect(Number(r.body.balances[0].quantity.numeric)).toBeGreaterThan(0);
    const priced = await post(testnetServer, '/v1/fungible/price', { currency: 'usd', projectId: PROJECT, addresses: [`eip155:84532:${NATIVE_TOKEN_ADDRESS}`] });
    expect(priced.body.fungibles).toEqual([expect.objectContaining({ symbol: 'ETH', price: null })]);
  });
});
