// The indexed history in the server's database: per-chain progress, recent block hashes (to notice
// reorgs), token metadata, transactions, transfers and the account -> transaction index pages are read from.
import type { Database, Queryable } from '../db/types.js';
import type { Position } from './cursor.js';
import type { TransferRow, TransferStandard } from './decode.js';
import type { ScannedRange } from './scan.js';
import type { TokenRow } from './tokens.js';

/** Blocks whose hashes are kept behind the indexed head, to find where a reorg forked. */
export const KEPT_BLOCK_HASHES = 256;

export type TxKey = { chainId: string; block: number; txIndex: number };
export type ActivityEntry = TxKey & { minedAt: number };
export type StoredTx = TxKey & { hash: string; minedAt: number; from: string; to: string; creation: boolean; nonce: number; success: boolean };
/** A transfer as read back: the decoded row's fields plus its token's metadata. */
export type StoredTransfer = TxKey &
  Pick<TransferRow, 'logIndex' | 'standard' | 'contract' | 'from' | 'to' | 'amount' | 'tokenId'> & {
  name: string | null;
  symbol: string | null;
  decimals: number | null;
};

const num = (v: unknown) => Number(v); // int8 arrives as string (pg), number or bigint (PGlite)

export class HistoryStore {
  constructor(private readonly db: Database) {}

  async nextBlock(chainId: string): Promise<number | undefined> {
    const [row] = await this.db.query<{ next_block: unknown }>('select next_block from history_cursors where chain_id = $1', [chainId]);
    return row ? num(row.next_block) : undefined;
  }

  /** Records where a chain's index starts, unless another instance did first; returns the stored start. */
  async initCursor(chainId: string, start: number): Promise<number> {
    await this.db.query('insert into history_cursors (chain_id, next_block) values ($1, $2) on conflict (chain_id) do nothing', [chainId, start]);
    return (await this.nextBlock(chainId))!;
  }

  /** Stored block hashes at or below `upTo`, newest first. */
  async recentBlocks(chainId: string, upTo: number, limit = KEPT_BLOCK_HASHES): Promise<{ number: number; hash: string }[]> {
    const rows = await this.db.query<{ number: unknown; hash: string }>(
      'select number, hash from history_blocks where chain_id = $1 and number <= $2 order by number desc limit $3',
      [chainId, upTo, limit],
    );
    return rows.map((r) => ({ number: num(r.number), hash: r.hash }));
  }

  async knownTokens(chainId: string, addresses: string[]): Promise<string[]> {
    if (!addresses.length) return [];
    const rows = await this.db.query<{ address: string }>('select address from history_tokens where chain_id = $1 and address = any($2::text[])', [chainId, addresses]);
    return rows.map((r) => r.address);
  }

  async saveTokens(chainId: string, tokens: TokenRow[]): Promise<void> {
    if (!tokens.length) return;
    await this.db.query(
      `insert into history_tokens (chain_id, address, standard, name, symbol, decimals)
       select $1::text, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) on conflict do nothing`,
      [chainId, tokens.map((t) => t.address), tokens.map((t) => t.standard), tokens.map((t) => t.name), tokens.map((t) => t.symbol), tokens.map((t) => t.decimals)],
    );
  }

  /**
   * Writes a scanned range and moves the chain's cursor past it, in one transaction, only if the cursor
   * is still where this scan started (another instance on the same database may have written it first).
   * @returns whether the range was written.
   */
  async writeRange(chainId: string, expectedNext: number, range: ScannedRange): Promise<boolean> {
    const last = range.blocks[range.blocks.length - 1]!;
    return this.db.transaction(async (tx) => {
      const [cursor] = await tx.query<{ next_block: unknown }>('select next_block from history_cursors where chain_id = $1 for update', [chainId]);
      if (!cursor || num(cursor.next_block) !== expectedNext) return false;
      await insertRange(tx, chainId, range);
      await tx.query('update history_cursors set next_block = $2, updated_at = now() where chain_id = $1', [chainId, last.number + 1]);
      await tx.query('delete from history_blocks where chain_id = $1 and number < $2', [chainId, last.number + 1 - KEPT_BLOCK_HASHES]);
      return true;
    });
  }

