// The HTTP application: request logging, CORS on every answer, JSON errors, and one route group per file.
import { Hono } from 'hono';
import { ApiError, asApiError, DATABASE_RETRY_AFTER_S } from './errors.js';
import { cors } from './projects/cors.js';
import { analyticsRoutes } from './routes/analytics.js';
import { balanceRoutes } from './routes/balance.js';
import { convertRoutes } from './routes/convert.js';
import { fungiblePriceRoutes } from './routes/fungible-price.js';
import { healthRoutes } from './routes/health.js';
import { historyRoutes } from './routes/history.js';
import { identityRoutes } from './routes/identity.js';
import { imageRoutes } from './routes/images.js';
import { onrampRoutes } from './routes/onramp.js';
import { originRoutes } from './routes/origins.js';
import { profileRoutes } from './routes/profile.js';
import { rpcProxyRoutes } from './routes/rpc-proxy.js';
import { sessionRoutes } from './routes/sessions.js';
import { signatureRoutes } from './routes/signatures.js';
import { siwxRoutes } from './routes/siwx.js';
import { supportedChainRoutes } from './routes/supported-chains.js';
import { walletRoutes } from './routes/wallets.js';
import type { AppEnv, Services } from './services.js';

export function createApp(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (s.config.logRequests) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      s.log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - start) }, 'request');
    });
  }
  app.use(cors());
  app.onError((error, c) => {
    const known = asApiError(error);
    if (known) {
      if (known.status >= 500) s.log.warn({ err: known.cause ?? known, code: known.code }, known.message);
      if (known.code === 'DATABASE_UNAVAILABLE') c.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return c.json(known.toJSON(), known.status);
    }
    s.log.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(new ApiError('INTERNAL').toJSON(), 500);
  });
  app.notFound((c) => c.json(new ApiError('NOT_FOUND', `${c.req.method} ${c.req.path}`).toJSON(), 404));
  for (const routes of [
    healthRoutes,
    originRoutes,
    walletRoutes,
    imageRoutes,
    analyticsRoutes,
    supportedChainRoutes,
    balanceRoutes,
    identityRoutes,
    historyRoutes,
    onrampRoutes,
    profileRoutes,
    convertRoutes,
    fungiblePriceRoutes,
    siwxRoutes,
    sessionRoutes,
    signatureRoutes,
    rpcProxyRoutes,
  ]) {
    app.route('/', routes(s));
  }
  return app;
}
