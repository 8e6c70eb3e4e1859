// Smart sessions (spec §7: GET /v1/sessions/{id}, POST /v1/sessions/{id}/revoke { pci, signature }), plus ours:
// POST /v1/sessions records a grant, GET /v1/account/{account}/sessions lists the active ones (src/sessions/).
import { smartSessionAccount, smartSessionGrantBody, smartSessionId, smartSessionRevokeBody, type SmartSessionList } from '@wallet-modal/schema/wire';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { SmartSessionService } from '../sessions/service.js';
import { verifySignature } from '../signatures/verify.js';
import { parseInput } from '../validate.js';

const MAX_BODY_BYTES = 64 * 1024;

async function json(c: Context<AppEnv>, shape: string): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError('INVALID_BODY', `send a JSON object ${shape}`);
  }
}

export function sessionRoutes(s: Services, service = new SmartSessionService({ db: s.db, verify: (input) => verifySignature(s, input) })) {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${MAX_BODY_BYTES} bytes`); } });
  return new Hono<AppEnv>()
    .use('/v1/sessions', projectGuard(s), limit)
    .use('/v1/sessions/*', projectGuard(s), limit)
    .use('/v1/account/:account/sessions', projectGuard(s))
    .use('/v1/sessions/*', async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .post('/v1/sessions', async (c) => {
      const body = parseInput(smartSessionGrantBody, await json(c, '{ account, permissionsContext, expiry, permissions, signature }'), 'INVALID_BODY');
      c.header('cache-control', 'no-store');
      return c.json(await service.record(c.get('project').id, body), 201);
    })
    .get('/v1/sessions/:id', async (c) => {
      const id = parseInput(smartSessionId, c.req.param('id'));
      return c.json(await service.get(c.get('project').id, id));
    })
    .post('/v1/sessions/:id/revoke', async (c) => {
      const id = parseInput(smartSessionId, c.req.param('id'));
      const body = parseInput(smartSessionRevokeBody, await json(c, '{ pci, signature }'), 'INVALID_BODY');
      return c.json(await service.revoke(c.get('project').id, id, body));
    })
    .get('/v1/account/:account/sessions', async (c) => {
      const account = parseInput(smartSessionAccount, c.req.param('account'));
      c.header('cache-control', 'no-store');
      return c.json({ data: await service.active(c.get('project').id, account) } satisfies SmartSessionList);
    });
}
