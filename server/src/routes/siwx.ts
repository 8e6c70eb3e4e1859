// Sign-in with wallet (src/siwx/service.ts): the nonce, sign-in, session and revoke routes.
import { siwxSignInBody, siwxTokenBody, type SiwxRevokeResult } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { SiwxService } from '../siwx/service.js';
import { parseInput } from '../validate.js';

const MAX_BODY_BYTES = 32 * 1024;

export function siwxRoutes(s: Services, service = new SiwxService({ db: s.db, config: s.config.siwx, chains: s.chains, solanaChains: s.config.solana.chains.map((chain) => chain.id) })) {
  const app = new Hono<AppEnv>();
  if (!s.config.siwx.enabled) return app; // not served: 404
  const json = async (request: Request): Promise<unknown> => {
    try {
      return await request.json();
    } catch {
      throw new ApiError('INVALID_BODY', 'send a JSON object');
    }
  };
  return app
    .use('/v1/siwx/*', projectGuard(s, { requireOrigin: true }))
    .use('/v1/siwx/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${MAX_BODY_BYTES} bytes`); } }))
    .use('/v1/siwx/*', async (c, next) => {
      c.header('cache-control', 'no-store');
      await next();
    })
    .post('/v1/siwx/nonce', async (c) => c.json(await service.issueNonce(c.get('project').id)))
    .post('/v1/siwx/sessions', async (c) => {
      const body = parseInput(siwxSignInBody, await json(c.req.raw), 'INVALID_BODY');
      return c.json(await service.signIn(c.get('project').id, c.req.header('origin'), body));
    })
    .post('/v1/siwx/session', async (c) => {
      const { token } = parseInput(siwxTokenBody, await json(c.req.raw), 'INVALID_BODY');
      return c.json(await service.session(c.get('project').id, token));
    })
    .post('/v1/siwx/session/revoke', async (c) => {
      const { token } = parseInput(siwxTokenBody, await json(c.req.raw), 'INVALID_BODY');
      return c.json({ revoked: await service.revoke(c.get('project').id, token) } satisfies SiwxRevokeResult);
    });
}
