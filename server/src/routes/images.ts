// Image endpoints: /getWalletImage/{id}, /public/getAssetImage/{id}, /public/getCurrencyImage/{id},
// /public/getTokenImage/{id}. Public and cacheable. Stored images come first; then an asset id the server
// knows gets its built-in image, a token or currency symbol its @web3icons/core artwork, else a lettermark.
// Every answer carries an ETag (304 on a match); a URL that names the image's version (?v=<ETag value>)
// never changes, so it is cached as immutable.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { assetKey, builtinAssetImage } from '../images/assets.js';
import { lettermarkSvg } from '../images/lettermark.js';
import { libraryIcon } from '../images/library.js';
import type { Image } from '../images/store.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const imageId = z.string().regex(/^[A-Za-z0-9:._-]{1,128}$/, 'image ids are letters, digits and : . _ - (at most 128)');
const symbolLike = /^[A-Za-z0-9]{1,12}$/;
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened straight from our origin runs nothing and loads nothing (defence for operator-imported art). */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function imageRoutes(s: Services) {
  /** A symbol's artwork from the set (tickers are upper-case there), else its lettermark. */
  const symbolImage = async (id: string): Promise<Image | undefined> => {
    if (!symbolLike.test(id)) return undefined;
    const art = await libraryIcon('token', id.toUpperCase());
    return { contentType: 'image/svg+xml', body: art ?? lettermarkSvg({ text: id }) };
  };
  const serve = (kind: string, find: (id: string) => Promise<Image | undefined>) => async (c: Context<AppEnv>) => {
    const id = parseInput(imageId, c.req.param('id'));
    const image = await find(id);
    if (!image) throw new ApiError('NOT_FOUND', `no ${kind} image ${id}`);
    const version = createHash('sha1').update(image.body).digest('base64url');
    const etag = `"${version}"`;
    c.header('cache-control', c.req.query('v') === version ? IMMUTABLE : CACHE_CONTROL);
    c.header('etag', etag);
    c.header('access-control-allow-origin', '*');
    c.header('content-security-policy', IMAGE_CSP);
    c.header('x-content-type-options', 'nosniff');
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
    .get('/public/getCurrencyImage/:id', serve('currency', async (id) => (await s.images.get('currency', id)) ?? symbolImage(id)))
    .get('/public/getTokenImage/:id', serve('token', async (id) => (await s.images.get('token', id)) ?? symbolImage(id)));
}
