// GET /v1/account/{account}/history against real anvil chains and the server's own indexer: ETH sends,
// an ERC20, ERC721 and ERC1155 mints and a reverted transaction are indexed from the chain and served
// newest first, seen from the account's side, page by page with an opaque cursor; the kit's reader
// accepts the answer; reorgs are undone; the index resumes after a restart; bad input answers 4xx.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEther, type Address, type Hex, type TransactionReceipt } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '@wallet-modal/testing';
import { getHistory } from '../../kit/src/core/api/history.js';
import { activityGroups } from '../../kit/src/core/format/history.js';
import { loadConfig } from '../src/config/load.js';
import type { ConfigInput } from '../src/config/schema.js';
import type { HistoryRecord } from '@wallet-modal/schema/wire';
import type { RunningServer } from '../src/server.js';
import { actor, rpc, type Actor } from './helpers/activity.js';
import { ensurePostgres, startPostgres } from './helpers/postgres.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

const A = 'eip155:31337';
const B = 'eip155:10';
const native = { name: 'Ether', symbol: 'ETH', decimals: 18 };

let chain: Anvil;
let chainB: Anvil;
let dir: string;
let server: RunningServer;
let deployer: Actor;
let alice: Actor;
let tkn: Address;
let cats: Address;
let spam: Address;
let multi: Address;
const tx: Record<string, TransactionReceipt> = {};

const config = (history: ConfigInput['history'] = {}): ConfigInput => ({
  projects,
  database: { pgliteDir: join(dir, 'db') },
  prices: { file: join(dir, 'prices.json') },
  chains: [
    { id: A, name: 'Anvil', rpcUrl: chain.url, nativeCurrency: native },
    { id: B, name: 'OP Local', rpcUrl: chainB.url, nativeCurrency: native },
  ],
  history: { pollIntervalMs: 50, pageSize: 3, spamContracts: [`${A}:${spam}`], ...history },
});

