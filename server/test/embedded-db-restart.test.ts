// Issue 18, embedded wallet faults: PostgreSQL crashes (pg_ctl -m immediate) in the middle of an e-mail
// login, between the mailed device link and its approval, and comes back. The approval while it is down
// answers a clean 503 that says why (never 500, nothing unhandled); once it is back the same link approves,
// the code is mailed and verifies, and the login ends with a session: nothing of the half-done login is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askDeviceApproval, Device, EMBEDDED_PROJECT, login, post, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';
import { ensurePostgres, startPostgres, type TestPostgres } from './helpers/postgres.js';
import { collectUnhandled } from './helpers/unhandled.js';

const unhandled = collectUnhandled();

const availability = ensurePostgres();
if (!availability.ok) console.warn(`embedded database restart test skipped: ${availability.reason}`);

describe.skipIf(!availability.ok)('the database restarts mid-login', () => {
  let pgServer: TestPostgres;
  let world: EmbeddedWorld;
  beforeAll(async () => {
    if (!availability.ok) return;
    pgServer = await startPostgres(availability.bin, { durable: true });
    // Two sign-ins to one address within seconds (the account's first device, then the new one): no resend wait.
    world = await startEmbeddedWorld({ database: { url: await pgServer.createDatabase('embedded_restart'), poolSize: 4 }, embedded: { otp: { resendSeconds: 0 } } });
  });
  afterAll(async () => {
    await world?.stop();
    await pgServer?.stop();
  });

  it('PostgreSQL down between the device mail and its approval: 503 DATABASE_UNAVAILABLE, then the same link approves and the login completes', async () => {
    const email = 'restart@example.com';
    // The account has a device: a new one's code asks for the approval link.
    await login(world, email, await Device.create());
    const device = await Device.create();
    const { token } = await askDeviceApproval(world, email, device);
    const after = Date.now();

    pgServer.down();
    const whileDown = await post(world.server, '/embedded/v1/device/approve', { token });
    expect(whileDown.status).toBe(503);
    expect(whileDown.body.error.code).toBe('DATABASE_UNAVAILABLE');
    pgServer.up();

    // The pool reconnects by itself: the same link approves within a few seconds, with the same server process.
    const deadline = Date.now() + 15_000;
    let approved = await post(world.server, '/embedded/v1/device/approve', { token });
    while (approved.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      approved = await post(world.server, '/embedded/v1/device/approve', { token });
    }
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    await world.sink.waitForMail({ to: email, subject: /sign-in code/, after });
    const verify = await post(world.server, '/embedded/v1/email/verify', { projectId: EMBEDDED_PROJECT, email, otp: world.sink.codeFor(email), device: device.key });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    expect(unhandled).toEqual([]);
  }, 90_000);
});
