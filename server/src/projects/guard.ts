// Middleware for every project-scoped endpoint: checks projectId (query or x-project-id header),
// st and sv, and the Origin. CORS headers and preflights are answered for every path by cors.ts.
import type { MiddlewareHandler } from 'hono';
import { PROJECT_ID_PATTERN } from '@wallet-modal/schema/defaults';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { AppEnv, Services } from '../services.js';
import { originAllowed } from './patterns.js';

const projectIdSchema = z.string().regex(PROJECT_ID_PATTERN);
const sdkField = z.string().max(64).regex(/^[\w.@/:+-]*$/);

export type ProjectGuardOptions = { requireOrigin?: boolean };

export function projectGuard(s: Services, { requireOrigin = false }: ProjectGuardOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
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
    c.set('project', project);
    await next();
  };
}

/** The project's own patterns plus the server-wide defaults (when enabled). */
export function allowedOrigins(s: Services, projectOrigins: string[]): string[] {
  const defaults = s.config.origins.includeDefaults ? s.config.origins.defaults : [];
  return [...new Set([...projectOrigins, ...defaults])];
}
