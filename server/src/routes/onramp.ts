// On-ramp (spec §7): GET /v1/onramp/options, POST /v1/onramp/quote, POST /v1/generators/onrampurl
// (src/onramp/service.ts), and POST /v1/onramp/webhooks/{provider}, where a provider that reports by
// webhook says how a purchase goes (signed with its webhook key; no project id: the provider calls it).
import { onrampQuoteBody, onrampUrlBody } from '@wallet-modal/schema/wire';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const MAX_BODY_BYTES = 16 * 1024;

const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${MAX_BODY_BYTES} bytes`); } });

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError('INVALID_BODY', 'send a JSON object');
  }
}

export function onrampRoutes(s: Services) {
  const app = new Hono<AppEnv>();
  if (!s.config.onramp.enabled) return app; // not served: 404
  const { onramp } = s;
  return app
    .use('/v1/onramp/options', projectGuard(s))
    .use('/v1/onramp/quote', projectGuard(s))
    .use('/v1/generators/onrampurl', projectGuard(s))
    .get('/v1/onramp/options', async (c) => {
      c.header('cache-control', 'private, max-age=60');
      return c.json(await onramp.options());
    })
    .post('/v1/onramp/quote', limit, async (c) => {
      const quote = await onramp.quote(parseInput(onrampQuoteBody, await jsonBody(c), 'INVALID_BODY'));
      c.header('cache-control', 'no-store');
      // Also said in a header, for a client that reads only the spec's fields.
      if (quote.placeholder) c.header('x-onramp-placeholder', 'true');
      return c.json(quote);
    })
    .post('/v1/generators/onrampurl', limit, async (c) => {
      const body = parseInput(onrampUrlBody, await jsonBody(c), 'INVALID_BODY');
      c.header('cache-control', 'no-store');
      return c.json(await onramp.startPurchase(c.get('project').id, body));
    })
    .post('/v1/onramp/webhooks/:provider', limit, async (c) => {
      return c.json({ received: true, ...(await onramp.webhook(c.req.param('provider'), c.req.raw.headers, await c.req.text())) });
    });
}
