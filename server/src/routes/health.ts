// Liveness (/health: the process answers) and readiness (/ready: the database answers).
import { Hono } from 'hono';
import { ApiError } from '../errors.js';
import type { AppEnv, Services } from '../services.js';

export function healthRoutes(s: Services) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      try {
        await s.db.query('select 1');
      } catch (cause) {
        throw new ApiError('NOT_READY', 'database unreachable', { cause });
      }
      return c.json({ status: 'ready', database: s.db.engine });
    });
}
