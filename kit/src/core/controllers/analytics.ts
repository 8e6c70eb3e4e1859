// Sends tracking events to the app's API when analytics is on (spec §7): never MODAL_CREATED, the
// address in the props, and a 403 reported once as 'Invalid App Configuration', then silence.

import type { ApiConfig } from '../api/url.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import { $account } from '../stores/account.js';
import { showError } from './notifications.js';

let api: ApiConfig | undefined;
let enabled: Promise<boolean> | undefined;
let blocked = false;

/** Points analytics at the app's API; undefined turns it off (no apiUrl, or the feature is off). */
export function configureAnalytics(next: ApiConfig | undefined): void {
  api = next;
  enabled = undefined;
  blocked = false;
}

/**
 * Sends one event, fire-and-forget. Failures never reach the caller.
 * @example
 * await trackEvent('CONNECT_SUCCESS', { name: 'MetaMask' });
 */
export async function trackEvent(event: string, properties: Record<string, unknown> = {}): Promise<void> {
  const config = api;
  if (!config || blocked || event === 'MODAL_CREATED' || typeof window === 'undefined') return;
  const { getAnalyticsConfig, postAnalyticsEvent } = await import('../api/analytics.js');
  // Asked once per page; when the answer cannot be had, analytics stays off.
  enabled ??= getAnalyticsConfig(config).catch((error: unknown) => (report(error), false));
  if (!(await enabled)) return;
  await postAnalyticsEvent(config, {
    eventId: crypto.randomUUID(),
    url: window.location.href,
    domain: window.location.hostname,
    timestamp: Date.now(),
    props: { event, properties, address: $account.get().address },
  }).catch(report);
}

/** A refused origin is shown once ('Invalid App Configuration'); after it nothing more is sent. */
function report(error: unknown): void {
  if (blocked || !(error instanceof WalletModalError) || error.shortMessage !== ErrorMessages.INVALID_APP_CONFIGURATION) return;
  blocked = true;
  showError(error);
}
