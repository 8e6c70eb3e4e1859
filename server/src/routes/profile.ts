// Account names (spec §7): GET /v1/profile/account/{name}, GET /v1/profile/reverse/{address},
// GET /v1/profile/suggestions/{name}, POST /v1/profile/account (src/names/service.ts).
import { profileRegisterBody, type ProfileRegisterResult } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { evmAddress } from '../chains/params.js';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const MAX_BODY_BYTES = 32 * 1024;
const MAX_NAME_CHARS = 255;

export function profileRoutes(s: Services) {
  const { names } = s;
  const app = new Hono<AppEnv>();
  if (!s.config.names.enabled) return app; // not served: 404
  const nameParam = (raw: string) => {
    if (raw.length > MAX_NAME_CHARS) throw new ApiError('NAME_INVALID', `at most ${MAX_NAME_CHARS} characters`);
    return raw;
  };
  return app
    .use('/v1/profile/*', projectGuard(s))
    .get('/v1/profile/account/:name', async (c) => {
      const profile = await names.lookup(nameParam(c.req.param('name')));
      if (!profile) throw new ApiError('NOT_FOUND', `${c.req.param('name')} is not registered`);
      c.header('cache-control', 'public, max-age=30');
      return c.json(profile);
    })
    .get('/v1/profile/reverse/:address', async (c) => {
      const address = parseInput(evmAddress, c.req.param('address'));
      c.header('cache-control', 'public, max-age=30');
      return c.json(await names.reverse(address));
    })
    .get('/v1/profile/suggestions/:name', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await names.suggestions(nameParam(c.req.param('name'))));
    })
    .post(
      '/v1/profile/account',
      bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${MAX_BODY_BYTES} bytes`); } }),
      async (c) => {
        let json: unknown;
        try {
          json = await c.req.json();
        } catch {
          throw new ApiError('INVALID_BODY', 'send a JSON object');
        }
        const body = parseInput(profileRegisterBody, json, 'INVALID_BODY');
        return c.json({ success: true, profile: await names.register(body) } satisfies ProfileRegisterResult);
      },
    );
}
