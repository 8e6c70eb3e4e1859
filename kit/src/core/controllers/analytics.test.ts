// @vitest-environment jsdom
// Analytics against a real HTTP intake on loopback.

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletModal } from '../client.js';
import { trackEvent } from './analytics.js';
import { type Loopback, loopback, testModal } from './testing.js';

let modal: WalletModal;

let api: Loopback;
let baseUrl: string;
let mode: 'on' | 'off' | 'forbidden' | 'forbidden-bare' | 'forbidden-events' = 'on';
let requests = 0;
const posted: { eventId: string; domain: string; props: { event: string; address?: string } }[] = [];
let configRequests = 0;

beforeAll(async () => {
  api = await loopback(({ url, body }) => {
    requests += 1;
    // A 403 from a service that says nothing more (spec §7: any 403 is Invalid App Configuration).
    if (mode === 'forbidden-bare' || (mode === 'forbidden-events' && url.pathname === '/e')) return { status: 403, body: { message: 'Forbidden' } };
    if (mode === 'forbidden') return { status: 403, body: { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Invalid App Configuration: origin not allowed' } } };
    if (url.pathname === '/getAnalyticsConfig') {
      configRequests += 1;
      return { body: { isAnalyticsEnabled: mode !== 'off' } };
    }
    posted.push(JSON.parse(body));
    return { status: 202, body: { accepted: true } };
  });
  baseUrl = api.url;
});
afterAll(() => api.close());

describe('analytics', () => {
  beforeEach(() => {
    posted.length = 0;
    configRequests = 0;
    requests = 0;
    modal = testModal({ apiUrl: baseUrl, projectId: 'demo' });
  });

  it('POST /e with body eventId, url, domain, timestamp, props, sent only when analytics is on', async () => {
    mode = 'on';
    await trackEvent(modal, 'CONNECT_SUCCESS', { name: 'Dev Wallet' });
    await trackEvent(modal, 'DISCONNECT_SUCCESS');
    expect(posted.map((event) => event.props.event)).toEqual(['CONNECT_SUCCESS', 'DISCONNECT_SUCCESS']);
    expect(posted[0]).toMatchObject({ domain: 'localhost', props: { properties: { name: 'Dev Wallet' } } });
    expect(posted[0]?.eventId).not.toBe(posted[1]?.eventId);
    expect(configRequests).toBe(1);
    mode = 'off';
    modal = testModal({ apiUrl: baseUrl, projectId: 'demo' });
    await trackEvent(modal, 'CONNECT_SUCCESS');
    expect(posted).toHaveLength(2);
    modal = testModal({ apiUrl: baseUrl, projectId: 'demo', features: { analytics: false } });
    await trackEvent(modal, 'CONNECT_SUCCESS');
    expect(posted).toHaveLength(2);
    modal = testModal({ projectId: 'demo' });
    await trackEvent(modal, 'CONNECT_SUCCESS');
    expect(posted).toHaveLength(2);
  });

  it('Error telemetry limited to 5 events per 60 s: the sixth error in a minute is not sent, other events are; the next minute sends again', async () => {
    mode = 'on';
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    try {
      for (let i = 0; i < 7; i++) await trackEvent(modal, 'CONNECT_ERROR', { message: `try ${i}` });
      await trackEvent(modal, 'CONNECT_SUCCESS');
      expect(posted.map((event) => event.props.event)).toEqual([...Array(5).fill('CONNECT_ERROR'), 'CONNECT_SUCCESS']);
      vi.setSystemTime(1_000_000 + 59_999);
      await trackEvent(modal, 'DISCONNECT_ERROR');
      expect(posted).toHaveLength(6);
      vi.setSystemTime(1_000_000 + 60_000);
      await trackEvent(modal, 'DISCONNECT_ERROR');
      expect(posted.map((event) => event.props.event).at(-1)).toBe('DISCONNECT_ERROR');
    } finally {
      vi.useRealTimers();
    }
  });

  it('MODAL_CREATED is not sent', async () => {
    mode = 'on';
    await trackEvent(modal, 'MODAL_CREATED');
    expect(posted).toEqual([]);
    expect(configRequests).toBe(0);
  });

  it('A 403 is reported once as Invalid App Configuration', async () => {
    mode = 'forbidden';
    await trackEvent(modal, 'CONNECT_SUCCESS');
    expect(modal.$notification.get()).toMatchObject({ open: true, variant: 'error', message: 'Invalid App Configuration' });
    modal.$notification.set({ open: false });
    await trackEvent(modal, 'CONNECT_SUCCESS');
    expect(modal.$notification.get().open).toBe(false);
  });

  it('any 403 from analytics is reported as Invalid App Configuration at once: one request, no retries, then silence', async () => {
    mode = 'forbidden-bare';
    await trackEvent(modal, 'CONNECT_SUCCESS');
    expect(modal.$notification.get()).toMatchObject({ open: true, variant: 'error', message: 'Invalid App Configuration' });
    expect(requests).toBe(1);
    await trackEvent(modal, 'CONNECT_SUCCESS');
    expect(requests).toBe(1);
  });

  it('POST /e refused with a 403 is reported at once and the event is sent once (an event is never retried)', async () => {
    mode = 'forbidden-events';
    await trackEvent(modal, 'CONNECT_SUCCESS');
    expect(modal.$notification.get()).toMatchObject({ open: true, variant: 'error', message: 'Invalid App Configuration' });
    // The config, then the one refused event.
    expect(requests).toBe(2);
    await trackEvent(modal, 'DISCONNECT_SUCCESS');
    expect(requests).toBe(2);
  });
});
