// Sends tracking events to the app's API (spec §7): the project's analytics config asked once per
// modal, the address in the props, a 403 reported once as 'Invalid App Configuration', then silence,
// and error telemetry held to 5 events per 60 s (spec §9). Loaded with the first event, through analytics.ts.

import { ERROR_TELEMETRY_LIMIT, ERROR_TELEMETRY_WINDOW_MS } from '../constants.js';
import { WalletModalError } from '../errors/base.js';
import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import { reportInvalidAppConfiguration } from './invalidAppConfiguration.js';

const analytics = instanceState('analytics', () => ({ enabled: undefined as Promise<boolean> | undefined, blocked: false, errorsSentAt: [] as number[] }));

/** Whether one more error event fits in the window (a failing wallet retried in a loop must not flood the intake). */
function errorAllowed(sentAt: number[], now: number): boolean {
  while (sentAt.length > 0 && now - sentAt[0]! >= ERROR_TELEMETRY_WINDOW_MS) sentAt.shift();
  if (sentAt.length >= ERROR_TELEMETRY_LIMIT) return false;
  sentAt.push(now);
  return true;
}

/** Sends one event; failures never reach the caller. */
export async function sendEvent(modal: ModalCore, event: string, properties: Record<string, unknown> = {}): Promise<void> {
  const { api } = modal;
  const state = analytics(modal);
  if (!api || state.blocked) return;
  if (event.endsWith('_ERROR') && !errorAllowed(state.errorsSentAt, Date.now())) return;
  const { getAnalyticsConfig, postAnalyticsEvent } = await import('../api/analytics.js');
  // Asked once per modal; when the answer cannot be had, analytics stays off.
  state.enabled ??= getAnalyticsConfig(api).catch((error: unknown) => (report(modal, error), false));
  if (!(await state.enabled)) return;
  await postAnalyticsEvent(api, {
    eventId: crypto.randomUUID(),
    url: window.location.href,
    domain: window.location.hostname,
    timestamp: Date.now(),
    props: { event, properties, address: modal.$account.get().address },
  }).catch((error: unknown) => report(modal, error));
}

/** Any 403 (spec §7) is shown once as 'Invalid App Configuration'; after it nothing more is sent. */
function report(modal: ModalCore, error: unknown): void {
  const state = analytics(modal);
  if (state.blocked || !(error instanceof WalletModalError) || (error.code !== 403 && error.id !== 'INVALID_APP_CONFIGURATION')) return;
  state.blocked = true;
  reportInvalidAppConfiguration(modal, error);
}
