// Issue 29 item 3, the part about admitting a new device: someone with the owner's mailbox who learns or
// guesses the recovery password must not get the wallet on their own browser while the owner still has a
// device that holds it or a passkey. Through the public routes with real HTTP: the owner's device or passkey
// admits the new one, or the person waits out the delay the account's address was warned of (and can cancel).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator, type CeremonyOptions } from './helpers/authenticator.js';
import { Device, EMBEDDED_PROJECT, login, passwordWalletBody, post, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const API = '/embedded/v1';
const rightProof = randomBytes(32).toString('base64url');
const walletBody = passwordWalletBody({ address: '0x2222222222222222222222222222222222222222', verifier: rightProof });
const halves = { serverHalf: walletBody.recovery.serverHalf, userHalf: walletBody.recovery.userHalf };
const APP = 'https://app.example.com';
const DELAY_SECONDS = 6;

describe('Admitting a new device where the account has an enrolled device', () => {
  let w: EmbeddedWorld;
  let ceremony: CeremonyOptions;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 }, recovery: { newDeviceDelaySeconds: DELAY_SECONDS } } });
    const site = new URL(w.server.secureSiteUrl!);
    ceremony = { origin: site.origin, rpId: site.hostname, topOrigin: APP };
  });
  afterAll(() => w?.stop());

  /** The owner creates a password wallet on their device; the attacker, with the mailbox and the password, signs in on another. */
  async function ownerAndNewDevice(email: string) {
    const owner = await Device.create();
    const mine = await login(w, email, owner);
    expect((await signedPost(w.server, owner, mine.token, `${API}/wallet/create`, walletBody)).status).toBe(200);
    const device = await Device.create();
    const session = await login(w, email, device);
    const recovery = (body: unknown = { proof: rightProof }) => signedPost(w.server, device, session.token, `${API}/wallet/recovery`, body);
    return { owner, ownerToken: mine.token, device, session, recovery };
  }

  it('an attacker with the mailbox and the right password cannot take the recovery halves to a new device while the owner has an enrolled device', async () => {
    const { recovery, device, session } = await ownerAndNewDevice('admit-attack@example.com');
    const answer = await recovery();
    expect(JSON.stringify(answer.body)).not.toContain(walletBody.recovery.serverHalf);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('DEVICE_ADMISSION_REQUIRED');
    expect(answer.body.error.message).toMatch(/^This device is new to your wallet: .* it opens here on \d{4}-\d\d-\d\d \d\d:\d\d UTC unless cancelled/);
    expect(answer.body.error.retryAfter).toBeGreaterThan(0);
    // Nor does enrolling a share of its own make it a device that holds the wallet (and so one that could allow others).
    const enrol = await signedPost(w.server, device, session.token, `${API}/wallet/device`, { serverShare: walletBody.serverShare });
    expect(enrol.body.error?.code).toBe('DEVICE_ADMISSION_REQUIRED');
    // Nor can a device without a share allow itself.
    const own = (await signedPost(w.server, device, session.token, `${API}/devices`)).body.admissions;
    expect(own).toHaveLength(1);
    expect((await signedPost(w.server, device, session.token, `${API}/devices/admit`, { id: own[0].id })).body.error.code).toBe('DEVICE_NOT_ENROLLED');
    expect((await recovery()).body.error.code).toBe('DEVICE_ADMISSION_REQUIRED');
  });

  it('an attacker with the mailbox cannot remove the owner\'s device or passkey to open the way for the password alone', async () => {
    const { owner, ownerToken, device, session, recovery } = await ownerAndNewDevice('admit-remove@example.com');
    const options = await signedPost(w.server, owner, ownerToken, `${API}/passkey/register/options`);
    const authenticator = new SoftAuthenticator();
    expect((await signedPost(w.server, owner, ownerToken, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response: authenticator.create(options.body, ceremony) })).status).toBe(200);
    const list = (await signedPost(w.server, device, session.token, `${API}/devices`)).body;
    const ownersDevice = list.devices.find((d: { enrolled: boolean }) => d.enrolled).id;
    expect((await signedPost(w.server, device, session.token, `${API}/devices/revoke`, { id: ownersDevice })).body.error.code).toBe('DEVICE_NOT_ENROLLED');
    expect((await signedPost(w.server, device, session.token, `${API}/passkeys/revoke`, { id: authenticator.id })).body.error.code).toBe('DEVICE_NOT_ENROLLED');
    expect((await recovery()).body.error.code).toBe('DEVICE_ADMISSION_REQUIRED');
  });

  it('the owner is told at once by mail, and a device that holds the wallet allows the new one: then the password opens it', async () => {
    const after = Date.now();
    const { owner, ownerToken, device, session, recovery } = await ownerAndNewDevice('admit-approve@example.com');
    expect((await recovery()).status).toBe(403);
    const mail = await w.sink.waitForMail({ to: 'admit-approve@example.com', subject: /A new device asks to open your wallet/, after });
    expect(mail.text).toContain('/embedded/admission/cancel?token=');
    const waiting = (await signedPost(w.server, owner, ownerToken, `${API}/devices`)).body.admissions;
    expect(waiting).toEqual([expect.objectContaining({ deviceId: expect.any(String), browser: expect.any(String), readyAt: expect.any(Number) })]);
    expect((await signedPost(w.server, owner, ownerToken, `${API}/devices/admit`, { id: waiting[0].id })).body).toEqual({ ok: true });
    // Admitted, the password is still checked online.
    expect((await recovery({ proof: randomBytes(32).toString('base64url') })).body.error.code).toBe('WRONG_PASSWORD');
    expect((await recovery()).body).toEqual(halves);
    expect((await signedPost(w.server, device, session.token, `${API}/wallet/device`, { serverShare: walletBody.serverShare })).body).toEqual({ ok: true });
  });

  it('a device that holds the wallet can refuse the new one', async () => {
    const { owner, ownerToken, recovery } = await ownerAndNewDevice('admit-refuse@example.com');
    await recovery();
    const [asked] = (await signedPost(w.server, owner, ownerToken, `${API}/devices`)).body.admissions;
    expect((await signedPost(w.server, owner, ownerToken, `${API}/devices/refuse`, { id: asked.id })).body).toEqual({ ok: true });
    expect((await signedPost(w.server, owner, ownerToken, `${API}/devices/admit`, { id: asked.id })).body.error.code).toBe('NOT_FOUND');
  });

  it('a passkey of the account admits the new device: its sign-in is the proof', async () => {
    const { owner, ownerToken } = await ownerAndNewDevice('admit-passkey@example.com');
    const options = await signedPost(w.server, owner, ownerToken, `${API}/passkey/register/options`);
    const authenticator = new SoftAuthenticator();
    expect((await signedPost(w.server, owner, ownerToken, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response: authenticator.create(options.body, ceremony) })).status).toBe(200);
    const laptop = await Device.create();
    const challenge = (await post(w.server, `${API}/passkey/login/options`, { projectId: EMBEDDED_PROJECT, device: laptop.key })).body;
    const signedIn = await post(w.server, `${API}/passkey/login/verify`, { projectId: EMBEDDED_PROJECT, device: laptop.key, response: authenticator.get(challenge, ceremony) });
    expect(signedIn.status).toBe(200);
    expect((await signedPost(w.server, laptop, signedIn.body.token, `${API}/wallet/recovery`, { proof: rightProof })).body).toEqual(halves);
  });

  it('an account whose only factor left is a passkey still guards the wallet: the e-mail code and the password alone wait', async () => {
    const { owner, ownerToken, recovery } = await ownerAndNewDevice('admit-passkey-only@example.com');
    const options = await signedPost(w.server, owner, ownerToken, `${API}/passkey/register/options`);
    expect((await signedPost(w.server, owner, ownerToken, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response: new SoftAuthenticator().create(options.body, ceremony) })).status).toBe(200);
    const self = (await signedPost(w.server, owner, ownerToken, `${API}/devices`)).body.devices.find((d: { current: boolean }) => d.current).id;
    expect((await signedPost(w.server, owner, ownerToken, `${API}/devices/revoke`, { id: self })).status).toBe(200);
    expect((await recovery()).body.error.code).toBe('DEVICE_ADMISSION_REQUIRED');
  });

  it('the owner who lost every device waits out the delay, then the password opens the wallet', async () => {
    const { recovery } = await ownerAndNewDevice('admit-wait@example.com');
    const first = await recovery();
    expect(first.body.error.code).toBe('DEVICE_ADMISSION_REQUIRED');
    await new Promise((r) => setTimeout(r, first.body.error.retryAfter * 1000 + 200));
    expect((await recovery()).body).toEqual(halves);
  });

  it('the cancel link in the mail stops the wait: its page changes nothing, its button cancels, once', async () => {
    const after = Date.now();
    const { recovery } = await ownerAndNewDevice('admit-cancel@example.com');
    expect((await recovery()).status).toBe(403);
    const mail = await w.sink.waitForMail({ to: 'admit-cancel@example.com', subject: /A new device asks to open your wallet/, after });
    const link = new URL(/https?:\/\/\S+\/embedded\/admission\/cancel\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('asked on');
    const token = link.searchParams.get('token')!;
    expect((await post(w.server, `${API}/admission/cancel`, { token })).body).toEqual({ ok: true });
    expect((await post(w.server, `${API}/admission/cancel`, { token })).body.error.code).toBe('ADMISSION_CANCEL_INVALID');
    await new Promise((r) => setTimeout(r, DELAY_SECONDS * 1000 + 200));
    // The wait was cancelled: asking again starts a new one, and mails the owner again.
    const again = await recovery();
    expect(again.body.error.code).toBe('DEVICE_ADMISSION_REQUIRED');
    expect(JSON.stringify(again.body)).not.toContain(walletBody.recovery.serverHalf);
    await w.sink.waitForMail({ to: 'admit-cancel@example.com', subject: /A new device asks to open your wallet/, after: Date.now() - 1000 });
  });

  it('an account without another device or passkey admits a new device with the password, as before', async () => {
    const { owner, ownerToken, recovery } = await ownerAndNewDevice('admit-no-device@example.com');
    const self = (await signedPost(w.server, owner, ownerToken, `${API}/devices`)).body.devices.find((d: { current: boolean }) => d.current).id;
    expect((await signedPost(w.server, owner, ownerToken, `${API}/devices/revoke`, { id: self })).status).toBe(200);
    expect((await recovery()).body).toEqual(halves);
  });
});
