// GET /projects/v1/origins?projectId= -> { allowedOrigins }: the project's patterns plus the defaults.
import type { AllowedOriginsResponse } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { allowedOrigins, projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';

export function originRoutes(s: Services) {
  return new Hono<AppEnv>()
    .use('/projects/v1/origins', projectGuard(s))
    .get('/projects/v1/origins', (c) => c.json({ allowedOrigins: allowedOrigins(s, c.get('project').origins) } satisfies AllowedOriginsResponse));
}
