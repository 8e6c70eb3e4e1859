// The secure site's own HTTP application, on its own origin: the pages and assets, the embedded
// wallet's JSON API under /embedded/v1, and the chain RPC proxy the frame uses. No CORS: a browser
// request from any other origin is refused.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { EMBEDDED_API_PREFIX, FRAME_RPC_METHODS } from '@wallet-modal/schema/embedded';
import { ApiError, asApiError, DATABASE_RETRY_AFTER_S } from '../errors.js';
import { rpcProxyRoutes } from '../routes/rpc-proxy.js';
import type { AppEnv, Services } from '../services.js';
import { FARCASTER_RELAY_PUBLIC_PATHS, farcasterRoutes } from './farcaster/routes.js';
import { accountRoutes } from './routes/account.js';
import { deviceRoutes } from './routes/devices.js';
import { recoveryRoutes } from './routes/recovery.js';
import { emailChangeRoutes } from './routes/emailChange.js';
import { loginRoutes } from './routes/login.js';
import { passkeyRoutes } from './routes/passkey.js';
import { networkRoutes } from './routes/networks.js';
import { smartAccountRoutes } from './routes/smart-accounts.js';
import type { EmbeddedService } from './service.js';
import { signedRequest } from './signed.js';
import { siteRoutes } from './site.js';
import { socialCallbackOriginAllowed, socialRoutes } from './social/routes.js';

const API_MAX_BODY_BYTES = 64 * 1024;

/**
 * @example
 * serve({ fetch: createSecureSiteApp(services, services.embedded).fetch, port: 8788 });
 */
export function createSecureSiteApp(s: Services, e: EmbeddedService): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (s.config.logRequests) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      s.log.info({ site: 'secure', method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - start) }, 'request');
    });
  }
  app.onError((error, c) => {
    const known = asApiError(error);
    if (known) {
      if (known.status >= 500) s.log.warn({ err: known.cause ?? known, code: known.code }, known.message);
      if (known.retryAfter !== undefined) c.header('retry-after', String(known.retryAfter));
      if (known.code === 'DATABASE_UNAVAILABLE') c.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return c.json(known.toJSON(), known.status);
    }
    s.log.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(new ApiError('INTERNAL').toJSON(), 500);
  });
  app.notFound((c) => c.json(new ApiError('NOT_FOUND', `${c.req.method} ${c.req.path}`).toJSON(), 404));

  // The offered social providers are public: an app's Connect view reads them to show only buttons that work.
  const publicRead = `${EMBEDDED_API_PREFIX}/social/providers`;
  app.use(publicRead, async (c, next) => {
    await next();
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', 'public, max-age=60');
  });
  // The Farcaster app answers a relay channel from its own origin (or none): authenticate and status take any
  // origin, authorised by the channel's bearer token (no cookies).
  for (const path of FARCASTER_RELAY_PUBLIC_PATHS) app.use(path, cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['authorization', 'content-type'], maxAge: 600 }));
  // Same origin only: the pages call their own origin; any other page's request is refused.
  app.use(async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'GET' && c.req.path === publicRead) return next();
    if (FARCASTER_RELAY_PUBLIC_PATHS.includes(c.req.path)) return next();
    if (origin && !e.siteOrigins.includes(origin) && !socialCallbackOriginAllowed(e, c.req.path, origin)) throw new ApiError('ORIGIN_NOT_ALLOWED', `origin ${origin} is not the secure site`);
    await next();
  });
  app.use(`${EMBEDDED_API_PREFIX}/*`, async (c, next) => {
    c.header('cache-control', 'no-store');
    c.header('x-content-type-options', 'nosniff');
    await next();
  });
  app.use(
    `${EMBEDDED_API_PREFIX}/*`,
    bodyLimit({ maxSize: API_MAX_BODY_BYTES, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${API_MAX_BODY_BYTES} bytes`); } }),
  );
  app.route('/', siteRoutes(s, e));
  app.route(EMBEDDED_API_PREFIX, loginRoutes(s, e));
  app.route(EMBEDDED_API_PREFIX, socialRoutes(s, e));
  app.route(EMBEDDED_API_PREFIX, accountRoutes(s, e));
  app.route(EMBEDDED_API_PREFIX, recoveryRoutes(s, e));
  app.route(EMBEDDED_API_PREFIX, emailChangeRoutes(s, e));
  app.route(EMBEDDED_API_PREFIX, passkeyRoutes(s, e));
  app.route(EMBEDDED_API_PREFIX, deviceRoutes(s, e));
  app.route(EMBEDDED_API_PREFIX, farcasterRoutes(s, e));
  // The bundler and the chain RPC are the operator's paid upstreams: only the frame of a signed-in device uses them.
  const signed = signedRequest(e);
  // The signature covers the body, so it is read before the proxy's own limit: bound it first.
  const rpcLimit = s.config.rpc.maxBodyBytes;
  const rpcBody = bodyLimit({ maxSize: rpcLimit, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${rpcLimit} bytes`); } });
  for (const path of ['/v1', '/v1/']) app.use(path, rpcBody);
  for (const path of [`${EMBEDDED_API_PREFIX}/bundler`, '/v1', '/v1/']) app.use(path, signed);
  app.route(EMBEDDED_API_PREFIX, smartAccountRoutes(s));
  app.route(EMBEDDED_API_PREFIX, networkRoutes(s));
  // The project guard of the proxy checks Origin against the project's patterns; here the only origin a
  // request can carry (checked above) is the secure site's, so that is the one pattern it is given.
  const proxied: Services = { ...s, config: { ...s.config, origins: { includeDefaults: true, trustDefaults: [], get defaults() { return e.siteOrigins; } } } };
  app.route('/', rpcProxyRoutes(proxied, { methods: FRAME_RPC_METHODS }));
  return app;
}
