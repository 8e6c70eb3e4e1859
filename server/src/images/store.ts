// Images served by the directory endpoints (wallet, asset, currency, token), kept in the database
// so every instance serves the same bytes.
import type { Database, Queryable } from '../db/types.js';

export const imageKinds = ['wallet', 'asset', 'currency', 'token'] as const;
export type ImageKind = (typeof imageKinds)[number];
export type Image = { contentType: string; body: string };

export class ImageStore {
  constructor(private readonly db: Database) {}

  async get(kind: ImageKind, id: string): Promise<Image | undefined> {
    const rows = await this.db.query<{ content_type: string; body: string }>(
      'select content_type, body from images where kind = $1 and id = $2',
      [kind, id],
    );
    return rows[0] && { contentType: rows[0].content_type, body: rows[0].body };
  }

  /** Stores an image; `onlyIfMissing` keeps an existing one (generated icons never replace imported art). */
  async put(kind: ImageKind, id: string, image: Image, { onlyIfMissing = false, tx = this.db as Queryable } = {}) {
    await tx.query(
      `insert into images (kind, id, content_type, body) values ($1, $2, $3, $4)
       on conflict (kind, id) do ${onlyIfMissing ? 'nothing' : 'update set content_type = excluded.content_type, body = excluded.body'}`,
      [kind, id, image.contentType, image.body],
    );
  }
}
