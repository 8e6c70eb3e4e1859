// The history feature of one server instance: its store, its indexer, and reading one page of an
// account's records.
import type { HistoryPage } from '@wallet-modal/schema/wire';
import type { ChainRegistry } from '../chains/registry.js';
import type { ChainConfig, Config } from '../config/schema.js';
import type { Database } from '../db/types.js';
import type { Logger } from '../log.js';
import type { PriceSource } from '../prices/source.js';
import { encodeCursor, type Position } from './cursor.js';
import { HistoryIndexer } from './indexer.js';
import { toRecords } from './records.js';
import { spamRule, type NftIdentity } from './spam.js';
import { HistoryStore } from './store.js';

export type ReadPageParameters = {
  /** Lowercase address. */
  account: string;
  /** One indexed chain, or all of them (newest first by block time). */
  chainId?: string | undefined;
  after?: Position | undefined;
  prices: PriceSource;
  tokenImage: (symbol: string) => string;
};

export class HistoryService {
  readonly store: HistoryStore;
  readonly indexer: HistoryIndexer;
  private readonly chains: Map<string, ChainConfig>;
  private readonly isSpam: (nft: NftIdentity) => boolean;

  constructor(
    private readonly config: Config,
    log: Logger,
    db: Database,
    registry: ChainRegistry,
  ) {
    this.store = new HistoryStore(db);
    const wanted = config.history.chains;
    const indexed = config.history.enabled ? registry.all().filter((c) => !wanted || wanted.includes(c.config.id)) : [];
    this.chains = new Map(indexed.map((c) => [c.config.id, c.config]));
    this.isSpam = spamRule(config.history);
    this.indexer = new HistoryIndexer({ config, log, store: this.store, chains: indexed });
  }

  /** Whether `chainId` is indexed. */
  indexes(chainId: string): boolean {
    return this.chains.has(chainId);
  }

  /**
   * One page of the account's records, newest first, and the cursor of the next page.
   * @example
   * const { data, next } = await history.readPage({ account: '0xf39f…', chainId: 'eip155:1', prices, tokenImage });
   */
  async readPage(p: ReadPageParameters): Promise<HistoryPage> {
    const { pageSize, maxTransfersPerRecord } = this.config.history;
    const entries = await this.store.activity({ account: p.account, chainId: p.chainId, chains: [...this.chains.keys()], after: p.after, limit: pageSize + 1 });
    const page = entries.slice(0, pageSize);
    const last = page[page.length - 1];
    const next = entries.length > pageSize && last ? encodeCursor(last) : null;
    const { txs, transfers } = await this.store.records(p.account, page, maxTransfersPerRecord);
    const key = (k: { chainId: string; block: number; txIndex: number }) => `${k.chainId}/${k.block}/${k.txIndex}`;
    const byKey = new Map(txs.map((tx) => [key(tx), tx]));
    const ordered = page.flatMap((e) => byKey.get(key(e)) ?? []);
    const data = await toRecords(
      { account: p.account, chains: this.chains, isSpam: this.isSpam, prices: p.prices, tokenImage: p.tokenImage },
      ordered,
      transfers,
    );
    return { data, next };
  }
}
