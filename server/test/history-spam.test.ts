// NFT spam in GET /v1/account/{account}/history (issue 14: operator allow and deny lists plus simple
// heuristics), against a real anvil chain and the server's own indexer: a collection whose name or
// symbol carries a link or a lure is flagged, a plain one is not, the allow list clears a collection the
// heuristics would flag, the deny list flags a plain one, and heuristics can be turned off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HistoryRecord } from '@wallet-modal/schema/wire';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '@wallet-modal/testing';
import type { ConfigInput } from '../src/config/schema.js';
import { spamRule } from '../src/history/spam.js';
import type { RunningServer } from '../src/server.js';
import { actor, type Actor } from './helpers/activity.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

const A = 'eip155:31337';
let chain: Anvil;
let dir: string;
let deployer: Actor;
let alice: Address;
const c: Record<'lure' | 'link' | 'plain' | 'allowed' | 'denied', Address> = {} as never;
const servers: RunningServer[] = [];

const config = (history: ConfigInput['history'], db: string): ConfigInput => ({
  projects,
  database: { pgliteDir: join(dir, db) },
  chains: [{ id: A, name: 'Anvil', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
  history: { pollIntervalMs: 50, pageSize: 20, ...history },
});

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 });
  dir = mkdtempSync(join(tmpdir(), 'wm-history-spam-'));
  deployer = actor(chain, 0);
  alice = chain.accounts[1]!.address;
  c.lure = await deployer.deploy('TestNFT', ['Claim Your Rewards', 'RWD']);
  c.link = await deployer.deploy('TestNFT', ['Pass', 'nft-gift.xyz']);
  c.plain = await deployer.deploy('TestNFT', ['Good Cats', 'CAT']);
  c.allowed = await deployer.deploy('TestNFT', ['Airdrop Club', 'ADC']);
  c.denied = await deployer.deploy('TestNFT', ['Quiet Things', 'QT']);
  for (const address of Object.values(c)) await deployer.write(address, 'TestNFT', 'mint', [alice, 1n]);
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await chain?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The flag of each collection's NFT in alice's history, by collection name, once all five are indexed. */
async function flags(history: ConfigInput['history'], db: string): Promise<Record<string, boolean>> {
  const server = await startTestServer(config(history, db));
  servers.push(server);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = await call(server, `/v1/account/${alice}/history?projectId=${PROJECT}&chainId=${A}`);
    const nfts = (r.body.data as HistoryRecord[]).flatMap((record) => record.transfers.flatMap((t) => ('nft_info' in t && t.nft_info ? [t.nft_info] : [])));
    if (nfts.length === 5) return Object.fromEntries(nfts.map((n) => [n.name.replace(/ #1$/, ''), n.flags.is_spam]));
    if (Date.now() > deadline) throw new Error(`only ${nfts.length} of 5 NFTs indexed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('NFT spam: operator allow and deny lists plus simple heuristics', () => {
  it('a collection named with a lure or a link is flagged; the allow list clears one, the deny list flags a plain one', async () => {
    const byName = await flags({ spamAllowContracts: [`${A}:${c.allowed}`], spamContracts: [`${A}:${c.denied}`] }, 'db1');
    expect(byName).toEqual({ 'Claim Your Rewards': true, Pass: true, 'Good Cats': false, 'Airdrop Club': false, 'Quiet Things': true });
  });

  it('spamHeuristics: false leaves only the deny list', async () => {
    const byName = await flags({ spamHeuristics: false, spamContracts: [`${A}:${c.denied}`] }, 'db2');
    expect(byName).toEqual({ 'Claim Your Rewards': false, Pass: false, 'Good Cats': false, 'Airdrop Club': false, 'Quiet Things': true });
  });

  it('the heuristics read links and lures, not ordinary names', () => {
    const isSpam = spamRule({ spamContracts: [], spamAllowContracts: [], spamHeuristics: true });
    const named = (name: string | null, symbol: string | null = null) => isSpam({ chainId: A, contract: '0x0000000000000000000000000000000000000001', name, symbol });
    for (const spam of ['Visit www.free-eth.site', 'https://x.example', 'USDC Voucher', '$5000 bonus', 'airdrop-pass.com']) expect(named(spam), spam).toBe(true);
    for (const fine of ['Good Cats', 'NFT', 'Claimant Society', 'Rewardless', 'CryptoPunks', null]) expect(named(fine), String(fine)).toBe(false);
  });
});
