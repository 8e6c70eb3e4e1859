// Bitcoin (bip122) in the Blockchain API: balances read from an Esplora API the operator configures
// per chain (here the local Esplora fixture serving real transactions), and bad input on each path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devBitcoinAccount, type Esplora, startEsplora } from '@wallet-modal/testing';
import { loadConfig } from '../src/config/load.js';
import type { RunningServer } from '../src/server.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const BTC_USD = 60_000;

let esplora: Esplora;
let server: RunningServer;

beforeAll(async () => {
  esplora = await startEsplora();
  const dir = mkdtempSync(join(tmpdir(), 'wm-btc-prices-'));
  writeFileSync(join(dir, 'prices.json'), JSON.stringify({ usd: { BTC: BTC_USD } }));
  server = await startTestServer({
    projects,
    prices: { file: join(dir, 'prices.json') },
    rpc: { retryCount: 1, retryDelayMs: 10, timeoutMs: 2_000 },
    bitcoin: {
      chains: [
        { id: MAINNET, name: 'Bitcoin', esploraUrl: esplora.urls.mainnet },
        { id: TESTNET, name: 'Bitcoin Testnet', esploraUrl: esplora.urls.testnet, nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 } },
      ],
    },
  });
});
afterAll(async () => {
  await server?.close();
  await esplora?.stop();
});

const balance = (address: string, query: string) => call(server, `/v1/account/${encodeURIComponent(address)}/balance?projectId=${PROJECT}${query}`);

describe('GET /v1/account/{address}/balance on bip122 chains', () => {
  it('reads BTC from the chain\'s Esplora API: confirmed plus unconfirmed, 8 decimals, priced, in the token-balance shape', async () => {
    const { address } = devBitcoinAccount('mainnet', 'payment');
    const r = await balance(address, `&currency=usd&chainId=${MAINNET}`);
    expect(r.status).toBe(200);
    // 0.0399 BTC confirmed (0.05 received, 0.0101 spent with its fee) and 0.0025 BTC waiting in the mempool.
    expect(r.body).toEqual({
      balances: [
        { name: 'Bitcoin', symbol: 'BTC', chainId: MAINNET, value: 0.0424 * BTC_USD, price: BTC_USD, quantity: { decimals: '8', numeric: '0.0424' }, iconUrl: `${server.url}/public/getTokenImage/BTC` },
      ],
    });
    expect(esplora.requests).toContain(`GET /api/address/${address}`);
    expect(r.headers.get('cache-control')).toBe('private, max-age=30');
  });

  it('reads a testnet address on Bitcoin Testnet, from that chain\'s own API (its configured currency)', async () => {
    const { address } = devBitcoinAccount('testnet', 'ordinals');
    const r = await balance(address, `&chainId=${TESTNET}&forceUpdate=true`);
    expect(r.status).toBe(200);
    expect(r.body.balances).toEqual([expect.objectContaining({ symbol: 'tBTC', chainId: TESTNET, quantity: { decimals: '8', numeric: '0.0001' }, price: 0, value: 0 })]);
    expect(esplora.requests).toContain(`GET /testnet/api/address/${address}`);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /v1/supported-chains lists the configured bip122 chains', async () => {
    const r = await call(server, `/v1/supported-chains?projectId=${PROJECT}`);
    expect(r.body).toEqual({ http: [MAINNET, TESTNET], ws: [] });
  });

  it.each([
    ['a testnet address on mainnet', devBitcoinAccount('testnet', 'payment').address, MAINNET, /^Invalid request parameters: must be a Bitcoin mainnet address \(bc1…, 1… or 3…\) with a valid checksum$/],
    ['a mainnet address on testnet', devBitcoinAccount('mainnet', 'payment').address, TESTNET, /must be a Bitcoin testnet address \(tb1…, m…, n… or 2…\)/],
    ['a bad bech32 checksum', 'bc1qqu4ggff8jgh3jh3mz8ura0uaa5gt4lwh5rsftx', MAINNET, /must be a Bitcoin mainnet address/],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', MAINNET, /must be a Bitcoin mainnet address/],
    ['a too long string', 'bc1q'.padEnd(400, 'q'), MAINNET, /must be a Bitcoin mainnet address/],
  ])('%s -> 400 INVALID_PARAMS, and Esplora is not asked', async (_case, address, chainId, message) => {
    const before = esplora.requests.length;
    const r = await balance(address, `&chainId=${chainId}`);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_PARAMS');
    expect(r.body.error.message).toMatch(message);
    expect(esplora.requests.length).toBe(before);
  });

  it("a bip122 chain the server does not serve -> the spec's empty default (no balances), not an error", async () => {
    const r = await balance(devBitcoinAccount('mainnet', 'payment').address, '&chainId=bip122:00000000da84f2bafbbc53dee25a72ae');
    expect(r).toMatchObject({ status: 200, body: { balances: [] } });
  });

  it.each([
    ['Esplora down (503 on every try)', 'unavailable'],
    ['Esplora answering a shape it never has', 'malformed'],
  ] as const)('%s -> 502 UPSTREAM_FAILED, as for an EVM RPC that does not answer', async (_case, fault) => {
    esplora.setFault(fault);
    try {
      const r = await balance(devBitcoinAccount('mainnet', 'payment').address, `&chainId=${MAINNET}`);
      expect(r.status).toBe(502);
      expect(r.body.error).toEqual({ code: 'UPSTREAM_FAILED', message: `Upstream RPC request failed: the Esplora API of ${MAINNET} did not answer as expected` });
    } finally {
      esplora.setFault(undefined);
    }
  });

  it('Esplora where nothing listens -> 502 UPSTREAM_FAILED; once it is back, the balance reads again', async () => {
    const port = Number(new URL(esplora.urls.mainnet).port);
    const address = devBitcoinAccount('mainnet', 'payment').address;
    await esplora.stop();
    try {
      const r = await balance(address, `&chainId=${MAINNET}`);
      expect(r.status).toBe(502);
      expect(r.body.error.code).toBe('UPSTREAM_FAILED');
    } finally {
      esplora = await startEsplora({ port });
    }
    expect((await balance(address, `&chainId=${MAINNET}`)).body.balances[0].quantity.numeric).toBe('0.0424');
  });

  it('the config names an Esplora URL per bip122 chain: an unknown bip122 id or a non-http URL is refused at start', async () => {
    const load = (chain: object) => () => loadConfig({ env: {}, overrides: { bitcoin: { chains: [chain as never] } } });
    expect(load({ id: 'bip122:1234', name: 'X', esploraUrl: 'https://esplora.example' })).toThrow(/must be bip122:000000000019d6689c085ae165831e93 \(Bitcoin\)/);
    expect(load({ id: MAINNET, name: 'Bitcoin', esploraUrl: 'ftp://esplora.example' })).toThrow(/bitcoin\.chains\[0\]\.esploraUrl/);
    expect(load({ id: MAINNET, name: 'Bitcoin', esploraUrl: 'https://mempool.space/api' })().bitcoin.chains[0]?.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 });
  });
});
