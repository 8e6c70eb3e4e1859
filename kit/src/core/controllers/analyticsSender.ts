// Sends tracking events to the app's API (spec §7): the project's analytics config asked once per
// modal, the address in the props, and a 403 reported once as 'Invalid App Configuration', then
// silence. Loaded with the first event, through analytics.ts.

import { WalletModalError } from '../errors/base.js';
import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import { reportInvalidAppConfiguration } from './invalidAppConfiguration.js';

const analytics = instanceState(() => ({ enabled: undefined as Promise<boolean> | undefined, blocked: false }));

/** Sends one event; failures never reach the caller. */
export async function sendEvent(modal: ModalCore, event: string, properties: Record<string, unknown> = {}): Promise<void> {
  const { api } = modal;
  const state = analytics(modal);
  if (!api || state.blocked) return;
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
