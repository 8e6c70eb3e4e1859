// Analytics intake (spec §7): whether the project collects events, and POST /e for one event. Neither is
// retried: a 403 is reported at once, and a retried event could be counted twice.

import type { AnalyticsConfigResponse, AnalyticsEvent } from '@wallet-modal/schema/wire';
import * as z from 'zod/mini';
import type { ApiConfig } from './url.js';
import { apiRequest } from './request.js';
import type { Assert, Reads } from './wire.js';

const analyticsConfig = z.object({ isAnalyticsEnabled: z.boolean() });
type _AnalyticsConfig = Assert<Reads<AnalyticsConfigResponse, typeof analyticsConfig>>;

/** GET /getAnalyticsConfig → whether this project collects events. */
export async function getAnalyticsConfig(config: ApiConfig): Promise<boolean> {
  const result = await apiRequest({ ...config, path: '/getAnalyticsConfig', schema: analyticsConfig, retry: false });
  return result.isAnalyticsEnabled;
}

/** POST /e with one event. */
export async function postAnalyticsEvent(config: ApiConfig, event: AnalyticsEvent): Promise<void> {
  await apiRequest({ ...config, path: '/e', method: 'POST', body: event, schema: z.unknown(), retry: false });
}
