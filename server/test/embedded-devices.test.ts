// Devices, sessions and passkeys of an embedded-wallet account: listed and revoked by the account's own
// signed sessions only; a revoked device loses its share and its sessions; a sign-in passkey is added only
// from a device that holds the wallet; a device-approval link and the code after it admit only the device
// key that asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator, type CeremonyOptions } from './helpers/authenticator.js';
import { admitDevice, askDeviceApproval, Device, EMBEDDED_PROJECT, login, passwordWalletBody, post, signedPost, startEmbeddedWorld, verifyByCode, type EmbeddedWorld } from './helpers/embedded.js';

const API = '/embedded/v1';
const APP = 'https://app.example.com';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const b64 = (n: number, fill: string) => Buffer.alloc(n, fill).toString('base64url');
const walletBody = passwordWalletBody({ address: '0x3333333333333333333333333333333333333333', serverShare: b64(33, 'server-share') });

describe('Devices, sessions and passkeys of an account', () => {
  let w: EmbeddedWorld;
  let ceremony: CeremonyOptions;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
    const site = new URL(w.server.secureSiteUrl!);
    ceremony = { origin: site.origin, rpId: site.hostname, topOrigin: APP };
  });
  afterAll(() => w?.stop());

  /** An account whose first device created the wallet (holds a share); a second device signed in without one. */
  async function accountWithTwoDevices(email: string) {
    const first = await Device.create();
    const one = await login(w, email, first);
    expect((await signedPost(w.server, first, one.token, `${API}/wallet/create`, walletBody)).status).toBe(200);
    const second = await Device.create();
    const two = await login(w, email, second);
    return { first, one, second, two };
  }

  it('lists the devices of the account: this device, the one with the share, and their sessions', async () => {
    const { first, one, second } = await accountWithTwoDevices('devices-list@example.com');
    const list = await signedPost(w.server, first, one.token, `${API}/devices`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.devices).toHaveLength(2);
    const mine = list.body.devices.find((d: { current: boolean }) => d.current);
    expect(mine).toMatchObject({ enrolled: true, current: true });
    expect(typeof mine.firstSeen).toBe('number');
    expect(typeof mine.lastSeen).toBe('number');
    expect(list.body.devices.find((d: { current: boolean }) => !d.current)).toMatchObject({ enrolled: false });
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.passkeys).toEqual([]);
    void second;
  });

  it('an attacker with a stolen session token and their own device key, or with a session of their own account, cannot list or revoke the devices of another account', async () => {
    const victim = await accountWithTwoDevices('devices-victim@example.com');
    const thief = await Device.create();
    expect((await signedPost(w.server, thief, victim.one.token, `${API}/devices`)).body.error.code).toBe('SIGNATURE_INVALID');
    const victimList = (await signedPost(w.server, victim.first, victim.one.token, `${API}/devices`)).body;
    const victimDevice = victimList.devices.find((d: { current: boolean }) => d.current).id;
    const victimSession = victimList.sessions[0].id;
    expect((await signedPost(w.server, thief, victim.one.token, `${API}/devices/revoke`, { id: victimDevice })).body.error.code).toBe('SIGNATURE_INVALID');

    // With a session of their own, naming the victim's device and session: nothing of the victim's is found.
    const own = await login(w, 'devices-attacker@example.com', thief);
    const ownList = await signedPost(w.server, thief, own.token, `${API}/devices`);
    expect(ownList.status).toBe(200);
    expect(JSON.stringify(ownList.body)).not.toContain(victimDevice);
    const device = await signedPost(w.server, thief, own.token, `${API}/devices/revoke`, { id: victimDevice });
    expect(device.status).toBe(404);
    expect(device.body.error.code).toBe('NOT_FOUND');
    const session = await signedPost(w.server, thief, own.token, `${API}/sessions/revoke`, { id: victimSession });
    expect(session.status).toBe(404);
    // The victim's device still works.
    expect((await signedPost(w.server, victim.first, victim.one.token, `${API}/wallet/share`)).status).toBe(200);
  });

  it('after its device is revoked, a device\'s session is refused and its share cannot be fetched', async () => {
    const { first, one, second, two } = await accountWithTwoDevices('devices-revoke@example.com');
    // The second device, allowed by the first, recovers and enrols (it holds a share now).
    await admitDevice(w, first, one.token, second, two.token);
    expect((await signedPost(w.server, second, two.token, `${API}/wallet/device`, { serverShare: b64(33, 'second-share') })).status).toBe(200);
    const list = (await signedPost(w.server, first, one.token, `${API}/devices`)).body;
    const other = list.devices.find((d: { current: boolean }) => !d.current);
    expect(other.enrolled).toBe(true);
    const revoked = await signedPost(w.server, first, one.token, `${API}/devices/revoke`, { id: other.id });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const share = await signedPost(w.server, second, two.token, `${API}/wallet/share`);
    expect(share.status).toBe(401);
    expect(share.body.error.code).toBe('SESSION_EXPIRED');
    // Signing in again on that device needs a new approval from the mailbox, and then it holds no share.
    expect((await verifyByCode(w, 'devices-revoke@example.com', second)).body.action).toBe('VERIFY_DEVICE');
    const again = await login(w, 'devices-revoke@example.com', second);
    expect(again.account.deviceEnrolled).toBe(false);
    expect((await signedPost(w.server, second, again.token, `${API}/wallet/share`)).body.error.code).toBe('WALLET_NOT_FOUND');
    // The first device is untouched.
    expect((await signedPost(w.server, first, one.token, `${API}/wallet/share`)).status).toBe(200);
  });

  it('revoking this device signs it out; a session is revoked alone; a passkey is removed', async () => {
    const { first, one, second, two } = await accountWithTwoDevices('devices-self@example.com');
    const options = await signedPost(w.server, first, one.token, `${API}/passkey/register/options`);
    const authenticator = new SoftAuthenticator();
    const added = await signedPost(w.server, first, one.token, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response: authenticator.create(options.body, ceremony) });
    expect(added.status).toBe(200);
    const list = (await signedPost(w.server, second, two.token, `${API}/devices`)).body;
    expect(list.passkeys).toEqual([expect.objectContaining({ id: authenticator.id })]);
    // Only a device that holds the wallet removes a passkey (it admits new devices: embedded-device-admission.test.ts).
    expect((await signedPost(w.server, second, two.token, `${API}/passkeys/revoke`, { id: authenticator.id })).body.error.code).toBe('DEVICE_NOT_ENROLLED');
    expect((await signedPost(w.server, first, one.token, `${API}/passkeys/revoke`, { id: authenticator.id })).status).toBe(200);
    const passkeyLogin = await post(w.server, `${API}/passkey/login/verify`, {
      projectId: EMBEDDED_PROJECT,
      device: (await Device.create()).key,
      response: authenticator.get({ challenge: b64(32, 'x') }, ceremony),
    });
    expect(passkeyLogin.body.error.code).toBe('PASSKEY_UNKNOWN');

    const mine = list.sessions.find((s: { current: boolean }) => s.current).id;
    expect((await signedPost(w.server, second, two.token, `${API}/sessions/revoke`, { id: mine })).status).toBe(200);
    expect((await signedPost(w.server, second, two.token, `${API}/devices`)).body.error.code).toBe('SESSION_EXPIRED');

    const self = (await signedPost(w.server, first, one.token, `${API}/devices`)).body.devices.find((d: { current: boolean }) => d.current).id;
    expect((await signedPost(w.server, first, one.token, `${API}/devices/revoke`, { id: self })).status).toBe(200);
    expect((await signedPost(w.server, first, one.token, `${API}/session`)).body.error.code).toBe('SESSION_EXPIRED');
  });

  it('a wallet whose every device was revoked still asks a new device for the mailed link: a code alone opens no session', async () => {
    const email = 'devices-none-left@example.com';
    const only = await Device.create();
    const session = await login(w, email, only);
    expect((await signedPost(w.server, only, session.token, `${API}/wallet/create`, walletBody)).status).toBe(200);
    const self = (await signedPost(w.server, only, session.token, `${API}/devices`)).body.devices[0].id;
    expect((await signedPost(w.server, only, session.token, `${API}/devices/revoke`, { id: self })).status).toBe(200);
    // No device key, no share, no passkey is left, but the wallet is: a code read off the mail (a phishing page
    // that asks for it) must not make a device of it, nor bring the revoked one back.
    expect((await verifyByCode(w, email, await Device.create())).body).toEqual({ action: 'VERIFY_DEVICE' });
    expect((await verifyByCode(w, email, only)).body).toEqual({ action: 'VERIFY_DEVICE' });
  });

  it('a session of a device that holds no share (and made no recovery) cannot register a sign-in passkey for a wallet', async () => {
    const { second, two } = await accountWithTwoDevices('devices-passkey-gate@example.com');
    const options = await signedPost(w.server, second, two.token, `${API}/passkey/register/options`);
    expect(options.status).toBe(403);
    expect(options.body.error.code).toBe('DEVICE_NOT_ENROLLED');
  });

  it('a new device and a new passkey each send a mail to the account, saying which browser and what to do if it was not you', async () => {
    const email = 'devices-mail@example.com';
    const first = await Device.create();
    const one = await login(w, email, first);
    expect((await signedPost(w.server, first, one.token, `${API}/wallet/create`, walletBody)).status).toBe(200);
    const after = Date.now();
    const ask = await askDeviceApproval(w, email, await Device.create(), { headers: { 'user-agent': FIREFOX } });
    expect(ask.mail.text).toContain('Firefox on Linux');
    await login(w, email, await Device.create());
    const mail = await w.sink.waitForMail({ to: email, subject: /New device signed in to your wallet/, after });
    expect(mail.text).toMatch(/devices/i);
    const options = await signedPost(w.server, first, one.token, `${API}/passkey/register/options`);
    const added = await signedPost(w.server, first, one.token, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response: new SoftAuthenticator().create(options.body, ceremony) });
    expect(added.status).toBe(200);
    await w.sink.waitForMail({ to: email, subject: /A passkey was added to your wallet/, after });
  });
});

