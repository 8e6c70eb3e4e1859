// Image endpoints: /getWalletImage/{id}, /public/getAssetImage/{id}, /public/getCurrencyImage/{id},
// /public/getTokenImage/{id}. Public and cacheable. Stored images come first; then an asset id the server
// knows gets its built-in image, and a token or currency symbol a lettermark.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { assetKey, builtinAssetImage } from '../images/assets.js';
import { lettermarkSvg } from '../images/lettermark.js';
import type { Image } from '../images/store.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const imageId = z.string().regex(/^[A-Za-z0-9:._-]{1,128}$/, 'image ids are letters, digits and : . _ - (at most 128)');
const symbolLike = /^[A-Za-z0-9]{1,12}$/;
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export function imageRoutes(s: Services) {
  const symbolMark = (id: string): Image | undefined =>
    symbolLike.test(id) ? { contentType: 'image/svg+xml', body: lettermarkSvg({ text: id }) } : undefined;
  const serve = (kind: string, find: (id: string) => Promise<Image | undefined>) => async (c: Context<AppEnv>) => {
    const id = parseInput(imageId, c.req.param('id'));
    const image = await find(id);
    if (!image) throw new ApiError('NOT_FOUND', `no ${kind} image ${id}`);
    const etag = `"${createHash('sha1').update(image.body).digest('base64url')}"`;
    c.header('cache-control', CACHE_CONTROL);
    c.header('etag', etag);
    c.header('access-control-allow-origin', '*');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('content-type', image.contentType);
    return c.body(image.body);
  };
  return new Hono<AppEnv>()
    .get('/getWalletImage/:id', serve('wallet', (id) => s.images.get('wallet', id)))
    .get(
      '/public/getAssetImage/:id',
      serve('asset', async (id) => {
        const key = assetKey(id);
        return (await s.images.get('asset', key)) ?? builtinAssetImage(key);
      }),
    )
    .get('/public/getCurrencyImage/:id', serve('currency', async (id) => (await s.images.get('currency', id)) ?? symbolMark(id)))
    .get('/public/getTokenImage/:id', serve('token', async (id) => (await s.images.get('token', id)) ?? symbolMark(id)));
}
