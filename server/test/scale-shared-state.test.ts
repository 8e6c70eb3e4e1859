// Two server instances side by side on one PostgreSQL hold no state of their own that matters: the rate
// limits count across both, a one-time code and a SIWX nonce are each redeemed once even when both
// instances are asked at the same moment, sessions made on one serve on the other, and the one
// per-instance cache (projects) goes stale for at most its 5 s lifetime.
import { randomBytes } from 'node:crypto';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@wallet-modal/testing';
import type { RunningServer } from '../src/server.js';
import { startTestChain, type TestChain } from './helpers/chain.js';
import { Device, EMBEDDED_PROJECT, embeddedConfig, fixtureSecureSite, post } from './helpers/embedded.js';
import { ensurePostgres, startPostgres, type TestPostgres } from './helpers/postgres.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';

const availability = ensurePostgres();
if (!availability.ok) console.warn(`shared-state suite skipped: ${availability.reason}`);

const MAILS_PER_IP = 6;
const CHECKS_PER_IP = 20;

let pgServer: TestPostgres;
let sink: SmtpSink;
let chain: TestChain;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  if (!availability.ok) return;
  [pgServer, sink, chain] = await Promise.all([startPostgres(availability.bin), startSmtpSink(), startTestChain(31337)]);
  const url = await pgServer.createDatabase('shared_state');
  const embedded = embeddedConfig(sink, fixtureSecureSite(), {
    database: { url },
    history: { enabled: false },
    chains: [{ id: 'eip155:31337', name: 'Anvil', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    embedded: { masterKey: randomBytes(32).toString('base64'), otp: { perIpPerHour: MAILS_PER_IP, verifyPerIpPerHour: CHECKS_PER_IP } },
  });
  // One operator, one config: both instances share the database and the master key.
  const config = { ...embedded, projects: [...embedded.projects!, ...projects!] };
  [a, b] = await Promise.all([startTestServer(config), startTestServer(config)]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await sink?.stop();
  await chain?.stop();
  await pgServer?.stop();
});
// Each test starts with no counted mails or checks (the limits' table is the shared store).
beforeEach(async () => {
  if (availability.ok) await a.services.db.query('delete from embedded_rate_limits');
});

const fresh = () => `user-${randomBytes(4).toString('hex')}@example.com`;
const start = (server: RunningServer, email: string, device: Device) => post(server, '/embedded/v1/email/start', { projectId: EMBEDDED_PROJECT, email, device: device.key });
const verify = (server: RunningServer, email: string, device: Device, otp: string) => post(server, '/embedded/v1/email/verify', { projectId: EMBEDDED_PROJECT, email, device: device.key, otp });

describe.skipIf(!availability.ok)('two instances on one PostgreSQL: shared state', () => {
  it(`Rate limit: mails asked of the two instances in turn hit the per-IP limit at the same total as one instance (${MAILS_PER_IP}), then both refuse`, async () => {
    const device = await Device.create();
    const statuses: number[] = [];
    for (let i = 0; i < MAILS_PER_IP; i++) statuses.push((await start(i % 2 ? b : a, fresh(), device)).status);
    expect(statuses).toEqual(Array(MAILS_PER_IP).fill(200));
    for (const server of [a, b]) {
      const refused = await start(server, fresh(), device);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Please try again after \d+ seconds$/) });
    }
  });

  it(`Rate limit: code checks on the two instances in turn are counted together (${CHECKS_PER_IP}), then both refuse`, async () => {
    const device = await Device.create();
    for (let i = 0; i < CHECKS_PER_IP; i++) {
      // Counted before anything else is looked at: a code that was never mailed is refused after its check is counted.
      expect((await verify(i % 2 ? b : a, fresh(), device, '000000')).body.error.code).toBe('OTP_INVALID');
    }
    for (const server of [b, a]) expect((await verify(server, fresh(), device, '000000')).body.error.code).toBe('RATE_LIMITED');
  });

  /** A new visitor's login started on B, which mails the code: the code was issued by B. */
  async function codeIssuedByB() {
    const email = fresh();
    const device = await Device.create();
    const after = Date.now();
    expect((await start(b, email, device)).body).toEqual({ action: 'VERIFY_OTP' });
    await sink.waitForMail({ to: email, subject: /code/, after });
    return { email, device, code: sink.codeFor(email)! };
  }

  it('One-time code: issued by one instance, it is redeemed on the other, once', async () => {
    const { email, device, code } = await codeIssuedByB();
    const redeemed = await verify(a, email, device, code);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.account.email).toBe(email);
    for (const server of [b, a]) expect((await verify(server, email, device, code)).body.error.code).toBe('OTP_INVALID');
  });

  it('One-time code: sent to both instances at the same moment, it opens exactly one session', async () => {
    for (let round = 0; round < 3; round++) {
      const { email, device, code } = await codeIssuedByB();
      const answers = await Promise.all([verify(a, email, device, code), verify(b, email, device, code)]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(answers.map((r) => r.body))).toEqual([200, 400]);
      expect(answers.find((r) => r.status === 400)!.body.error.code).toBe('OTP_INVALID');
      // And once more on each afterwards: spent everywhere.
      for (const server of [a, b]) expect((await verify(server, email, device, code)).body.error.code).toBe('OTP_INVALID');
    }
  });

  describe('sign-in with wallet (SIWX)', () => {
    const account = () => privateKeyToAccount(chain.accounts[1]!.privateKey);
    const siwx = (server: RunningServer, path: string, body: unknown) =>
      call(server, `${path}?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN }, body: JSON.stringify(body) });
    async function signed(nonce: string) {
      const message = createSiweMessage({
        address: account().address,
        chainId: 31337,
        domain: new URL(ALLOWED_ORIGIN).host,
        uri: `${ALLOWED_ORIGIN}/`,
        version: '1',
        issuedAt: new Date(),
        nonce,
      });
      return { message, signature: await account().signMessage({ message }) };
    }

    it('a nonce issued by one instance is redeemed once only: the signed message sent to both at the same moment opens one session', async () => {
      for (let round = 0; round < 4; round++) {
        const { nonce } = (await siwx(a, '/v1/siwx/nonce', {})).body as { nonce: string };
        const body = await signed(nonce);
        const answers = await Promise.all([siwx(a, '/v1/siwx/sessions', body), siwx(b, '/v1/siwx/sessions', body)]);
        expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([200, 401]);
        expect(answers.find((r) => r.status === 401)!.body.error.code).toBe('SIWX_NONCE_INVALID');
      }
    });

    it('a session made on one instance is valid on the other; revoked on the other, it is refused on both', async () => {
      const { nonce } = (await siwx(b, '/v1/siwx/nonce', {})).body as { nonce: string };
      const made = await siwx(a, '/v1/siwx/sessions', await signed(nonce));
      expect(made.status).toBe(200);
      const { token, session } = made.body as { token: string; session: unknown };
      expect((await siwx(b, '/v1/siwx/session', { token })).body).toEqual(session);
      expect((await siwx(b, '/v1/siwx/session/revoke', { token })).body).toEqual({ revoked: true });
      for (const server of [a, b]) expect((await siwx(server, '/v1/siwx/session', { token })).body.error.code).toBe('SIWX_SESSION_INVALID');
    });
  });

  it('the project cache is per instance: an origin removed through one is refused by the other within its 5 s lifetime', async () => {
    const origin = 'https://soon-gone.example';
    await a.services.projects.upsert({ id: 'cached-project', origins: [origin] });
    const origins = (server: RunningServer) => call(server, '/projects/v1/origins?projectId=cached-project', { headers: { origin } });
    expect((await origins(b)).status).toBe(200); // B now holds the project in its cache
    const removedAt = Date.now();
    await a.services.projects.removeOrigins('cached-project', [origin]);
    expect((await origins(a)).status).toBe(403); // A had not cached the project: refused at once
    let refusedAfter: number | undefined;
    while (refusedAfter === undefined && Date.now() - removedAt < 8_000) {
      if ((await origins(b)).status === 403) refusedAfter = Date.now() - removedAt;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refusedAfter).toBeDefined();
    expect(refusedAfter!).toBeLessThanOrEqual(5_000 + 200);
  });
});
