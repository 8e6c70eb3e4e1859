// Solana in the Blockchain API: SOL and SPL balances (Token and Token-2022) read from the cluster's
// JSON-RPC the operator configures (here the local SVM, testing/src/svm.ts), and bad input on each path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startSvm, type Svm } from '@wallet-modal/testing';
import type { RunningServer } from '../src/server.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
const SOL_USD = 150;
const rpcPolicy = { retryCount: 1, retryDelayMs: 10, timeoutMs: 2_000 };

let devnet: Svm;
let mainnet: Svm;
let server: RunningServer;
let owner: string;
const mints = { usd: '', points: '', unlisted: '', whole: '', emptied: '' };

beforeAll(async () => {
  [devnet, mainnet] = await Promise.all([startSvm(), startSvm({ genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' })]);
  owner = (await generateKeyPairSigner()).address;
  devnet.fund(owner, 12_500_000_000n);
  mainnet.fund(owner, 1_000_000_000n);
  mints.usd = await devnet.createMint({ decimals: 6 });
  mints.points = await devnet.createMint({ decimals: 2, program: 'token-2022' });
  mints.unlisted = await devnet.createMint({ decimals: 9, program: 'token-2022' });
  mints.whole = await devnet.createMint({ decimals: 0 });
  await devnet.mintTo({ mint: mints.usd, owner, amount: 1_234_560_000n });
  await devnet.mintTo({ mint: mints.points, owner, amount: 4_200n });
  await devnet.mintTo({ mint: mints.unlisted, owner, amount: 500_000_000n });
  await devnet.mintTo({ mint: mints.whole, owner, amount: 7n });
  const dir = mkdtempSync(join(tmpdir(), 'wm-sol-prices-'));
  writeFileSync(join(dir, 'prices.json'), JSON.stringify({ usd: { SOL: SOL_USD, DUSD: 1 } }));
  server = await startTestServer({
    projects,
    prices: { file: join(dir, 'prices.json') },
    rpc: rpcPolicy,
    solana: {
      chains: [
        {
          id: DEVNET,
          name: 'Solana Devnet',
          rpcUrl: devnet.url,
          tokens: [
            { mint: mints.usd, symbol: 'DUSD', name: 'Demo Dollar', decimals: 6, iconUrl: 'https://icons.example.com/dusd.png' },
            { mint: mints.points, symbol: 'PTS', name: 'Points' },
            { mint: mints.whole, symbol: 'WHOLE', name: 'Whole units' },
          ],
        },
        { id: MAINNET, name: 'Solana', rpcUrl: mainnet.url },
      ],
    },
  });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([devnet?.close(), mainnet?.close()]);
});

const balance = (address: string, query = '') => call(server, `/v1/account/${encodeURIComponent(address)}/balance?projectId=${PROJECT}${query}`);

describe('GET /v1/account/{address}/balance on solana chains', () => {
  it('reads SOL (9 decimals) and every SPL token account under Token and Token-2022, priced by symbol, in the token-balance shape', async () => {
    const r = await balance(owner, `&currency=usd&chainId=${DEVNET}`);
    expect(r.status).toBe(200);
    const icon = (symbol: string) => `${server.url}/public/getTokenImage/${encodeURIComponent(symbol)}`;
    // Entries of equal value (the two unpriced tokens) come in the node's order, which follows their random mints.
    const byValueThenAddress = (a: { value: number; address?: string }, b: { value: number; address?: string }) => b.value - a.value || String(a.address).localeCompare(String(b.address));
    expect([...r.body.balances].sort(byValueThenAddress)).toEqual([
      { name: 'Solana', symbol: 'SOL', chainId: DEVNET, value: 12.5 * SOL_USD, price: SOL_USD, quantity: { decimals: '9', numeric: '12.5' }, iconUrl: icon('SOL') },
      {
        name: 'Demo Dollar',
        symbol: 'DUSD',
        chainId: DEVNET,
        address: `${DEVNET}:${mints.usd}`,
        value: 1234.56,
        price: 1,
        quantity: { decimals: '6', numeric: '1234.56' },
        iconUrl: 'https://icons.example.com/dusd.png',
      },
      { name: 'Points', symbol: 'PTS', chainId: DEVNET, address: `${DEVNET}:${mints.points}`, value: 0, price: 0, quantity: { decimals: '2', numeric: '42' }, iconUrl: icon('PTS') },
      // A mint the operator's list does not name: shown by its address, never priced.
      {
        name: `SPL token ${mints.unlisted}`,
        symbol: `${mints.unlisted.slice(0, 4)}…${mints.unlisted.slice(-4)}`,
        chainId: DEVNET,
        address: `${DEVNET}:${mints.unlisted}`,
        value: 0,
        price: 0,
        quantity: { decimals: '9', numeric: '0.5' },
        iconUrl: icon(`${mints.unlisted.slice(0, 4)}…${mints.unlisted.slice(-4)}`),
      },
    ].sort(byValueThenAddress));
    expect(r.headers.get('cache-control')).toBe('private, max-age=30');
  });

  it('Tokens with decimals 0 are filtered out (a decimals-0 SPL mint the owner holds is not listed)', async () => {
    expect(devnet.tokenBalance(owner, mints.whole)).toBe(7n);
    const r = await balance(owner, `&chainId=${DEVNET}`);
    expect(r.body.balances.map((entry: { symbol: string }) => entry.symbol)).not.toContain('WHOLE');
    expect(r.body.balances.every((entry: { quantity: { decimals: string } }) => entry.quantity.decimals !== '0')).toBe(true);
  });

  it('a token sent away and an account that never held anything: only positive holdings, and the native entry always', async () => {
    const empty = (await generateKeyPairSigner()).address;
    const r = await balance(empty, `&chainId=${DEVNET}&forceUpdate=true`);
    expect(r.status).toBe(200);
    expect(r.body.balances).toEqual([expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '0' } })]);
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('without chainId, every configured Solana chain is read for a Solana address', async () => {
    const r = await balance(owner);
    expect(r.status).toBe(200);
    const natives = r.body.balances.filter((entry: { symbol: string }) => entry.symbol === 'SOL');
    expect(natives.map((entry: { chainId: string; quantity: { numeric: string } }) => [entry.chainId, entry.quantity.numeric])).toEqual([
      [DEVNET, '12.5'],
      [MAINNET, '1'],
    ]);
  });

  it('GET /v1/supported-chains lists the configured Solana chains', async () => {
    const r = await call(server, `/v1/supported-chains?projectId=${PROJECT}`);
    expect(r.body).toEqual({ http: [DEVNET, MAINNET], ws: [] });
  });

  it.each([
    ['an EVM address on a solana chainId', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', DEVNET, /^Invalid request parameters: is an EVM address; a Solana chain needs a Solana address \(32 to 44 base58 characters\)$/],
    ['31 base58 characters', '8yCimqNvDSSh8WR2E9FJEC6UcWBj3Ck', DEVNET, /must be a Solana address: 32 to 44 base58 characters/],
    ['45 base58 characters', '8yCimqNvDSSh8WR2E9FJEC6UcWBj3CksFByzdAUj2hrzz', DEVNET, /must be a Solana address: 32 to 44 base58 characters/],
    ['a character outside base58 (0)', '0yCimqNvDSSh8WR2E9FJEC6UcWBj3CksFByzdAUj2hrz', DEVNET, /32 to 44 base58 characters \(no 0, O, I or l\)/],
    ['base58 that is no 32-byte key', '1111111111111111111111111111111111111111111', DEVNET, /must decode to a 32-byte public key/],
    ['a Solana address on an eip155 chainId', '8yCimqNvDSSh8WR2E9FJEC6UcWBj3CksFByzdAUj2hrz', 'eip155:1', /^Invalid request parameters: is a Solana address; an eip155 chain needs a 0x-prefixed EVM address of 40 hex characters$/],
  ])('Address check: Solana is 32 to 44 base58 characters — %s -> 400 with what is wrong', async (_case, address, chainId, message) => {
    const r = await balance(address, `&chainId=${chainId}`);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(message);
  });

  it("a chainId of a Solana cluster the server does not serve -> the spec's empty default (no balances); a bad address is still refused", async () => {
    const r = await balance(owner, `&chainId=${TESTNET}`);
    expect(r).toMatchObject({ status: 200, body: { balances: [] } });
    expect((await balance('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', `&chainId=${TESTNET}`)).body.error.code).toBe('INVALID_PARAMS');
  });

  it('without chainId, an address of no namespace -> 400 naming the accepted kinds', async () => {
    const r = await balance('not-an-address');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/EVM address .*Solana address \(32 to 44 base58 characters\)/);
  });
});

describe('a Solana RPC that fails', () => {
  let failing: RunningServer;
  let garbage: Server;
  const LOCALNET = 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69';

  beforeAll(async () => {
    // Answers every call with a result that is not Solana's shape.
    garbage = createServer((_, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":"0","result":{"value":"lots"}}'));
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const closedPort = await freePort();
    failing = await startTestServer({
      projects,
      rpc: rpcPolicy,
      solana: {
        chains: [
          { id: TESTNET, name: 'Solana Testnet (closed)', rpcUrl: `http://127.0.0.1:${closedPort}` },
          { id: LOCALNET, name: 'Malformed', rpcUrl: `http://127.0.0.1:${(garbage.address() as { port: number }).port}` },
        ],
      },
    });
  });
  afterAll(async () => {
    await failing?.close();
    await new Promise((resolve) => garbage?.close(resolve));
  });

  it.each([
    ['a closed RPC', TESTNET],
    ['an RPC answering the wrong shape', LOCALNET],
  ])('%s -> 502 UPSTREAM_FAILED naming the chain, never a 500 or a stack', async (_case, chainId) => {
    const r = await call(failing, `/v1/account/${owner}/balance?projectId=${PROJECT}&chainId=${chainId}`);
    expect(r.status).toBe(502);
    expect(r.body).toEqual({ error: { code: 'UPSTREAM_FAILED', message: `Upstream RPC request failed: the Solana RPC of ${chainId} did not answer as expected` } });
    expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('without chainId a failing Solana chain fails the read the same way as a failing EVM chain', async () => {
    const r = await call(failing, `/v1/account/${owner}/balance?projectId=${PROJECT}`);
    expect(r.status).toBe(502);
    expect(r.body.error.code).toBe('UPSTREAM_FAILED');
  });
});

describe('Solana chains in the server config', () => {
  it('a wrong chain id, rpcUrl or token mint is refused at start with the field and what to write', async () => {
    const { loadConfig } = await import('../src/config/load.js');
    const load = (chain: Record<string, unknown>) => () => loadConfig({ env: {}, overrides: { solana: { chains: [chain] } } as never });
    expect(load({ id: 'solana:devnet', name: 'x', rpcUrl: 'http://127.0.0.1:8899' })).toThrow(/solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1 \(devnet\).*\n.*solana\.chains\[0\]\.id/);
    expect(load({ id: DEVNET, name: 'x', rpcUrl: 'ws://127.0.0.1:8900' })).toThrow(/solana\.chains\[0\]\.rpcUrl/);
    expect(load({ id: DEVNET, name: 'x', rpcUrl: 'http://127.0.0.1:8899', tokens: [{ mint: '0xabc', symbol: 'X', name: 'X' }] })).toThrow(
      /must be a base58 mint address \(32 to 44 characters\)\n.*solana\.chains\[0\]\.tokens\[0\]\.mint/,
    );
    const twice = { id: DEVNET, name: 'x', rpcUrl: 'http://127.0.0.1:8899' };
    expect(() => loadConfig({ env: {}, overrides: { solana: { chains: [twice, twice] } } })).toThrow(/each Solana chain id may be configured once/);
  });
});
