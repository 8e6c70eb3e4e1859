// POST /v1/signatures/verify { address (CAIP-10), message, signature } -> { valid } (src/signatures/).
import { verifySignatureBody, type VerifySignatureResult } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { verifySignature } from '../signatures/verify.js';
import { parseInput } from '../validate.js';

const PATH = '/v1/signatures/verify';
const MAX_BODY_BYTES = 64 * 1024;

export function signatureRoutes(s: Services) {
  return new Hono<AppEnv>()
    .use(PATH, projectGuard(s))
    .use(PATH, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError('BODY_TOO_LARGE', `at most ${MAX_BODY_BYTES} bytes`); } }))
    .post(PATH, async (c) => {
      const json = await c.req.json().catch(() => {
        throw new ApiError('INVALID_BODY', 'send a JSON object { address, message, signature }');
      });
      const body = parseInput(verifySignatureBody, json, 'INVALID_BODY');
      c.header('cache-control', 'no-store');
      return c.json({ valid: await verifySignature(s, body) } satisfies VerifySignatureResult);
    });
}
