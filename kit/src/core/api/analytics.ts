// Analytics intake (spec §7): whether the project collects events, and POST /e for one event.

import * as z from 'zod/mini';
import type { ApiConfig } from './url.js';
import { apiRequest } from './request.js';

export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props: Record<string, unknown>;
}

/** GET /getAnalyticsConfig → whether this project collects events. */
export async function getAnalyticsConfig(config: ApiConfig): Promise<boolean> {
  const result = await apiRequest({ ...config, path: '/getAnalyticsConfig', schema: z.object({ isAnalyticsEnabled: z.boolean() }) });
  return result.isAnalyticsEnabled;
}

/** POST /e with one event. */
export async function postAnalyticsEvent(config: ApiConfig, event: AnalyticsEvent): Promise<void> {
  await apiRequest({ ...config, path: '/e', method: 'POST', body: event, schema: z.unknown() });
}
