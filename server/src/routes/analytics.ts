// GET /getAnalyticsConfig -> { isAnalyticsEnabled }; POST /e stores one event, from allowed origins only.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const eventSchema = z.strictObject({
  eventId: z.string().min(1).max(128),
  url: z.url().max(2048),
  domain: z.string().min(1).max(253),
  timestamp: z.number().int().nonnegative(),
  props: z.record(z.string(), z.unknown()).default({}),
});

export function analyticsRoutes(s: Services) {
  const enabled = (projectEnabled: boolean) => s.config.analytics.enabled && projectEnabled;
  return new Hono<AppEnv>()
    .use('/getAnalyticsConfig', projectGuard(s))
    .get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: enabled(c.get('project').analyticsEnabled) }))
    .use('/e', projectGuard(s, { requireOrigin: true }))
    .post(
      '/e',
      bodyLimit({
        maxSize: s.config.analytics.maxBodyBytes,
        onError: () => {
          throw new ApiError('BODY_TOO_LARGE', `at most ${s.config.analytics.maxBodyBytes} bytes`);
        },
      }),
      async (c) => {
        const project = c.get('project');
        if (!enabled(project.analyticsEnabled)) throw new ApiError('ANALYTICS_DISABLED');
        const json = await c.req.json().catch(() => {
          throw new ApiError('INVALID_BODY', 'not JSON');
        });
        const event = parseInput(eventSchema, json, 'INVALID_BODY');
        await s.analytics.insert({ ...event, projectId: project.id, origin: c.req.header('origin')! });
        return c.json({ accepted: true }, 202);
      },
    );
}
