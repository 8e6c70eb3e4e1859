// The embedded wallet's e-mail login against the real server, a real SMTP sink and real HTTP: a new visitor's
// code alone, device approval from the mailed link on an account that already has a device, one-time codes and their rules, answers that never reveal an account.
import { decodeJwt, calculateJwkThumbprint } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@wallet-modal/testing';
import { Device, EMBEDDED_PROJECT, login, post, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const START = '/embedded/v1/email/start';
const VERIFY = '/embedded/v1/email/verify';
const start = (w: EmbeddedWorld, email: string, device: Device) => post(w.server, START, { projectId: EMBEDDED_PROJECT, email, device: device.key });
const verify = (w: EmbeddedWorld, email: string, device: Device, otp: string) => post(w.server, VERIFY, { projectId: EMBEDDED_PROJECT, email, device: device.key, otp });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Starts a login and resolves with the code it mailed (the same answer for every address). */
async function approvedCode(w: EmbeddedWorld, email: string, device: Device): Promise<string> {
  const after = Date.now();
  expect((await start(w, email, device)).body).toEqual({ action: 'VERIFY_OTP' });
  await w.sink.waitForMail({ to: email, subject: /^Your sign-in code: [0-9]{6}$/, after });
  return w.sink.codeFor(email)!;
}

describe('E-mail login when the mail server is down', () => {
  let w: EmbeddedWorld;
  /** The sink started again on the same port (the server's config names it). */
  let restarted: SmtpSink | undefined;
  beforeAll(async () => {
    w = await startEmbeddedWorld();
  });
  afterAll(async () => {
    await restarted?.stop();
    await w?.stop();
  });

  /** The same port again; the old listener may take a moment to let go of it. */
  async function restartSink(host: string, smtpPort: number): Promise<SmtpSink> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await startSmtpSink({ host, smtpPort });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  it('a mail that could not be sent costs no wait: the next try, once the mail server is back, is not refused', async () => {
    const email = 'down@example.com';
    const device = await Device.create();
    const { host, smtpPort } = w.sink;
    await w.sink.stop();
    const failed = await start(w, email, device);
    expect(failed.status).toBe(503);
    expect(failed.body.error.code).toBe('NOT_READY');
    restarted = await restartSink(host, smtpPort);
    const after = Date.now();
    const again = await start(w, email, device);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await restarted.waitForMail({ to: email, subject: /^Your sign-in code: [0-9]{6}$/, after });
    // A mail that went out still holds the address for the resend wait.
    expect((await start(w, email, device)).body.error.code).toBe('RATE_LIMITED');
  });
});

describe('E-mail login (default limits)', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld();
  });
  afterAll(() => w?.stop());

  it('A new e-mail: the code alone gives a session bound to the device key, no approval link', async () => {
    const email = 'Alice@Example.com';
    const device = await Device.create();
    const after = Date.now();
    const started = await start(w, email, device);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ action: 'VERIFY_OTP' });
    await w.sink.waitForMail({ to: 'alice@example.com', subject: /^Your sign-in code: [0-9]{6}$/, after });
    const session = await verify(w, email, device, w.sink.codeFor(email)!);
    expect(session.status).toBe(200);
    expect(session.body.account).toEqual({ userId: expect.any(String), email: 'alice@example.com', address: null, deviceEnrolled: false, recovery: 'password' });
    expect(w.sink.mails.filter((m) => m.to.includes('alice@example.com') && /Approve sign-in/.test(m.subject))).toEqual([]);
    const claims = decodeJwt(session.body.token);
    expect(claims.sub).toBe(session.body.account.userId);
    expect(claims.cnf).toEqual({ jkt: await calculateJwkThumbprint(device.key, 'sha256') });
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.nbf).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(session.body.expiresAt).toBe(claims.exp! * 1000);
  });

  it('One-time code: five wrong attempts invalidate it; each wrong one says how many tries are left, the fifth that a new code is needed', async () => {
    const email = 'five-wrong@example.com';
    const device = await Device.create();
    const code = await approvedCode(w, email, device);
    for (const left of ['4 tries left', '3 tries left', '2 tries left', '1 try left']) {
      const answer = await verify(w, email, device, wrong(code));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'OTP_INVALID', message: `Invalid one-time code: ${left}` });
    }
    expect((await verify(w, email, device, wrong(code))).body.error).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED', message: 'Too many wrong codes: request a new code' });
    expect((await verify(w, email, device, code)).body.error.code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('One-time code: a resend within 30 s is refused with retryAfter', async () => {
    const email = 'resend@example.com';
    const device = await Device.create();
    await approvedCode(w, email, device);
    const again = await start(w, email, device);
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('RATE_LIMITED');
    expect(again.body.error.retryAfter).toBeGreaterThan(20);
    expect(again.body.error.retryAfter).toBeLessThanOrEqual(30);
    expect(again.body.error.message).toContain(`Please try again after ${again.body.error.retryAfter} seconds`);
    expect(again.headers.get('retry-after')).toBe(String(again.body.error.retryAfter));
  });

  it('One-time code: single use', async () => {
    const email = 'single-use@example.com';
    const device = await Device.create();
    const code = await approvedCode(w, email, device);
    expect((await verify(w, email, device, code)).status).toBe(200);
    const reused = await verify(w, email, device, code);
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('OTP_INVALID');
  });

  it('A code for one device does not sign in a device the e-mail never approved', async () => {
    const email = 'other-device@example.com';
    const code = await approvedCode(w, email, await Device.create());
    expect((await verify(w, email, await Device.create(), code)).body.error.code).toBe('OTP_INVALID');
  });

  it('An unknown project is refused before any mail is sent', async () => {
    const answer = await post(w.server, START, { projectId: 'no-such-project', email: 'x@example.com', device: (await Device.create()).key });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('PROJECT_NOT_FOUND');
  });
});