describe('Device approval is bound to the device key that asked', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
  });
  afterAll(() => w?.stop());

  const verify = (email: string, device: Device, otp: string) => post(w.server, `${API}/email/verify`, { projectId: EMBEDDED_PROJECT, email, device: device.key, otp });

  it('an approval link issued for device key A cannot admit device key B', async () => {
    const email = 'bound-link@example.com';
    await login(w, email, await Device.create());
    const a = await Device.create();
    const b = await Device.create();
    const { token } = await askDeviceApproval(w, email, a);
    const approving = Date.now();
    expect((await post(w.server, `${API}/device/approve`, { token })).status).toBe(200);
    // The code the link mailed is for A's key: B cannot use it.
    await w.sink.waitForMail({ to: email, subject: /sign-in code/, after: approving });
    expect((await verify(email, b, w.sink.codeFor(email)!)).body.error.code).toBe('OTP_INVALID');
    // B is still a new device: its own code gets it no session, only its own approval mail.
    expect((await verifyByCode(w, email, b)).body).toEqual({ action: 'VERIFY_DEVICE' });
  });

  it('an attacker whose device key was approved before cannot sign in with the code mailed for another device\'s sign-in', async () => {
    const email = 'bound-code@example.com';
    const victim = await Device.create();
    const attacker = await Device.create();
    // Both keys approved (the attacker's by an earlier slip, or a shared computer).
    await login(w, email, attacker);
    const { token } = await askDeviceApproval(w, email, victim);
    const approving = Date.now();
    expect((await post(w.server, `${API}/device/approve`, { token })).status).toBe(200);
    await w.sink.waitForMail({ to: email, subject: /sign-in code/, after: approving });
    const code = w.sink.codeFor(email)!;
    // The code the victim received (read off a phishing page, say) is for the victim's device key only.
    const stolen = await verify(email, attacker, code);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.code).toBe('OTP_INVALID');
    expect((await verify(email, victim, code)).status).toBe(200);
  });

  it('the approval says which browser, app origin and time asked, and only to the holder of the link', async () => {
    const email = 'bound-details@example.com';
    await login(w, email, await Device.create());
    const { mail, token } = await askDeviceApproval(w, email, await Device.create(), {
      appOrigin: APP,
      headers: { 'user-agent': FIREFOX, origin: new URL(w.server.secureSiteUrl!).origin },
    });
    expect(mail.text).toContain('Firefox on Linux');
    expect(mail.text).toContain('app.example.com');
    const details = await post(w.server, `${API}/device/approval`, { token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ browser: 'Firefox on Linux', appOrigin: APP });
    expect(Math.abs(details.body.requestedAt - Date.now())).toBeLessThan(60_000);
    expect((await post(w.server, `${API}/device/approval`, { token: b64(32, 'z') })).body.error.code).toBe('DEVICE_NOT_APPROVED');
  });

  it('an app origin the project does not allow, or one sent from outside a browser page of the secure site, is not shown as the origin that asked', async () => {
    const email = 'bound-origin@example.com';
    await login(w, email, await Device.create());
    // An allowed origin, but sent without the secure site's page as the request's origin.
    const { token } = await askDeviceApproval(w, email, await Device.create(), { appOrigin: APP });
    expect((await post(w.server, `${API}/device/approval`, { token })).body.appOrigin).toBeNull();
    const other = 'bound-origin2@example.com';
    await login(w, other, await Device.create());
    const evil = await askDeviceApproval(w, other, await Device.create(), { appOrigin: 'https://evil.example', headers: { origin: new URL(w.server.secureSiteUrl!).origin } });
    expect((await post(w.server, `${API}/device/approval`, { token: evil.token })).body.appOrigin).toBeNull();
  });
});
