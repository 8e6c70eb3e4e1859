// GET /getAnalyticsConfig -> { isAnalyticsEnabled }; POST /e stores one event or a batch (a JSON array),
// from allowed origins only.
import type { AnalyticsAccepted, AnalyticsConfigResponse } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { parseEvents } from '../analytics/event.js';
import { nestsDeeperThan } from '../analytics/json-depth.js';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';

const MAX_JSON_DEPTH = 32;

export function analyticsRoutes(s: Services) {
  const { maxBodyBytes, maxBatchEvents } = s.config.analytics;
  const enabled = (projectEnabled: boolean) => s.config.analytics.enabled && projectEnabled;
  return new Hono<AppEnv>()
    .use('/getAnalyticsConfig', projectGuard(s))
    .get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: enabled(c.get('project').analyticsEnabled) } satisfies AnalyticsConfigResponse))
    .use('/e', projectGuard(s, { requireOrigin: true }))
    .post(
      '/e',
      bodyLimit({
        // Per-event sizes are checked in parseEvents; this bounds the whole request.
        maxSize: maxBodyBytes * maxBatchEvents,
        onError: () => {
          throw new ApiError('BODY_TOO_LARGE', `at most ${maxBatchEvents} events of ${maxBodyBytes} bytes`);
        },
      }),
      async (c) => {
        const project = c.get('project');
        // Refused before the body is read, so a batch gets one 403 like a single event does.
        if (!enabled(project.analyticsEnabled)) throw new ApiError('ANALYTICS_DISABLED');
        const text = await c.req.text();
        // A batch, its event, and props: room for props nested well beyond what any client sends.
        if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError('INVALID_BODY', `nested deeper than ${MAX_JSON_DEPTH} levels`);
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          throw new ApiError('INVALID_BODY', 'not JSON');
        }
        const events = parseEvents(json, text, { maxEventBytes: maxBodyBytes, maxBatchEvents });
        const origin = c.req.header('origin')!;
        await s.analytics.insertMany(events.map((e) => ({ ...e, projectId: project.id, origin })));
        return c.json({ accepted: true, count: events.length } satisfies AnalyticsAccepted, 202);
      },
    );
}
