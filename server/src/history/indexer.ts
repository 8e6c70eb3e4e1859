// Follows each indexed chain's new blocks and writes their transfers to the history store. One loop per
// chain: poll the head, scan the next block range, write it with the cursor in one transaction, repeat
// without waiting while behind. Resumes from the stored cursor; rewinds to the fork point on a reorg.
import type { ChainEntry } from '../chains/registry.js';
import { isTransportError } from '../chains/read-contracts.js';
import { rpcUrlsOf } from '../chains/transport.js';
import type { Config } from '../config/schema.js';
import type { Logger } from '../log.js';
import type { TokenStandard } from './decode.js';
import { createIndexerRpc, type Rpc } from './rpc.js';
import { RangeNotReady, scanRange, type ReceiptMode } from './scan.js';
import type { HistoryStore } from './store.js';
import { readTokens } from './tokens.js';

const MAX_BACKOFF_MS = 30_000;
const FORK_PROBE_BATCH = 20;
/** Steps in a row that must succeed before a range halved after a refusal is doubled again. */
const SUCCESSES_TO_GROW = 10;

export type IndexerStats = { chainId: string; nextBlock: number | undefined; head: number | undefined; blocks: number; transfers: number; txs: number };

/**
 * @example
 * const indexer = new HistoryIndexer({ config, log, store, chains: registry.all() });
 * indexer.start();
 * await indexer.stop();
 */
export class HistoryIndexer {
  private readonly loops: ChainIndexer[];

  constructor(p: { config: Config; log: Logger; store: HistoryStore; chains: ChainEntry[] }) {
    this.loops = p.chains.map((chain) => new ChainIndexer(chain, p.config, p.log, p.store));
  }

  /** CAIP-2 ids of the chains being indexed. */
  chainIds(): string[] {
    return this.loops.map((l) => l.chainId);
  }

  start(): void {
    for (const loop of this.loops) loop.start();
  }

  /** Cancels requests in flight and resolves once every loop has ended (nothing is written after). */
  async stop(): Promise<void> {
    await Promise.all(this.loops.map((l) => l.stop()));
  }

  stats(): IndexerStats[] {
    return this.loops.map((l) => l.stats());
  }
}

class ChainIndexer {
  readonly chainId: string;
  private readonly abort = new AbortController();
  private readonly rpc: Rpc;
  private readonly receipts: ReceiptMode = { byBlock: true };
  private readonly knownTokens = new Set<string>();
  private next: number | undefined;
  private head: number | undefined;
  private range: number;
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private counts = { blocks: 0, transfers: 0, txs: 0 };

  constructor(
    private readonly chain: ChainEntry,
    private readonly config: Config,
    private readonly log: Logger,
    private readonly store: HistoryStore,
  ) {
    this.chainId = chain.config.id;
    this.range = config.history.blockRange;
    this.rpc = createIndexerRpc(rpcUrlsOf(chain.config), config, this.abort.signal);
  }

  start(): void {
    this.running ??= this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.wake?.();
    await this.running;
  }

  stats(): IndexerStats {
    return { chainId: this.chainId, nextBlock: this.next, head: this.head, ...this.counts };
  }

  private get stopped() {
    return this.abort.signal.aborted;
  }

