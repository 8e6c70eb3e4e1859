// Middleware for every project-scoped endpoint: checks projectId (query or x-project-id header),
// st and sv, and the Origin; answers CORS and preflights for allowed origins only.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { AppEnv, Services } from '../services.js';
import { originAllowed } from './patterns.js';

const projectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const sdkField = z.string().max(64).regex(/^[\w.@/:+-]*$/);

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-sdk-type, x-sdk-version, x-project-id',
  'access-control-max-age': '600',
};

export type ProjectGuardOptions = { requireOrigin?: boolean };

export function projectGuard(s: Services, { requireOrigin = false }: ProjectGuardOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const preflight = c.req.method === 'OPTIONS';
    // Error answers are readable by the calling page, so the kit can show 'Invalid App Configuration'
    // instead of an opaque network error; data answers go to allowed origins only.
    if (origin && !preflight) {
      c.header('access-control-allow-origin', origin);
      c.header('vary', 'Origin');
    }
    const query = c.req.query();
    for (const field of ['st', 'sv'] as const) {
      if (query[field] !== undefined && !sdkField.safeParse(query[field]).success) {
        throw new ApiError('INVALID_PARAMS', `${field} must be at most 64 characters of letters, digits and . @ / : + - _`);
      }
    }
    const id = query.projectId || c.req.header('x-project-id');
    if (!id) throw new ApiError('PROJECT_ID_MISSING', 'pass ?projectId=');
    if (!projectIdSchema.safeParse(id).success) throw new ApiError('PROJECT_ID_INVALID', 'malformed project id');
    const project = await s.projectCache.get(id);
    if (!project) throw new ApiError('PROJECT_ID_INVALID', `unknown project ${id}`);
    if (origin ? !originAllowed(origin, allowedOrigins(s, project.origins)) : requireOrigin) {
      throw new ApiError('ORIGIN_NOT_ALLOWED', origin ? `origin ${origin} is not allowed for this project` : 'an Origin header is required');
    }
    if (origin) setCors(c, origin);
    c.set('project', project);
    if (preflight) return c.body(null, 204);
    await next();
  };
}

/** The project's own patterns plus the server-wide defaults (when enabled). */
export function allowedOrigins(s: Services, projectOrigins: string[]): string[] {
  const defaults = s.config.origins.includeDefaults ? s.config.origins.defaults : [];
  return [...new Set([...projectOrigins, ...defaults])];
}

function setCors(c: Context<AppEnv>, origin: string) {
  c.header('access-control-allow-origin', origin);
  c.header('vary', 'Origin');
  for (const [k, v] of Object.entries(CORS_HEADERS)) c.header(k, v);
}
