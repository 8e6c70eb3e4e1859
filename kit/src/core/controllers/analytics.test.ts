// @vitest-environment jsdom
// Analytics against a real HTTP intake on loopback.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $notification } from '../stores/notifications.js';
import { configureAnalytics, trackEvent } from './analytics.js';

let server: Server;
let baseUrl: string;
let mode: 'on' | 'off' | 'forbidden' = 'on';
const posted: { eventId: string; domain: string; props: { event: string; address?: string } }[] = [];
let configRequests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (mode === 'forbidden') return answer(403, { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Invalid App Configuration: origin not allowed' } });
    if (request.url?.startsWith('/getAnalyticsConfig')) {
      configRequests += 1;
      return answer(200, { isAnalyticsEnabled: mode === 'on' });
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      posted.push(JSON.parse(body));
      answer(202, { accepted: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('analytics', () => {
  beforeEach(() => {
    posted.length = 0;
    configRequests = 0;
    $notification.set({ open: false });
    configureAnalytics({ baseUrl, projectId: 'demo' });
  });

  it('POST /e with body eventId, url, domain, timestamp, props, sent only when analytics is on', async () => {
    mode = 'on';
    await trackEvent('CONNECT_SUCCESS', { name: 'Dev Wallet' });
    await trackEvent('DISCONNECT_SUCCESS');
    expect(posted.map((event) => event.props.event)).toEqual(['CONNECT_SUCCESS', 'DISCONNECT_SUCCESS']);
    expect(posted[0]).toMatchObject({ domain: 'localhost', props: { properties: { name: 'Dev Wallet' } } });
    expect(posted[0]?.eventId).not.toBe(posted[1]?.eventId);
    expect(configRequests).toBe(1);
    mode = 'off';
    configureAnalytics({ baseUrl, projectId: 'demo' });
    await trackEvent('CONNECT_SUCCESS');
    expect(posted).toHaveLength(2);
    configureAnalytics(undefined);
    await trackEvent('CONNECT_SUCCESS');
    expect(posted).toHaveLength(2);
  });

  it('MODAL_CREATED is not sent', async () => {
    mode = 'on';
    await trackEvent('MODAL_CREATED');
    expect(posted).toEqual([]);
    expect(configRequests).toBe(0);
  });

  it('A 403 is reported once as Invalid App Configuration', async () => {
    mode = 'forbidden';
    await trackEvent('CONNECT_SUCCESS');
    expect($notification.get()).toMatchObject({ open: true, variant: 'error', message: 'Invalid App Configuration' });
    $notification.set({ open: false });
    await trackEvent('CONNECT_SUCCESS');
    expect($notification.get().open).toBe(false);
  });
});