beforeAll(async () => {
  [chain, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 10 })]);
  dir = mkdtempSync(join(tmpdir(), 'wm-history-'));
  // TKN has a symbol price, but it is not a token the operator lists: it must not be priced by symbol.
  writeFileSync(join(dir, 'prices.json'), JSON.stringify({ usd: { ETH: 2000, TKN: 2.5 } }));
  deployer = actor(chain, 0);
  alice = actor(chain, 1);
  // Deployed before the server starts: a local chain is indexed from block 0.
  tkn = await deployer.deploy('TestToken', ['Test Token', 'TKN', 18, parseEther('1000')]);
  cats = await deployer.deploy('TestNFT', ['Good Cats', 'CAT']);
  spam = await deployer.deploy('TestNFT', ['Free Airdrop', 'SPAM']);
  multi = await deployer.deploy('TestMultiToken');
  server = await startTestServer(config());
  // After the start: the indexer follows new blocks.
  tx.eth = await deployer.sendEth(alice.address, parseEther('1.5'));
  tx.erc20 = await deployer.write(tkn, 'TestToken', 'transfer', [alice.address, parseEther('250')]);
  tx.cat = await deployer.write(cats, 'TestNFT', 'mint', [alice.address, 7n]);
  tx.spam = await deployer.write(spam, 'TestNFT', 'mint', [alice.address, 1n]);
  tx.multi = await deployer.write(multi, 'TestMultiToken', 'mintBatch', [alice.address, [1n, 2n], [10n, 20n]]);
  tx.reverted = await alice.sendEth(tkn, parseEther('0.1'), { gas: 100_000n }); // TestToken takes no ETH
  tx.back = await alice.sendEth(deployer.address, parseEther('0.25'));
  // The chain-B transfer is mined a minute after the rest, so it is the newest across chains.
  const latest = await rpc<{ timestamp: Hex }>(chain.url, 'eth_getBlockByNumber', ['latest', false]);
  await rpc(chainB.url, 'evm_setNextBlockTimestamp', [Number(latest.timestamp) + 60]);
  tx.onB = await actor(chainB, 0).sendEth(alice.address, parseEther('2'));
  await until(() => all(alice.address), (records) => records.length === 8, 'alice has 8 records on both chains');
});
afterAll(async () => {
  await server?.close();
  await Promise.all([chain?.stop(), chainB?.stop()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const history = (account: string, query = '', s = server) => call(s, `/v1/account/${account}/history?projectId=${PROJECT}${query}`);

/** Every page, following `next`; asserts each page is a 200 of at most pageSize records. */
async function pages(account: string, query = '', s = server): Promise<{ data: HistoryRecord[]; next: string | null }[]> {
  const out = [];
  let cursor: string | null = null;
  do {
    const r = await history(account, `${query}${cursor ? `&cursor=${cursor}` : ''}`, s);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.length).toBeLessThanOrEqual(3);
    out.push(r.body);
    cursor = r.body.next;
  } while (cursor && out.length < 100);
  return out;
}
const all = async (account: string, query = '', s = server) => (await pages(account, query, s)).flatMap((p) => p.data);

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const eth = (numeric: string, direction: 'in' | 'out') => ({
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${server.url}/public/getTokenImage/ETH` } },
  direction,
  quantity: { numeric, decimals: 18, int: parseEther(numeric).toString() },
  price: 2000,
  value: Number(numeric) * 2000,
});
const nft = (name: string, symbol: string, contract: Address, tokenId: string, kind: 'ERC721' | 'ERC1155', isSpam = false, quantity = '1') => ({
  nft_info: {
    name,
    content: { preview: { url: `${server.url}/public/getTokenImage/${symbol}` } },
    flags: { is_spam: isSpam },
    contract_address: contract,
    token_id: tokenId,
    interface: kind,
  },
  direction: 'in',
  quantity: { numeric: quantity, decimals: 0, int: quantity },
  price: null,
  value: null,
});

describe('GET /v1/account/{account}/history', () => {
  it('lists the account’s transactions newest first, each seen from its side, with the spec’s metadata', async () => {
    const records = await all(alice.address, `&chainId=${A}`);
    const order = ['back', 'reverted', 'multi', 'spam', 'cat', 'erc20', 'eth'];
    expect(records.map((r) => r.metadata.hash)).toEqual(order.map((k) => tx[k]!.transactionHash));
    const [back, reverted, minted, spammed, cat, erc20, received] = records as [HistoryRecord, ...HistoryRecord[]];

    const block = await rpc<{ timestamp: Hex }>(chain.url, 'eth_getBlockByNumber', [`0x${tx.back!.blockNumber.toString(16)}`, false]);
    expect(back).toEqual({
      id: `${A}:${tx.back!.transactionHash}`,
      metadata: {
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        chain: A,
        operationType: 'send',
        status: 'confirmed',
        hash: tx.back!.transactionHash,
        sentFrom: alice.address,
        sentTo: deployer.address,
        nonce: 1,
      },
      transfers: [eth('0.25', 'out')],
    });
    // A reverted transaction is listed as failed, with the value it tried to send.
    expect(tx.reverted!.status).toBe('reverted');
    expect(reverted!.metadata).toMatchObject({ operationType: 'send', status: 'failed', sentFrom: alice.address, sentTo: tkn, nonce: 0 });
    expect(reverted!.transfers).toEqual([eth('0.1', 'out')]);
    // ERC1155 batch mint: one transfer per id; the contract has no name, so the NFTs are "NFT #id".
    expect(minted!.metadata).toMatchObject({ operationType: 'mint', status: 'confirmed', sentFrom: deployer.address, sentTo: multi });
    expect(minted!.transfers).toEqual([nft('NFT #1', 'NFT', multi, '1', 'ERC1155', false, '10'), nft('NFT #2', 'NFT', multi, '2', 'ERC1155', false, '20')]);
    // The operator's deny list flags the airdrop collection as spam; the other one is not.
    expect(spammed!.transfers).toEqual([nft('Free Airdrop #1', 'SPAM', spam, '1', 'ERC721', true)]);
    expect(cat!.metadata.operationType).toBe('mint');
    expect(cat!.transfers).toEqual([nft('Good Cats #7', 'CAT', cats, '7', 'ERC721')]);
    // ERC20: name, symbol and decimals read from the contract; no price, since TKN is not a listed token.
    expect(erc20!.metadata).toMatchObject({ operationType: 'receive', sentFrom: deployer.address, sentTo: tkn });
    expect(erc20!.transfers).toEqual([
      {
        fungible_info: { name: 'Test Token', symbol: 'TKN', icon: { url: `${server.url}/public/getTokenImage/TKN` } },
        direction: 'in',
        quantity: { numeric: '250', decimals: 18, int: parseEther('250').toString() },
        price: null,
        value: null,
      },
    ]);
    expect(received!.metadata).toMatchObject({ operationType: 'receive', sentFrom: deployer.address, sentTo: alice.address, nonce: 4 });
    expect(received!.transfers).toEqual([eth('1.5', 'in')]);
  });

  it('shows the sender’s side: a deploy that minted to it, sends, and calls that moved nothing of its own', async () => {
    // The NFT deploys moved no value and no token: they are not indexed (see the README's limits).
    const records = await all(deployer.address, `&chainId=${A}`);
    expect(records.map((r) => r.metadata.operationType)).toEqual(['receive', 'execute', 'execute', 'execute', 'send', 'send', 'deploy']);
    expect(records[1]!.transfers).toEqual([]); // the ERC1155 mint went to alice
    expect(records[4]!.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '250', decimals: 18 } });
    const tokenDeploy = records[6]!;
    expect(tokenDeploy.metadata).toMatchObject({ sentFrom: deployer.address, sentTo: tkn, nonce: 0 });
    expect(tokenDeploy.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: expect.objectContaining({ numeric: '1000' }) })]);
    // Token metadata is read once per contract and kept in the database.
    const tokens = await server.services.db.query('select address, standard, name, symbol, decimals from history_tokens where chain_id = $1 order by name', [A]);
    expect(tokens).toEqual([
      { address: spam.toLowerCase(), standard: 'erc721', name: 'Free Airdrop', symbol: 'SPAM', decimals: 0 },
      { address: cats.toLowerCase(), standard: 'erc721', name: 'Good Cats', symbol: 'CAT', decimals: 0 },
      { address: tkn.toLowerCase(), standard: 'erc20', name: 'Test Token', symbol: 'TKN', decimals: 18 },
      { address: multi.toLowerCase(), standard: 'erc1155', name: null, symbol: null, decimals: 0 },
    ]);
  });

  it('pages with an opaque cursor: no duplicates, no gaps, and a cursor stays valid as new blocks are indexed', async () => {
    const paged = await pages(deployer.address, `&chainId=${A}`);
    expect(paged.map((p) => p.data.length)).toEqual([3, 3, 1]);
    expect(paged.map((p) => p.next === null)).toEqual([false, false, true]);
    const ids = paged.flatMap((p) => p.data.map((r) => r.id));
    expect(new Set(ids).size).toBe(7);
    const second = await history(deployer.address, `&chainId=${A}&cursor=${paged[0]!.next}`);
    expect(second.body).toEqual(paged[1]);
    // A newer transaction lands at the top; the pages after a cursor already handed out do not shift.
    const newer = await deployer.sendEth(actor(chain, 2).address, 1n);
    await until(() => history(deployer.address, `&chainId=${A}`), (r) => r.body.data[0]?.metadata.hash === newer.transactionHash, 'the new send is indexed');
    expect((await history(deployer.address, `&chainId=${A}&cursor=${paged[0]!.next}`)).body).toEqual(paged[1]);
    expect((await all(deployer.address, `&chainId=${A}`)).map((r) => r.id)).toEqual([`${A}:${newer.transactionHash}`, ...ids]);
  });

  it('filters by chainId (CAIP-2 or a bare number); without it, every indexed chain, newest first by block time', async () => {
    const onB = await all(alice.address, `&chainId=${B}`);
    expect(onB).toHaveLength(1);
    expect(onB[0]).toMatchObject({ id: `${B}:${tx.onB!.transactionHash}`, metadata: { chain: B, operationType: 'receive' }, transfers: [eth('2', 'in')] });
    expect((await history(alice.address, '&chainId=10')).body.data).toEqual(onB);
    const everywhere = await all(alice.address);
    expect(everywhere.map((r) => r.metadata.hash)).toEqual(['onB', 'back', 'reverted', 'multi', 'spam', 'cat', 'erc20', 'eth'].map((k) => tx[k]!.transactionHash));
    const times = everywhere.map((r) => Date.parse(r.metadata.minedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('is read by the kit’s own client, and its activity list hides the spam-only transaction', async () => {
    const first = await history(alice.address, `&chainId=${A}`);
    const page = await getHistory({ baseUrl: server.url, projectId: PROJECT }, { address: alice.address, chainId: A });
    expect(page.next).toBe(first.body.next);
    expect(page.data.map((r) => r.id)).toEqual(first.body.data.map((r: HistoryRecord) => r.id));
    const rest = await getHistory({ baseUrl: server.url, projectId: PROJECT }, { address: alice.address, chainId: A, cursor: page.next! });
    const shown = activityGroups([...page.data, ...rest.data], A).flatMap((g) => g.transactions.map((t) => t.id));
    expect(shown).toEqual(['back', 'reverted', 'multi', 'cat', 'erc20'].map((k) => `${A}:${tx[k]!.transactionHash}`));
  });

  it('onramp names an on-ramp provider of this server: without one configured, it is refused by name (purchases: server/test/onramp.test.ts)', async () => {
    const r = await history(alice.address, `&chainId=${A}&onramp=coinbase`);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/onramp: no on-ramp provider 'coinbase' here \(configured: none\)/);
  });

  it('answers an account with no activity with an empty last page', async () => {
    expect((await history(actor(chain, 9).address, `&chainId=${A}`)).body).toEqual({ data: [], next: null });
  });

  it('bad input answers a 4xx naming the problem', async () => {
    const cursorOnB = (await history(deployer.address, `&chainId=${A}`)).body.next as string;
    const wrongVersion = Buffer.from(JSON.stringify([2, 1, A, 1, 0])).toString('base64url');
    const cases: [string, string, number, string, RegExp][] = [
      ['0x1234', '', 400, 'INVALID_PARAMS', /must be a 0x-prefixed EVM address/],
      ['alice.eth', `&chainId=${A}`, 400, 'INVALID_PARAMS', /EVM address/],
      [alice.address, '&cursor=not*a*cursor', 400, 'INVALID_PARAMS', /cursor: not a cursor this server issued/],
      [alice.address, `&cursor=${wrongVersion}`, 400, 'INVALID_PARAMS', /cursor: not a cursor this server issued/],
      [alice.address, `&cursor=${'A'.repeat(300)}`, 400, 'INVALID_PARAMS', /cursor/],
      [alice.address, `&chainId=${B}&cursor=${cursorOnB}`, 400, 'INVALID_PARAMS', /cursor: it continues a page of eip155:31337, not of chainId eip155:10/],
      [alice.address, '&chainId=nonsense', 400, 'INVALID_PARAMS', /chainId: must be a CAIP-2 chain id/],
      [alice.address, '&onramp=Pay Pal', 400, 'INVALID_PARAMS', /onramp: must be an on-ramp provider id such as 'coinbase'/],
    ];
    for (const [account, query, status, code, message] of cases) {
      const r = await history(account, query);
      expect(r.status, `${account}${query}`).toBe(status);
      expect(r.body.error.code).toBe(code);
      expect(r.body.error.message).toMatch(message);
    }
    expect((await call(server, `/v1/account/${alice.address}/history`)).status).toBe(401);
    expect((await call(server, `/v1/account/${alice.address}/history?projectId=nope`)).status).toBe(401);
  });

  it('undoes a reorg: records of blocks the chain dropped disappear', async () => {
    const snapshot = await rpc<Hex>(chainB.url, 'evm_snapshot');
    const dropped = await actor(chainB, 0).sendEth(alice.address, parseEther('3'));
    const hashes = () => all(alice.address, `&chainId=${B}`).then((rs) => rs.map((r) => r.metadata.hash));
    await until(hashes, (h) => h.includes(dropped.transactionHash), 'the soon-dropped send is indexed');
    await rpc(chainB.url, 'evm_revert', [snapshot]);
    for (let i = 0; i < 3; i++) await rpc(chainB.url, 'evm_mine');
    expect(await until(hashes, (h) => !h.includes(dropped.transactionHash), 'the dropped send is gone')).toEqual([tx.onB!.transactionHash]);
    // Reverted and not mined past: the local chain is now shorter than the index, which follows it down.
    const again = await rpc<Hex>(chainB.url, 'evm_snapshot');
    const undone = await actor(chainB, 0).sendEth(alice.address, parseEther('4'));
    await until(hashes, (h) => h.includes(undone.transactionHash), 'the soon-reverted send is indexed');
    await rpc(chainB.url, 'evm_revert', [again]);
    expect(await until(hashes, (h) => !h.includes(undone.transactionHash), 'the reverted send is gone')).toEqual([tx.onB!.transactionHash]);
  });
});

describe('indexer lifecycle', () => {
  it('stops with the server and resumes from its stored block after a restart', async () => {
    const stored = (await server.services.history.store.nextBlock(A))!;
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2000);
    // Only chain A this time: chain B is still served for balances, but has no history here.
    server = await startTestServer(config({ chains: [A] }));
    const records = await all(alice.address, `&chainId=${A}`);
    expect(records).toHaveLength(7); // served from the database at once
    const later = await deployer.sendEth(alice.address, 2n);
    await until(() => history(alice.address, `&chainId=${A}`), (r) => r.body.data[0]?.metadata.hash === later.transactionHash, 'the send after the restart is indexed');
    const [stats] = server.services.history.indexer.stats();
    // It read only the blocks after the stored cursor, not the chain from block 0 again.
    expect(stats!.blocks).toBe(Number(later.blockNumber) - stored + 1);
    // A chain served but not indexed answers the spec's empty default: no transactions, no next page.
    const unindexed = await history(alice.address, `&chainId=${B}`);
    expect(unindexed).toMatchObject({ status: 200, body: { data: [], next: null } });
  });

  it('refuses a config whose history section names a chain that is not configured', () => {
    expect(() => loadConfig({ env: {}, overrides: { history: { chains: ['eip155:5'] } } })).toThrow(/history\.chains\[0\]|history\.chains\.0/);
    expect(() => loadConfig({ env: {}, overrides: { history: { startBlocks: { 'eip155:5': 1 } } } })).toThrow(/eip155:5 is not one of the configured chains/);
  });
});

describe('two instances on one PostgreSQL', () => {
  const postgres = ensurePostgres();
  it.skipIf(!postgres.ok)('index the same chains together: each block is written once, and both serve the same pages', async () => {
    const pgServer = await startPostgres((postgres as { bin: string }).bin);
    try {
      const url = await pgServer.createDatabase('history_shared');
      const [a, b] = await Promise.all([startTestServer({ ...config(), database: { url } }), startTestServer({ ...config(), database: { url } })]);
      try {
        const heads: Record<string, number> = { [A]: Number(await rpc<Hex>(chain.url, 'eth_blockNumber')), [B]: Number(await rpc<Hex>(chainB.url, 'eth_blockNumber')) };
        const caughtUp = () => [a, b].every((s) => s.services.history.indexer.stats().every((st) => st.nextBlock === heads[st.chainId]! + 1));
        await until(async () => caughtUp(), Boolean, 'both instances reach the heads');
        // Ranges are claimed with the cursor in one transaction: what one instance wrote, the other skipped.
        for (const chainId of [A, B]) {
          const written = [a, b].map((s) => s.services.history.indexer.stats().find((st) => st.chainId === chainId)!.blocks);
          expect(written[0]! + written[1]!, chainId).toBe(heads[chainId]! + 1);
        }
        const fromA = await all(alice.address, '', a);
        const onA = (await all(alice.address, `&chainId=${A}`, server)).map((r) => r.metadata.hash);
        expect(fromA.filter((r) => r.metadata.chain === A).map((r) => r.metadata.hash)).toEqual(onA);
        expect(fromA.filter((r) => r.metadata.chain === B).map((r) => r.metadata.hash)).toEqual([tx.onB!.transactionHash]);
        expect(await all(alice.address, '', b)).toEqual(fromA.map((r) => ({ ...r, transfers: r.transfers.map((t) => withBase(t, a.url, b.url)) })));
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } finally {
      await pgServer.stop();
    }
  });
});

describe('a node without eth_getBlockReceipts', () => {
  it('reads receipt status one transaction at a time', async () => {
    const node = await startMethodFilter(chainB.url, 'eth_getBlockReceipts');
    const other = await startTestServer({ ...config({ chains: [B] }), database: { pgliteDir: 'memory://' }, chains: [{ id: B, name: 'OP Local', rpcUrl: node.url, nativeCurrency: native }] });
    try {
      const bob = actor(chainB, 2);
      const token = await bob.deploy('TestToken', ['B Token', 'BTK', 8, 1n]);
      const failed = await bob.sendEth(token, 1n, { gas: 100_000n });
      const records = await until(() => all(bob.address, `&chainId=${B}`, other), (rs) => rs.length === 2, 'bob’s deploy and failed send are indexed');
      expect(records[0]!.metadata).toMatchObject({ hash: failed.transactionHash, status: 'failed', operationType: 'send' });
      expect(node.seen).toContain('eth_getBlockReceipts');
      expect(node.seen).toContain('eth_getTransactionReceipt');
    } finally {
      await other.close();
      await node.stop();
    }
  });
});

describe('a development chain started afresh', () => {
  it('drops the old chain’s history and indexes the new one from block 0', async () => {
    await rpc(chain.url, 'anvil_reset', []);
    const fresh = await deployer.sendEth(alice.address, parseEther('0.5'));
    const records = await until(
      () => all(alice.address, `&chainId=${A}`),
      (rs) => rs.length === 1,
      'only the new chain’s send is listed',
    );
    expect(records[0]).toMatchObject({ metadata: { hash: fresh.transactionHash, operationType: 'receive' }, transfers: [eth('0.5', 'in')] });
    expect(Number(fresh.blockNumber)).toBe(1);
  });
});

/** The same transfer as another instance would link its icons (each instance names its own URL). */
function withBase<T>(transfer: T, from: string, to: string): T {
  return JSON.parse(JSON.stringify(transfer).replaceAll(from, to)) as T;
}

/** A JSON-RPC hop to `target` that answers `method` with -32601 (as nodes without it do), and records the methods asked. */
async function startMethodFilter(target: string, method: string) {
  const seen: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: unknown; method: string } | { id: unknown; method: string }[];
    const answer = async (r: { id: unknown; method: string }) => {
      seen.push(r.method);
      if (r.method === method) return { jsonrpc: '2.0', id: r.id, error: { code: -32601, message: `the method ${method} does not exist/is not available` } };
      return (await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(r) })).json();
    };
    const out = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
