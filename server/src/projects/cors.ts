// CORS for every answer the server gives, errors and 404s included, so a browser page can read the
// status and the message instead of seeing 'Failed to fetch'. CORS never decides who gets data: the
// project guard refuses a disallowed origin on the actual request, with a readable 403 and no data.
import type { MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET, POST, OPTIONS';
const ALLOW_HEADERS = 'content-type, x-sdk-type, x-sdk-version, x-project-id';
const PREFLIGHT_MAX_AGE_S = '600';

/**
 * Answers preflights (OPTIONS) with 204 and puts `Access-Control-Allow-Origin` on every other answer.
 * Preflights are granted to any origin because a browser cannot read a refused preflight: the refusal
 * would surface as a network error instead of 'Invalid App Configuration'. The actual request is checked.
 *
 * @example
 * app.use(cors());
 */
export function cors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      c.header('vary', 'Origin');
      if (origin) {
        c.header('access-control-allow-origin', origin);
        c.header('access-control-allow-methods', ALLOW_METHODS);
        // Reflect what the page asks for: the server ignores headers it does not know, so any is safe.
        c.header('access-control-allow-headers', c.req.header('access-control-request-headers') || ALLOW_HEADERS);
        c.header('access-control-max-age', PREFLIGHT_MAX_AGE_S);
      }
      c.header('allow', ALLOW_METHODS);
      return c.body(null, 204);
    }
    // Set before the route runs, so they go out with its answer: a header set on a finished answer makes
    // Hono rebuild it as a web Response and stream its body (a third of /getWallets' CPU time).
    // Everything names the origin, so caches must key on it; public images answer `*` themselves (theirs wins).
    c.header('vary', 'Origin', { append: true });
    if (origin) c.header('access-control-allow-origin', origin);
    await next();
    // An answer built without the context (a raw Response) did not take them: add them the slow way.
    if (origin && !c.res.headers.has('access-control-allow-origin')) {
      c.header('vary', 'Origin', { append: true });
      c.header('access-control-allow-origin', origin);
    }
  };
}
