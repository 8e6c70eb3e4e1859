// Started purchases in the server's database: written when a buy page's URL is made, updated when the
// provider reports (webhook or polled status), read back as history's `onramp` pages.
import type { Database } from '../db/types.js';
import type { PurchaseStatus, PurchaseUpdate } from './types.js';

export type PurchaseRow = {
  id: string;
  account: string;
  projectId: string;
  provider: string;
  via: string;
  network: string;
  chainId: string;
  asset: string;
  fiatCurrency: string;
  fiatAmount: string | null;
  cryptoAmount: string | null;
  userRef: string | null;
  status: PurchaseStatus;
  /** The provider has said something of it (so it is not an abandoned page). */
  reported: boolean;
  providerTxId: string | null;
  txHash: string | null;
  createdAt: number;
  updatedAt: number;
  checkedAt: number | null;
};

/** A page position: the last purchase served. */
export type PurchasePosition = { createdAt: number; id: string };

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v); // int8 arrives as string (pg), number or bigint (PGlite)
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function fromRaw(r: Raw): PurchaseRow {
  return {
    id: String(r.id),
    account: String(r.account),
    projectId: String(r.project_id),
    provider: String(r.provider),
    via: String(r.via),
    network: String(r.network),
    chainId: String(r.chain_id),
    asset: String(r.asset),
    fiatCurrency: String(r.fiat_currency),
    fiatAmount: text(r.fiat_amount),
    cryptoAmount: text(r.crypto_amount),
    userRef: text(r.user_ref),
    status: String(r.status) as PurchaseStatus,
    reported: Boolean(r.reported),
    providerTxId: text(r.provider_tx_id),
    txHash: text(r.tx_hash),
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    checkedAt: r.checked_at === null || r.checked_at === undefined ? null : num(r.checked_at),
  };
}

export class PurchaseStore {
  constructor(private readonly db: Database) {}

  async insert(rows: Omit<PurchaseRow, 'status' | 'reported' | 'providerTxId' | 'txHash' | 'updatedAt' | 'checkedAt'>[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const r of rows) {
        await tx.query(
          `insert into onramp_purchases (id, account, project_id, provider, via, network, chain_id, asset, fiat_currency, fiat_amount, crypto_amount, user_ref, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
          [r.id, r.account, r.projectId, r.provider, r.via, r.network, r.chainId, r.asset, r.fiatCurrency, r.fiatAmount, r.cryptoAmount, r.userRef, r.createdAt],
        );
      }
    });
  }

  /** Applies what the provider `via` said of purchase `id`; false when it made no such purchase. */
  async update(id: string, via: string, update: PurchaseUpdate, at: number): Promise<boolean> {
    const rows = await this.db.query(
      `update onramp_purchases set status = $3, reported = true, updated_at = $4, checked_at = $4,
         crypto_amount = coalesce($5, crypto_amount), tx_hash = coalesce($6, tx_hash), provider_tx_id = coalesce($7, provider_tx_id)
       where id = $1 and via = $2 returning id`,
      [id, via, update.status, at, update.cryptoAmount ?? null, update.txHash ?? null, update.providerTxId ?? null],
    );
    return rows.length > 0;
  }

  async markChecked(id: string, at: number): Promise<void> {
    await this.db.query('update onramp_purchases set checked_at = $2 where id = $1', [id, at]);
  }

  /** The account's pending purchases through `provider` not asked about since `checkedBefore` (unreported ones only while not abandoned). */
  async toCheck(p: { provider: string; account: string; checkedBefore: number; abandonedBefore: number }): Promise<PurchaseRow[]> {
    const rows = await this.db.query<Raw>(
      `select * from onramp_purchases where provider = $1 and account = $2 and status = 'pending' and (reported or created_at >= $4)
         and (checked_at is null or checked_at < $3) order by created_at desc limit 20`,
      [p.provider, p.account, p.checkedBefore, p.abandonedBefore],
    );
    return rows.map(fromRaw);
  }

  /**
   * One page of the account's purchases through `provider`, newest first; a pending purchase the
   * provider never reported is left out once it was started before `abandonedBefore`.
   */
  async page(p: { provider: string; account: string; chainId?: string | undefined; after?: PurchasePosition | undefined; limit: number; abandonedBefore: number }): Promise<PurchaseRow[]> {
    const params: unknown[] = [p.provider, p.account, p.abandonedBefore, p.limit];
    let where = `provider = $1 and account = $2 and not (status = 'pending' and not reported and created_at < $3)`;
    if (p.chainId) {
      params.push(p.chainId);
      where += ` and chain_id = $${params.length}`;
    }
    if (p.after) {
      params.push(p.after.createdAt, p.after.id);
      where += ` and (created_at, id) < ($${params.length - 1}::bigint, $${params.length}::text)`;
    }
    const rows = await this.db.query<Raw>(`select * from onramp_purchases where ${where} order by created_at desc, id desc limit $4`, params);
    return rows.map(fromRaw);
  }
}
