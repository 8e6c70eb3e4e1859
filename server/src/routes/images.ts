// Image endpoints: /getWalletImage/{id}, /public/getAssetImage/{id}, /public/getCurrencyImage/{id},
// /public/getTokenImage/{id}. Public and cacheable; a token or currency without stored art gets a lettermark.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { lettermarkSvg } from '../images/lettermark.js';
import type { Image, ImageKind } from '../images/store.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const imageId = z.string().regex(/^[A-Za-z0-9:._-]{1,128}$/, 'image ids are letters, digits and : . _ - (at most 128)');
const symbolLike = /^[A-Za-z0-9]{1,12}$/;
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export function imageRoutes(s: Services) {
  const serve = (kind: ImageKind, generate: boolean) => async (c: Context<AppEnv>) => {
    const id = parseInput(imageId, c.req.param('id'));
    const stored = await s.images.get(kind, id);
    const image: Image | undefined =
      stored ?? (generate && symbolLike.test(id) ? { contentType: 'image/svg+xml', body: lettermarkSvg({ text: id }) } : undefined);
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
    .get('/getWalletImage/:id', serve('wallet', false))
    .get('/public/getAssetImage/:id', serve('asset', false))
    .get('/public/getCurrencyImage/:id', serve('currency', true))
    .get('/public/getTokenImage/:id', serve('token', true));
}
