// Middleware for every project-scoped endpoint: checks projectId (query, x-project-id header, or for a
// route that takes it there, the JSON body), st and sv, and the Origin. CORS headers and preflights are answered for every path by cors.ts.
import type { MiddlewareHandler } from 'hono';
import { PROJECT_ID_PATTERN } from '@wallet-modal/schema/defaults';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { AppEnv, Services } from '../services.js';
import { originAllowed } from './patterns.js';

const projectIdSchema = z.string().regex(PROJECT_ID_PATTERN);
const sdkField = z.string().max(64).regex(/^[\w.@/:+-]*$/);

export type ProjectGuardOptions = {
  requireOrigin?: boolean;
  /** The route's JSON body may name the project (spec §7 POST /v1/fungible/price); run it after the body limit. */
  projectIdInBody?: boolean;
};

export function projectGuard(s: Services, { requireOrigin = false, projectIdInBody = false }: ProjectGuardOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const query = c.req.query();
    for (const field of ['st', 'sv'] as const) {
      if (query[field] !== undefined && !sdkField.safeParse(query[field]).success) {
        throw new ApiError('INVALID_PARAMS', `${field} must be at most 64 characters of letters, digits and . @ / : + - _`);
      }
    }
    const id = query.projectId || c.req.header('x-project-id') || (projectIdInBody ? await bodyProjectId(c.req.raw) : undefined);
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

/** The `projectId` string of a JSON body, read from a copy so the route still reads the body itself. */
async function bodyProjectId(request: Request): Promise<string | undefined> {
  const json: unknown = await request.clone().json().catch(() => undefined);
  const id = typeof json === 'object' && json !== null ? (json as { projectId?: unknown }).projectId : undefined;
  return typeof id === 'string' ? id : undefined;
}
