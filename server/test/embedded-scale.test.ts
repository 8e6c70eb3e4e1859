// Two server instances on one PostgreSQL are one embedded wallet: the rate limits, the one-time codes,
// the used nonces and the sessions live in the database, so neither instance can be played against
// the other. (PGlite is one process's database: two instances cannot open one PGlite directory, by
// design of its lock file, so this runs on PostgreSQL.)
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { Device, EMBEDDED_PROJECT, embeddedConfig, fixtureSecureSite, login, post, signedPost } from './helpers/embedded.js';
import { ensurePostgres, startPostgres, type TestPostgres } from './helpers/postgres.js';
import { startTestServer } from './helpers/server.js';
import { startSmtpSink, type SmtpSink } from '@wallet-modal/testing';

const availability = ensurePostgres();
if (!availability.ok) console.warn(`embedded scale-out suite skipped: ${availability.reason}`);

let pgServer: TestPostgres;
let sink: SmtpSink;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  if (!availability.ok) return;
  pgServer = await startPostgres(availability.bin);
  const url = await pgServer.createDatabase('embedded');
  sink = await startSmtpSink();
  // One operator: both instances share the database and the master key.
  const config = embeddedConfig(sink, fixtureSecureSite(), { database: { url }, embedded: { masterKey: randomBytes(32).toString('base64') } });
  [a, b] = await Promise.all([startTestServer(config), startTestServer(config)]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await sink?.stop();
  await pgServer?.stop();
});

describe.skipIf(!availability.ok)('Embedded wallet on two instances', () => {
  it('One-time code: the 30 s resend limit holds across two instances on one database', async () => {
    const email = 'two-instances@example.com';
    const device = await Device.create();
    const body = { projectId: EMBEDDED_PROJECT, email, device: device.key };
    expect((await post(a, '/embedded/v1/email/start', body)).body).toEqual({ action: 'VERIFY_OTP' });
    const onB = await post(b, '/embedded/v1/email/start', body);
    expect(onB.status).toBe(429);
    expect(onB.body.error.code).toBe('RATE_LIMITED');
    expect(onB.body.error.retryAfter).toBeGreaterThan(20);
  });

  it('A session made on one instance serves on the other, and a request replayed there is refused', async () => {
    const device = await Device.create();
    const world = { server: a, sink, site: '', config: {}, stop: async () => {} };
    const { token, account } = await login(world, 'session-ab@example.com', device);
    const headers = await device.sign('/embedded/v1/session', '{}', token);
    const onA = await fetch(`${a.secureSiteUrl}/embedded/v1/session`, { method: 'POST', headers, body: '{}' });
    expect(await onA.json()).toEqual(account);
    const replayOnB = await fetch(`${b.secureSiteUrl}/embedded/v1/session`, { method: 'POST', headers, body: '{}' });
    expect(replayOnB.status).toBe(401);
    expect(((await replayOnB.json()) as { error: { code: string } }).error.code).toBe('REPLAYED_REQUEST');
    expect((await signedPost(b, device, token, '/embedded/v1/session')).body).toEqual(account);
    // Signed out on B: refused on A.
    expect((await signedPost(b, device, token, '/embedded/v1/session/sign-out')).body).toEqual({ ok: true });
    expect((await signedPost(a, device, token, '/embedded/v1/session')).body.error.code).toBe('SESSION_EXPIRED');
  });

  it('One-time code: wrong attempts on both instances add up to five', async () => {
    const email = 'attempts-ab@example.com';
    const device = await Device.create();
    const after = Date.now();
    // The code is mailed by A (a new visitor gets it at once) and checked on both.
    await post(a, '/embedded/v1/email/start', { projectId: EMBEDDED_PROJECT, email, device: device.key });
    await sink.waitForMail({ to: email, subject: /code/, after });
    const code = sink.codeFor(email)!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const [server, expected] of [[a, 'OTP_INVALID'], [b, 'OTP_INVALID'], [a, 'OTP_INVALID'], [b, 'OTP_INVALID'], [a, 'OTP_ATTEMPTS_EXCEEDED']] as const) {
      expect((await post(server, '/embedded/v1/email/verify', { projectId: EMBEDDED_PROJECT, email, device: device.key, otp: wrong })).body.error.code).toBe(expected);
    }
    expect((await post(b, '/embedded/v1/email/verify', { projectId: EMBEDDED_PROJECT, email, device: device.key, otp: code })).body.error.code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });
});
