// Tracking events (spec §7): sent to the app's API when it has one and analytics is on, never
// MODAL_CREATED, never from a server render. The sender loads with the first event that goes out.

import type { ModalCore } from '../instance.js';
import { emitEvent } from './events.js';

/**
 * Tells the app's listeners (subscribeEvents), then sends the event, fire-and-forget. Failures never
 * reach the caller.
 * @example
 * await trackEvent(modal, 'CONNECT_SUCCESS', { name: 'MetaMask' });
 */
export async function trackEvent(modal: ModalCore, event: string, properties: Record<string, unknown> = {}): Promise<void> {
  emitEvent(modal, event, properties);
  if (!modal.api || !modal.options.features.analytics || event === 'MODAL_CREATED' || typeof window === 'undefined') return;
  const { sendEvent } = await import('./analyticsSender.js');
  await sendEvent(modal, event, properties);
}