  private async run(): Promise<void> {
    const poll = this.config.history.pollIntervalMs;
    let backoff = 0;
    let successes = 0;
    while (!this.stopped) {
      let wait = 0;
      try {
        const caughtUp = await this.step();
        backoff = 0;
        if (++successes >= SUCCESSES_TO_GROW && this.range < this.config.history.blockRange) {
          this.range = Math.min(this.config.history.blockRange, this.range * 2);
          successes = 0;
        }
        if (caughtUp) wait = poll;
      } catch (error) {
        if (this.stopped) break;
        if (error instanceof RangeNotReady) {
          this.log.debug({ chain: this.chainId, reason: error.message }, 'history indexer: range not ready, retrying');
          wait = poll;
        } else {
          backoff = Math.min(MAX_BACKOFF_MS, Math.max(poll, backoff * 2));
          // A node that refuses a range (too many logs, range too wide) is asked for a smaller one.
          if (!isTransportError(error)) this.range = Math.max(1, Math.floor(this.range / 2));
          successes = 0;
          this.log.warn({ chain: this.chainId, err: error, retryInMs: backoff, nextBlock: this.next }, 'history indexer: step failed');
          wait = backoff;
        }
      }
      if (wait) await this.sleep(wait);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** One step: index the next range, or check the tip when there is nothing new. @returns whether the index is at the head. */
  private async step(): Promise<boolean> {
    const head = Number(await this.rpc<string>('eth_blockNumber', []));
    this.head = head;
    this.next ??= (await this.store.nextBlock(this.chainId)) ?? (await this.store.initCursor(this.chainId, this.startBlock(head)));
    const next = this.next;
    if (head < next - 1) {
      // The node's head is below what was indexed: a reorg or a development chain started afresh when
      // the block at its head differs; else a node behind its peers, or (on loopback, one node) blocks reverted.
      const [atHead] = await this.store.recentBlocks(this.chainId, head, 1);
      if (atHead?.number === head && (await this.blockHash(head)) === atHead.hash) {
        if (!isLoopback(this.chain.config.rpcUrl)) return true; // wait for the node to catch up
        await this.store.rewind(this.chainId, head);
        this.next = head + 1;
        return true;
      }
      return !(await this.rewindToFork(head));
    }
    if (head === next - 1) {
      const [tip] = await this.store.recentBlocks(this.chainId, head, 1);
      if (tip?.number === head && (await this.blockHash(head)) !== tip.hash) return !(await this.rewindToFork(head));
      return true;
    }
    const to = Math.min(head, next + this.range - 1);
    const range = await scanRange(this.rpc, { from: next, to, receipts: this.receipts });
    const [parent] = await this.store.recentBlocks(this.chainId, next - 1, 1);
    if (parent?.number === next - 1 && parent.hash !== range.blocks[0]!.parentHash) return !(await this.rewindToFork(next - 1));
    await this.saveNewTokens(range.contracts);
    if (this.stopped) return false;
    if (await this.store.writeRange(this.chainId, next, range)) {
      this.next = to + 1;
      this.counts.blocks += range.blocks.length;
      this.counts.transfers += range.transfers.length;
      this.counts.txs += range.txs.length;
    } else {
      this.next = await this.store.nextBlock(this.chainId); // another instance wrote it first: follow its cursor
    }
    return this.next !== undefined && this.next > head;
  }

  /** Block 0 for a chain on loopback (a development chain), else the configured start or `lookbackBlocks` behind the head. */
  private startBlock(head: number): number {
    const configured = this.config.history.startBlocks[this.chainId];
    if (configured !== undefined) return configured;
    return isLoopback(this.chain.config.rpcUrl) ? 0 : Math.max(0, head - this.config.history.lookbackBlocks);
  }

  private async blockHash(n: number): Promise<string | undefined> {
    const block = await this.rpc<{ hash: string } | null>('eth_getBlockByNumber', [`0x${n.toString(16)}`, false]);
    return block?.hash;
  }

  /**
   * Finds the newest stored block the chain still has and drops what was indexed above it; with none,
   * starts over. @returns false when nothing was indexed yet, so there was nothing to undo.
   */
  private async rewindToFork(upTo: number): Promise<boolean> {
    const stored = await this.store.recentBlocks(this.chainId, upTo);
    if (!stored.length && !(await this.store.recentBlocks(this.chainId, Number.MAX_SAFE_INTEGER, 1)).length) return false;
    for (let i = 0; i < stored.length; i += FORK_PROBE_BATCH) {
      const probe = stored.slice(i, i + FORK_PROBE_BATCH);
      const hashes = await Promise.all(probe.map((b) => this.blockHash(b.number)));
      const kept = probe.find((b, j) => hashes[j] === b.hash);
      if (kept) {
        this.log.warn({ chain: this.chainId, forkBlock: kept.number, indexedUpTo: (this.next ?? 0) - 1 }, 'history indexer: reorg, re-indexing after the fork');
        await this.store.rewind(this.chainId, kept.number);
        this.next = kept.number + 1;
        return true;
      }
    }
    const head = this.head ?? upTo;
    const start = this.startBlock(head);
    this.log.warn({ chain: this.chainId, start }, 'history indexer: no indexed block is on the chain any more, indexing it afresh');
    await this.store.rewind(this.chainId, -1, start);
    this.next = start;
    return true;
  }

  /** Reads metadata of token contracts seen for the first time (once per contract, kept in the database). */
  private async saveNewTokens(contracts: Map<string, TokenStandard>): Promise<void> {
    const unseen = [...contracts.keys()].filter((a) => !this.knownTokens.has(a));
    if (!unseen.length) return;
    for (const address of await this.store.knownTokens(this.chainId, unseen)) this.knownTokens.add(address);
    const missing = new Map([...contracts].filter(([a]) => !this.knownTokens.has(a)));
    if (missing.size) await this.store.saveTokens(this.chainId, await readTokens(this.rpc, missing));
    for (const address of missing.keys()) this.knownTokens.add(address);
  }
}

function isLoopback(rpcUrl: string): boolean {
  const host = new URL(rpcUrl).hostname;
  return host === 'localhost' || host === '[::1]' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
