// The wallet directory table: filtered, paged reads for /getWallets and bulk upserts for imports.
import type { WalletEntry, WalletsPage } from '@wallet-modal/schema/wire';
import type { Database } from '../db/types.js';
import { lettermarkSvg } from '../images/lettermark.js';
import { libraryIcon } from '../images/library.js';
import type { ImageStore } from '../images/store.js';
import type { WalletInput } from './entry.js';

export type WalletQuery = {
  page: number;
  entries: number;
  include?: string[] | undefined;
  exclude?: string[] | undefined;
  search?: string | undefined;
  /** Certified wallets only; otherwise the badge does not filter. */
  certifiedOnly?: boolean | undefined;
  chains?: string[] | undefined;
};

/** The columns /getWallets answers: exactly the wire WalletEntry's fields, so a renamed field fails to compile. */
const COLUMNS = Object.keys({
  id: 1, name: 1, image_id: 1, rdns: 1, homepage: 1, mobile_link: 1, desktop_link: 1, webapp_link: 1,
  app_store: 1, play_store: 1, chrome_store: 1, supports_wc: 1, chains: 1, badge_type: 1,
} satisfies Record<keyof WalletEntry, 1>).join(', ');

export class WalletStore {
  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
  ) {}

  /** @returns one page of matching entries, in rank then name order, and the total number of matches. */
  async query(q: WalletQuery): Promise<WalletsPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const bind = (v: unknown) => `$${params.push(v)}`;
    if (q.include?.length) where.push(`id = any(${bind(q.include)})`);
    if (q.exclude?.length) where.push(`not (id = any(${bind(q.exclude)}))`);
    if (q.search) where.push(`(name ilike ${bind(`%${q.search.replace(/[\\%_]/g, '\\$&')}%`)} or rdns ilike $${params.length})`);
    if (q.certifiedOnly) where.push(`badge_type = 'certified'`);
    // A wallet serves a chain's whole ecosystem (an EVM wallet adds any EVM chain, a local one
    // included), so chains filter by namespace; the wallets that list one of the chains come first.
    if (q.chains?.length) {
      const namespaces = [...new Set(q.chains.map((chain) => chain.split(':')[0]!))];
      where.push(`exists (select 1 from unnest(chains) as listed where split_part(listed, ':', 1) = any(${bind(namespaces)}::text[]))`);
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const [countRow] = await this.db.query<{ count: number }>(`select count(*)::int as count from wallets ${filter}`, params);
    const exactFirst = q.chains?.length ? `(chains && ${bind(q.chains)}::text[]) desc, ` : '';
    const data = await this.db.query<WalletEntry>(
      `select ${COLUMNS} from wallets ${filter} order by ${exactFirst}rank, name, id limit ${bind(q.entries)} offset ${bind((q.page - 1) * q.entries)}`,
      params,
    );
    return { data, count: countRow?.count ?? 0 };
  }

  async count(): Promise<number> {
    const [row] = await this.db.query<{ count: number }>('select count(*)::int as count from wallets');
    return row?.count ?? 0;
  }

  /** Inserts or replaces entries and their icons in one transaction: a bad file changes nothing. */
  async upsertMany(wallets: WalletInput[]): Promise<number> {
    // The artwork is read before the transaction, so it holds no connection while files load.
    const art = await Promise.all(wallets.map((w) => (w.image || !w.icon ? undefined : libraryIcon('wallet', w.icon))));
    await this.db.transaction(async (tx) => {
      let i = 0;
      for (const w of wallets) {
        await tx.query(
          `insert into wallets (id, name, image_id, rdns, homepage, mobile_link, desktop_link, webapp_link,
             app_store, play_store, chrome_store, supports_wc, chains, badge_type, rank)
           values ($1, $2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           on conflict (id) do update set name = excluded.name, rdns = excluded.rdns, homepage = excluded.homepage,
             mobile_link = excluded.mobile_link, desktop_link = excluded.desktop_link, webapp_link = excluded.webapp_link,
             app_store = excluded.app_store, play_store = excluded.play_store, chrome_store = excluded.chrome_store,
             supports_wc = excluded.supports_wc, chains = excluded.chains, badge_type = excluded.badge_type, rank = excluded.rank`,
          [
            w.id, w.name, w.rdns, w.homepage, w.mobile_link, w.desktop_link, w.webapp_link,
            w.app_store, w.play_store, w.chrome_store, w.supports_wc, w.chains, w.badge_type, w.rank,
          ],
        );
        const body = w.image ?? art[i] ?? lettermarkSvg({ text: w.name, colour: w.colour });
        i += 1;
        await this.images.put('wallet', w.id, { contentType: 'image/svg+xml', body }, { tx });
      }
    });
    return wallets.length;
  }
}
