// Passkeys of the embedded wallet, verified for real by the server (a software P-256 authenticator with
// 'none' attestation): registration by a signed-in device, sign-in without an e-mail that answers a
// device-bound session, and every way a ceremony must fail. Then the operator's custodial recovery mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator, type CeremonyOptions } from './helpers/authenticator.js';
import { Device, EMBEDDED_PROJECT, login, post, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const API = '/embedded/v1';
const APP = 'https://app.example.com';
const b64 = (n: number, fill: string) => Buffer.alloc(n, fill).toString('base64url');

const walletBody = (userHalf: unknown) => ({
  address: '0x2222222222222222222222222222222222222222',
  serverShare: b64(33, 'server-share'),
  recovery: { serverHalf: b64(33, 'recovery-server-half'), userHalf },
});
const prfHalf = (credentialId: string) => ({ ciphertext: b64(48, 'c'), iv: b64(12, 'i'), kdf: { name: 'passkey-prf', credentialId, salt: b64(32, 's') } });

describe('Passkeys of the embedded wallet (user recovery mode)', () => {
  let w: EmbeddedWorld;
  let ceremony: CeremonyOptions;

  /** Signs in by e-mail and registers a new passkey for the account; answers the authenticator and session. */
  async function registered(email: string) {
    const device = await Device.create();
    const session = await login(w, email, device);
    const options = await signedPost(w.server, device, session.token, `${API}/passkey/register/options`);
    expect(options.status).toBe(200);
    const authenticator = new SoftAuthenticator();
    const response = authenticator.create(options.body, ceremony);
    const verified = await signedPost(w.server, device, session.token, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response });
    return { device, session, authenticator, options: options.body, response, verified };
  }

  async function loginOptions(device: Device) {
    const answer = await post(w.server, `${API}/passkey/login/options`, { projectId: EMBEDDED_PROJECT, device: device.key });
    expect(answer.status).toBe(200);
    return answer.body as { challenge: string; rpId: string };
  }

  const loginVerify = (device: Device, response: unknown) => post(w.server, `${API}/passkey/login/verify`, { projectId: EMBEDDED_PROJECT, device: device.key, response });

  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
    const site = new URL(w.server.secureSiteUrl!);
    ceremony = { origin: site.origin, rpId: site.hostname, topOrigin: APP };
  });
  afterAll(() => w?.stop());

  it('registers a passkey for the signed-in user: RP ID = the secure site host, discoverable, user verification required, verified attestation', async () => {
    const { options, verified, authenticator } = await registered('passkey-register@example.com');
    expect(options.rp.id).toBe(new URL(w.server.secureSiteUrl!).hostname);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toEqual({ credentialId: authenticator.id });
  });

  it('signs in with the passkey alone: a session bound to the new device key, the same account, and its signed requests work', async () => {
    const { session, authenticator } = await registered('passkey-login@example.com');
    const device = await Device.create();
    const options = await loginOptions(device);
    const answer = await loginVerify(device, authenticator.get(options, ceremony));
    expect(answer.status).toBe(200);
    expect(answer.body.account).toMatchObject({ userId: session.account.userId, email: 'passkey-login@example.com', deviceEnrolled: false });
    const account = await signedPost(w.server, device, answer.body.token, `${API}/session`);
    expect(account.status).toBe(200);
    expect(account.body.userId).toBe(session.account.userId);
    // The token is bound to the device key that asked: another key cannot use it.
    const thief = await Device.create();
    expect((await signedPost(w.server, thief, answer.body.token, `${API}/session`)).body.error.code).toBe('SIGNATURE_INVALID');
  });

  it('a challenge is used once: a replayed registration and a replayed assertion are refused', async () => {
    const { device, session, options, response, verified, authenticator } = await registered('passkey-replay@example.com');
    expect(verified.status).toBe(200);
    const again = await signedPost(w.server, device, session.token, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('PASSKEY_INVALID');
    // Another, new credential answering the spent challenge: only the challenge's single use stops it.
    const reused = new SoftAuthenticator().create(options, ceremony);
    const second = await signedPost(w.server, device, session.token, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response: reused });
    expect(second.body.error).toMatchObject({ code: 'PASSKEY_INVALID', message: expect.stringMatching(/challenge/i) });

    const other = await Device.create();
    const challenge = await loginOptions(other);
    const assertion = authenticator.get(challenge, ceremony);
    expect((await loginVerify(other, assertion)).status).toBe(200);
    const replay = await loginVerify(other, assertion);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('PASSKEY_INVALID');
    // A fresh assertion (counter moved on) over the spent challenge is refused too.
    const fresh = await loginVerify(other, authenticator.get(challenge, ceremony));
    expect(fresh.body.error).toMatchObject({ code: 'PASSKEY_INVALID', message: expect.stringMatching(/challenge/i) });
  });

  it('an expired challenge is refused', async () => {
    const { authenticator } = await registered('passkey-expired@example.com');
    const device = await Device.create();
    const options = await loginOptions(device);
    // As if its 5 minutes had passed.
    await w.server.services.db.query('update embedded_passkey_challenges set expires_at = $2 where challenge = $1', [options.challenge, Date.now() - 1]);
    const answer = await loginVerify(device, authenticator.get(options, ceremony));
    expect(answer.body.error).toMatchObject({ code: 'PASSKEY_INVALID', message: expect.stringMatching(/challenge/i) });
  });

  it('a sign-in challenge is bound to the device key it was issued for', async () => {
    const { authenticator } = await registered('passkey-bound@example.com');
    const asked = await Device.create();
    const assertion = authenticator.get(await loginOptions(asked), ceremony);
    const other = await Device.create();
    const answer = await loginVerify(other, assertion);
    expect(answer.body.error.code).toBe('PASSKEY_INVALID');
  });

  it('a ceremony of another origin or for another RP ID is refused (registration and sign-in)', async () => {
    const device = await Device.create();
    const session = await login(w, 'passkey-origin@example.com', device);
    for (const wrong of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { topOrigin: 'https://not-allowed.example' }]) {
      const options = await signedPost(w.server, device, session.token, `${API}/passkey/register/options`);
      const response = new SoftAuthenticator().create(options.body, { ...ceremony, ...wrong });
      const answer = await signedPost(w.server, device, session.token, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response });
      expect(answer.status, JSON.stringify(wrong)).toBe(401);
      expect(answer.body.error.code).toBe('PASSKEY_INVALID');
    }
    const { authenticator } = await registered('passkey-origin-login@example.com');
    for (const wrong of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { topOrigin: 'https://not-allowed.example' }]) {
      const other = await Device.create();
      const answer = await loginVerify(other, authenticator.get(await loginOptions(other), { ...ceremony, ...wrong }));
      expect(answer.status, JSON.stringify(wrong)).toBe(401);
      expect(answer.body.error.code).toBe('PASSKEY_INVALID');
    }
    // The right one still signs in (the failures were the ceremony's, not the credential's).
    const device2 = await Device.create();
    expect((await loginVerify(device2, authenticator.get(await loginOptions(device2), ceremony))).status).toBe(200);
  });

  it('an assertion without user verification is refused', async () => {
    const { authenticator } = await registered('passkey-uv@example.com');
    const device = await Device.create();
    const answer = await loginVerify(device, authenticator.get(await loginOptions(device), { ...ceremony, userVerified: false }));
    expect(answer.body.error.code).toBe('PASSKEY_INVALID');
  });

  it('a signature counter that goes back (a cloned authenticator) is refused', async () => {
    const { authenticator } = await registered('passkey-counter@example.com');
    const device = await Device.create();
    expect((await loginVerify(device, authenticator.get(await loginOptions(device), { ...ceremony, counter: 5 }))).status).toBe(200);
    const back = await loginVerify(device, authenticator.get(await loginOptions(device), { ...ceremony, counter: 3 }));
    expect(back.status).toBe(401);
    expect(back.body.error.code).toBe('PASSKEY_INVALID');
    expect((await loginVerify(device, authenticator.get(await loginOptions(device), { ...ceremony, counter: 6 }))).status).toBe(200);
  });

  it('an unknown credential is refused', async () => {
    const device = await Device.create();
    const stranger = new SoftAuthenticator();
    const answer = await loginVerify(device, stranger.get(await loginOptions(device), ceremony));
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('PASSKEY_UNKNOWN');
  });

  it('the wallet takes a passkey-sealed user half only for a passkey of this account; the account then says recovery: passkey', async () => {
    const mine = await registered('passkey-wallet@example.com');
    const theirs = await registered('passkey-other@example.com');
    const refused = await signedPost(w.server, mine.device, mine.session.token, `${API}/wallet/create`, walletBody(prfHalf(theirs.authenticator.id)));
    expect(refused.status).toBe(400);
    const custodial = await signedPost(w.server, mine.device, mine.session.token, `${API}/wallet/create`, walletBody({ custodial: b64(33, 'u') }));
    expect(custodial.status).toBe(400);
    const created = await signedPost(w.server, mine.device, mine.session.token, `${API}/wallet/create`, walletBody(prfHalf(mine.authenticator.id)));
    expect(created.status).toBe(200);
    expect(created.body.recovery).toBe('passkey');
    // A new device signs in with the passkey and reads the sealed half to open with the same assertion's PRF output.
    const device = await Device.create();
    const session = (await loginVerify(device, mine.authenticator.get(await loginOptions(device), ceremony))).body;
    expect(session.account).toMatchObject({ recovery: 'passkey', deviceEnrolled: false, address: '0x2222222222222222222222222222222222222222' });
    const recovery = await signedPost(w.server, device, session.token, `${API}/wallet/recovery`);
    expect(recovery.body.userHalf).toEqual(prfHalf(mine.authenticator.id));
  });
});