  /** Drops everything indexed above `keepUpTo` (a reorg's fork point); indexing continues at `next`. */
  async rewind(chainId: string, keepUpTo: number, next = keepUpTo + 1): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const table of ['history_activity', 'history_transfers', 'history_txs']) {
        await tx.query(`delete from ${table} where chain_id = $1 and block_number > $2`, [chainId, keepUpTo]);
      }
      await tx.query('delete from history_blocks where chain_id = $1 and number > $2', [chainId, keepUpTo]);
      await tx.query('update history_cursors set next_block = $2, updated_at = now() where chain_id = $1', [chainId, next]);
    });
  }

  /** The account's transactions, newest first, after `after`: on one chain, or across `chains` by block time. */
  async activity(p: { account: string; chainId?: string | undefined; chains: string[]; after?: Position | undefined; limit: number }): Promise<ActivityEntry[]> {
    let rows: { chain_id: string; block_number: unknown; tx_index: number; mined_at: unknown }[];
    if (p.chainId) {
      // One chain: block order is time order, and the primary key serves it.
      const after = p.after ? 'and (block_number, tx_index) < ($3::bigint, $4::int)' : '';
      rows = await this.db.query(
        `select chain_id, block_number, tx_index, mined_at from history_activity where account = $1 and chain_id = $2 ${after}
         order by block_number desc, tx_index desc limit ${p.after ? '$5' : '$3'}`,
        p.after ? [p.account, p.chainId, p.after.block, p.after.txIndex, p.limit] : [p.account, p.chainId, p.limit],
      );
    } else {
      const after = p.after ? 'and (mined_at, chain_id, block_number, tx_index) < ($3::bigint, $4::text, $5::bigint, $6::int)' : '';
      rows = await this.db.query(
        `select chain_id, block_number, tx_index, mined_at from history_activity where account = $1 and chain_id = any($2::text[]) ${after}
         order by mined_at desc, chain_id desc, block_number desc, tx_index desc limit ${p.after ? '$7' : '$3'}`,
        p.after
          ? [p.account, p.chains, p.after.minedAt, p.after.chainId, p.after.block, p.after.txIndex, p.limit]
          : [p.account, p.chains, p.limit],
      );
    }
    return rows.map((r) => ({ chainId: r.chain_id, block: num(r.block_number), txIndex: r.tx_index, minedAt: num(r.mined_at) }));
  }

  /** The transactions behind `keys`, and at most `maxTransfers` of each one's transfers to or from `account`. */
  async records(account: string, keys: TxKey[], maxTransfers: number): Promise<{ txs: StoredTx[]; transfers: StoredTransfer[] }> {
    if (!keys.length) return { txs: [], transfers: [] };
    const keyParams = [keys.map((k) => k.chainId), keys.map((k) => k.block), keys.map((k) => k.txIndex)];
    const inKeys = '(chain_id, block_number, tx_index) in (select * from unnest($1::text[], $2::bigint[], $3::int[]))';
    const txRows = await this.db.query<Record<string, unknown>>(
      `select chain_id, block_number, tx_index, hash, mined_at, sender, recipient, creation, nonce, success from history_txs where ${inKeys}`,
      keyParams,
    );
    const transferRows = await this.db.query<Record<string, unknown>>(
      `select * from (
         select t.chain_id, t.block_number, t.tx_index, t.log_index, t.item, t.standard, t.contract, t.sender, t.recipient, t.amount, t.token_id,
                k.name, k.symbol, k.decimals,
                row_number() over (partition by t.chain_id, t.block_number, t.tx_index order by t.log_index, t.item) as n
         from history_transfers t left join history_tokens k on k.chain_id = t.chain_id and k.address = t.contract
         where (t.chain_id, t.block_number, t.tx_index) in (select * from unnest($1::text[], $2::bigint[], $3::int[]))
           and (t.sender = $4 or t.recipient = $4)
       ) x where n <= $5 order by log_index, item`,
      [...keyParams, account, maxTransfers],
    );
    return {
      txs: txRows.map((r) => ({
        chainId: r.chain_id as string,
        block: num(r.block_number),
        txIndex: num(r.tx_index),
        hash: r.hash as string,
        minedAt: num(r.mined_at),
        from: r.sender as string,
        to: r.recipient as string,
        creation: r.creation as boolean,
        nonce: num(r.nonce),
        success: r.success as boolean,
      })),
      transfers: transferRows.map((r) => ({
        chainId: r.chain_id as string,
        block: num(r.block_number),
        txIndex: num(r.tx_index),
        logIndex: num(r.log_index),
        standard: r.standard as TransferStandard,
        contract: r.contract as string | null,
        from: r.sender as string,
        to: r.recipient as string,
        amount: r.amount as string,
        tokenId: r.token_id as string | null,
        name: r.name as string | null,
        symbol: r.symbol as string | null,
        decimals: r.decimals === null || r.decimals === undefined ? null : num(r.decimals),
      })),
    };
  }
}

async function insertRange(tx: Queryable, chainId: string, r: ScannedRange): Promise<void> {
  await tx.query(
    'insert into history_blocks (chain_id, number, hash) select $1::text, * from unnest($2::bigint[], $3::text[]) on conflict do nothing',
    [chainId, r.blocks.map((b) => b.number), r.blocks.map((b) => b.hash)],
  );
  if (r.txs.length) {
    await tx.query(
      `insert into history_txs (chain_id, block_number, tx_index, hash, mined_at, sender, recipient, creation, nonce, success)
       select $1::text, * from unnest($2::bigint[], $3::int[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::boolean[], $9::bigint[], $10::boolean[])
       on conflict do nothing`,
      [chainId, ...columns(r.txs, ['block', 'txIndex', 'hash', 'minedAt', 'from', 'to', 'creation', 'nonce', 'success'])],
    );
  }
  if (r.transfers.length) {
    await tx.query(
      `insert into history_transfers (chain_id, block_number, tx_index, log_index, item, standard, contract, sender, recipient, amount, token_id)
       select $1::text, * from unnest($2::bigint[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
       on conflict do nothing`,
      [chainId, ...columns(r.transfers, ['block', 'txIndex', 'logIndex', 'item', 'standard', 'contract', 'from', 'to', 'amount', 'tokenId'])],
    );
  }
  if (r.activity.length) {
    await tx.query(
      `insert into history_activity (account, chain_id, block_number, tx_index, mined_at)
       select a, $1::text, b, t, m from unnest($2::text[], $3::bigint[], $4::int[], $5::bigint[]) as u(a, b, t, m) on conflict do nothing`,
      [chainId, ...columns(r.activity, ['account', 'block', 'txIndex', 'minedAt'])],
    );
  }
}

/** Rows as one array per field, for `unnest` (one statement per table, whatever the row count). */
function columns<T, K extends keyof T>(rows: T[], keys: K[]): unknown[][] {
  return keys.map((k) => rows.map((row) => row[k]));
}