describe('E-mail login (no resend delay)', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
  });
  afterAll(() => w?.stop());

  it('An account with a device: a right code on a new device mails the approval link, then a new code gives the session', async () => {
    const email = 'has-a-device@example.com';
    await login(w, email, await Device.create());
    const device = await Device.create();
    const code = await approvedCode(w, email, device);
    const after = Date.now();
    expect((await verify(w, email, device, code)).body).toEqual({ action: 'VERIFY_DEVICE' });
    const mail = await w.sink.waitForMail({ to: email, subject: /Approve sign-in on a new device/, after });
    const link = w.sink.linkFor(email)!;
    expect(link.startsWith(`${w.server.secureSiteUrl}/embedded/device?token=`)).toBe(true);
    expect(mail.html).toContain('href=');

    // Opening the link (a mail scanner's prefetch) shows the request and approves nothing; the used code is gone.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);
    expect((await post(w.server, '/embedded/v1/device/wait', { projectId: EMBEDDED_PROJECT, email, device: device.key })).body).toEqual({ approved: false });
    expect((await verify(w, email, device, code)).body.error.code).toBe('OTP_INVALID');

    // The long poll answers as soon as the page's POST approves the device; then a new code is mailed.
    const waiting = post(w.server, '/embedded/v1/device/wait', { projectId: EMBEDDED_PROJECT, email, device: device.key });
    const token = new URL(link).searchParams.get('token')!;
    expect((await post(w.server, '/embedded/v1/device/approve', { token })).body).toEqual({ ok: true });
    expect((await waiting).body).toEqual({ approved: true });
    await w.sink.waitForMail({ to: email, subject: /^Your sign-in code: [0-9]{6}$/, after });
    const session = await verify(w, email, device, w.sink.codeFor(email)!);
    expect(session.status).toBe(200);
    expect(decodeJwt(session.body.token).cnf).toEqual({ jkt: await calculateJwkThumbprint(device.key, 'sha256') });
  });

  it('The answer for an unknown e-mail equals the one for a known e-mail on a new device', async () => {
    // Without the resend delay, so the known address can ask again right after signing in.
    const known = 'known@example.com';
    await login(w, known, await Device.create());
    const asked = Date.now();
    const forKnown = await start(w, known, await Device.create());
    const forUnknown = await start(w, 'nobody-here@example.com', await Device.create());
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect(forKnown.body).toEqual({ action: 'VERIFY_OTP' });
    // The mails are alike too: each address gets its sign-in code, neither an approval link.
    const known2 = await w.sink.waitForMail({ to: known, subject: /^Your sign-in code: [0-9]{6}$/, after: asked });
    const unknown = await w.sink.waitForMail({ to: 'nobody-here@example.com', subject: /^Your sign-in code: [0-9]{6}$/, after: asked });
    expect(known2.subject.replace(/[0-9]{6}/, 'N')).toBe(unknown.subject.replace(/[0-9]{6}/, 'N'));
    const shape = (h: Headers) => [...h.keys()].filter((k) => k !== 'date' && k !== 'content-length').sort();
    expect(shape(forKnown.headers)).toEqual(shape(forUnknown.headers));
  });

  it('One-time code: only the latest code is valid', async () => {
    const email = 'latest@example.com';
    const device = await Device.create();
    let first = await approvedCode(w, email, device);
    let second = first;
    while (second === first) {
      const after = Date.now();
      expect((await start(w, email, device)).body).toEqual({ action: 'VERIFY_OTP' });
      await w.sink.waitForMail({ to: email, subject: /sign-in code/, after });
      [first, second] = [second, w.sink.codeFor(email)!];
    }
    expect((await verify(w, email, device, first)).body.error.code).toBe('OTP_INVALID');
    expect((await verify(w, email, device, second)).status).toBe(200);
  });
});

describe('E-mail login (short-lived codes, tight IP limit)', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { ttlSeconds: 1, perIpPerHour: 3 } } });
  });
  afterAll(() => w?.stop());

  it('One-time code: it expires after its ttl', async () => {
    const email = 'expired@example.com';
    const device = await Device.create();
    const code = await approvedCode(w, email, device);
    await new Promise((r) => setTimeout(r, 1_200));
    const late = await verify(w, email, device, code);
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('OTP_EXPIRED');
  });

  it('Mails: one IP may ask for at most perIpPerHour of them, whatever the addresses', async () => {
    const answers = [];
    for (const email of ['ip-1@example.com', 'ip-2@example.com', 'ip-3@example.com']) answers.push(await start(w, email, await Device.create()));
    // The expiry test above spent one of the three.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.body.error.code).toBe('RATE_LIMITED');
    expect(answers[2]!.body.error.retryAfter).toBeGreaterThan(3000);
  });
});
