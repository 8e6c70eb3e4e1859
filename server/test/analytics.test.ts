// GET /getAnalyticsConfig and POST /e: events (one, or a JSON array batch) are stored only for allowed
// origins of projects with analytics on; oversized, malformed or refused events leave the table unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, QUIET_PROJECT, projects } from './helpers/world.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ projects });
});
afterAll(() => server.close());

const event = (props: Record<string, unknown> = {}) => ({
  eventId: crypto.randomUUID(),
  url: `${ALLOWED_ORIGIN}/swap`,
  domain: 'app.example.com',
  timestamp: Date.now(),
  props: { type: 'track', event: 'CONNECT_SUCCESS', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', ...props },
});
const post = (body: unknown, { origin = ALLOWED_ORIGIN as string | null, project = PROJECT } = {}) =>
  call(server, `/e?projectId=${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const stored = () => server.services.analytics.count(PROJECT);
const storedTimestamp = async (eventId: string) =>
  (await server.services.db.query<{ ts: string }>('select event_timestamp::text as ts from analytics_events where event_id = $1', [eventId]))[0]?.ts;

describe('analytics', () => {
  it('GET /getAnalyticsConfig reports whether the project has analytics on', async () => {
    expect((await call(server, `/getAnalyticsConfig?projectId=${PROJECT}`)).body).toEqual({ isAnalyticsEnabled: true });
    expect((await call(server, `/getAnalyticsConfig?projectId=${QUIET_PROJECT}`)).body).toEqual({ isAnalyticsEnabled: false });
  });

  it('stores an event from an allowed origin', async () => {
    const before = await stored();
    const e = event();
    const r = await post(e);
    expect(r.status).toBe(202);
    expect(r.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(await stored()).toBe(before + 1);
    const [row] = await server.services.db.query<{ event_id: string; origin: string; props: unknown }>(
      'select event_id, origin, props from analytics_events where event_id = $1',
      [e.eventId],
    );
    expect(row).toEqual({ event_id: e.eventId, origin: ALLOWED_ORIGIN, props: e.props });
  });

  it.each([
    ['a disallowed origin', () => post(event(), { origin: 'https://evil.example' }), 403, 'ORIGIN_NOT_ALLOWED'],
    ['no Origin header', () => post(event(), { origin: null }), 403, 'ORIGIN_NOT_ALLOWED'],
    ['a project with analytics off', () => post(event(), { project: QUIET_PROJECT, origin: 'http://localhost:3000' }), 403, 'ANALYTICS_DISABLED'],
    ['an oversized body', () => post(event({ blob: 'x'.repeat(20_000) })), 413, 'BODY_TOO_LARGE'],
    ['a body that is not JSON', () => post('{"eventId": '), 400, 'INVALID_BODY'],
    ['a missing field', () => post({ ...event(), eventId: undefined }), 400, 'INVALID_BODY'],
    ['a url that is not a URL', () => post({ ...event(), url: 'not a url' }), 400, 'INVALID_BODY'],
    ['an unknown field', () => post({ ...event(), extra: 1 }), 400, 'INVALID_BODY'],
    ['a NUL character, which the database cannot store (not a 500)', () => post(event({ note: 'a\u0000b' })), 400, 'INVALID_BODY'],
    ['props nested deeper than 32 levels (not a 500)', () => post(event({ deep: JSON.parse('['.repeat(40) + ']'.repeat(40)) })), 400, 'INVALID_BODY'],
    ['a body of nested arrays (not a 500)', () => post('['.repeat(5000) + ']'.repeat(5000)), 400, 'INVALID_BODY'],
  ])('refuses %s and stores nothing', async (_, send, status, code) => {
    const before = await stored();
    const r = await send();
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
    expect(r.body.error.message.length).toBeGreaterThan(10);
    expect(await stored()).toBe(before);
  });

  it('names the invalid field in the message', async () => {
    const r = await post({ ...event(), timestamp: 'yesterday' });
    expect(r.body.error.message).toMatch(/^Invalid request body: timestamp: /);
  });

  it('accepts timestamp as an ISO-8601 string or epoch milliseconds and stores epoch milliseconds', async () => {
    const cases = [
      ['2025-01-31T12:00:00Z', Date.UTC(2025, 0, 31, 12)],
      ['2025-01-31T12:00:00.250+02:00', Date.UTC(2025, 0, 31, 10, 0, 0, 250)],
      [1_738_324_800_000, 1_738_324_800_000],
    ] as const;
    for (const [timestamp, ms] of cases) {
      const e = { ...event(), timestamp };
      expect((await post(e)).status, String(timestamp)).toBe(202);
      expect(await storedTimestamp(e.eventId)).toBe(String(ms));
    }
  });

  it.each([['yesterday'], ['2025-01-31T12:00:00'], ['2025-02-30T12:00:00Z'], [-1], [1.5]])('refuses the timestamp %j, naming the field', async (timestamp) => {
    const r = await post({ ...event(), timestamp });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^Invalid request body: timestamp: must be epoch milliseconds or an ISO-8601 date-time/);
  });
});

describe('analytics batches (a JSON array of events)', () => {
  it('stores every event of a batch and answers once', async () => {
    const before = await stored();
    const batch = [event(), { ...event(), timestamp: new Date().toISOString() }, event()];
    const r = await post(batch);
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ accepted: true, count: 3 });
    expect(await stored()).toBe(before + 3);
  });

  it('applies the per-event validation: one bad event stores none and the message names it', async () => {
    const before = await stored();
    const r = await post([event(), { ...event(), timestamp: 'soon' }]);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^Invalid request body: 1\.timestamp: /);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['an empty batch', () => post([]), 400, 'INVALID_BODY'],
    ['an event over the per-event size limit', () => post([event(), event({ blob: 'x'.repeat(20_000) })]), 413, 'BODY_TOO_LARGE'],
    ['more events than a batch holds', () => post(Array.from({ length: 101 }, () => event())), 413, 'BODY_TOO_LARGE'],
    ['a refused origin (one 403 for the whole batch)', () => post([event(), event()], { origin: 'https://evil.example' }), 403, 'ORIGIN_NOT_ALLOWED'],
    ['a project with analytics off (one 403 for the whole batch)', () => post([event(), event()], { project: QUIET_PROJECT, origin: 'http://localhost:3000' }), 403, 'ANALYTICS_DISABLED'],
  ])('refuses %s and stores nothing', async (_, send, status, code) => {
    const before = await stored();
    const r = await send();
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
    expect(await stored()).toBe(before);
  });
});