describe('Custodial recovery mode (embedded.recovery.mode = custodial)', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 }, recovery: { mode: 'custodial' } } });
  });
  afterAll(() => w?.stop());

  it('the account says custodial before and after setup, and a new device recovers after e-mail login without any secret', async () => {
    const first = await Device.create();
    const session = await login(w, 'custodial@example.com', first);
    expect(session.account.recovery).toBe('custodial');
    // A user secret is refused: in this mode the server keeps the half.
    const password = { ciphertext: b64(48, 'c'), iv: b64(12, 'i'), kdf: { name: 'scrypt', salt: b64(16, 's'), N: 131072, r: 8, p: 1 } };
    expect((await signedPost(w.server, first, session.token, `${API}/wallet/create`, walletBody(password))).status).toBe(400);
    const half = b64(33, 'custodial-user-half');
    const created = await signedPost(w.server, first, session.token, `${API}/wallet/create`, walletBody({ custodial: half }));
    expect(created.status).toBe(200);
    expect(created.body.recovery).toBe('custodial');

    const second = await Device.create();
    const next = await login(w, 'custodial@example.com', second);
    expect(next.account).toMatchObject({ recovery: 'custodial', deviceEnrolled: false });
    const recovery = await signedPost(w.server, second, next.token, `${API}/wallet/recovery`);
    expect(recovery.status).toBe(200);
    expect(recovery.body).toEqual({ serverHalf: b64(33, 'recovery-server-half'), userHalf: { custodial: half } });
  });

  it('the custodial half is sealed at rest under the master key, never stored as sent', async () => {
    const device = await Device.create();
    const session = await login(w, 'custodial-rest@example.com', device);
    const half = b64(33, 'plain-user-half');
    expect((await signedPost(w.server, device, session.token, `${API}/wallet/create`, walletBody({ custodial: half }))).status).toBe(200);
    const rows = await w.server.services.db.query<{ recovery_user_half: unknown }>('select recovery_user_half from embedded_wallets where user_id = $1', [session.account.userId]);
    const stored = JSON.stringify(rows[0]!.recovery_user_half);
    expect(stored).toMatch(/"custodial":"v2\./);
    expect(stored).not.toContain(half);
  });
});
