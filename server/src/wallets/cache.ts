// /getWallets answers kept in memory per instance for a few seconds, as their JSON text and ETag, so a
// hot directory costs no database round trip and no serialisation. Instances stay stateless: a directory
// import reaches every instance within the lifetime, like the project cache.
import { createHash } from 'node:crypto';
import { TtlCache } from '../ttl-cache.js';
import type { WalletQuery, WalletStore } from './store.js';

/** The page's JSON, encoded once (written to every socket as it is), and its ETag. */
export type DirectoryPage = { body: Uint8Array<ArrayBuffer>; etag: string };

/** How long an instance serves a directory page before reading it again. */
export const DIRECTORY_CACHE_TTL_MS = 5_000;

export class DirectoryCache {
  private readonly pages = new TtlCache<DirectoryPage>(DIRECTORY_CACHE_TTL_MS, 1_000);

  constructor(private readonly wallets: WalletStore) {}

  /** @example const { body, etag } = await cache.page({ page: 1, entries: 40 }); */
  page(q: WalletQuery): Promise<DirectoryPage> {
    return this.pages.get(JSON.stringify(q), async () => {
      const body = Uint8Array.from(Buffer.from(JSON.stringify(await this.wallets.query(q))));
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
  }
}
