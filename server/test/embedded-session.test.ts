// Session requests of the embedded wallet: device-signed, fresh and never replayed, revoked by
// sign-out; the wallet's shares and recovery pair round trip, sealed at rest; a restart loses nothing.
import { SignJWT } from 'jose';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/server.js';
import { admitDevice, Device, login, passwordWalletBody, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const SESSION = '/embedded/v1/session';
const b64 = (n: number, fill: string) => Buffer.alloc(n, fill).toString('base64url');
/** verifier: K_auth of the password (embedded-recovery.test.ts): what recovery asks for before it releases the halves. */
const walletBody = passwordWalletBody({ address: '0x1111111111111111111111111111111111111111' });
const { verifier: proof, ...releasedPair } = walletBody.recovery;

describe('Signed session requests', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
  });
  afterAll(() => w?.stop());

  it('A signed request answers the session account', async () => {
    const device = await Device.create();
    const { token, account } = await login(w, 'account@example.com', device);
    const answer = await signedPost(w.server, device, token, SESSION);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(account);
  });

  it('A replayed signed request (same nonce) is refused', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'replay@example.com', device);
    const headers = await device.sign(SESSION, '{}', token);
    const first = await fetch(w.server.secureSiteUrl + SESSION, { method: 'POST', headers, body: '{}' });
    expect(first.status).toBe(200);
    const replay = await fetch(w.server.secureSiteUrl + SESSION, { method: 'POST', headers, body: '{}' });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('REPLAYED_REQUEST');
    // A fresh signature with the spent nonce is a replay too.
    const reused = await signedPost(w.server, device, token, SESSION, {}, { nonce: headers['x-wallet-nonce']! });
    expect(reused.body.error.code).toBe('REPLAYED_REQUEST');
  });

  it('A request signed by another device key is refused', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'stolen@example.com', device);
    const thief = await Device.create();
    const answer = await signedPost(w.server, thief, token, SESSION);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('SIGNATURE_INVALID');
  });

  it('A request whose body differs from the signed one is refused', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'tampered@example.com', device);
    const headers = await device.sign('/embedded/v1/wallet/device', JSON.stringify({ serverShare: 'aaaa' }), token);
    const res = await fetch(`${w.server.secureSiteUrl}/embedded/v1/wallet/device`, { method: 'POST', headers, body: JSON.stringify({ serverShare: 'bbbb' }) });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SIGNATURE_INVALID');
  });

  it('A request timestamped more than 60 s away from the server clock is refused', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'stale@example.com', device);
    const answer = await signedPost(w.server, device, token, SESSION, {}, { timestamp: Date.now() - 61_000 });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('REPLAYED_REQUEST');
  });

  it('A token used after sign-out is refused', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'sign-out@example.com', device);
    expect((await signedPost(w.server, device, token, '/embedded/v1/session/sign-out')).body).toEqual({ ok: true });
    const after = await signedPost(w.server, device, token, SESSION);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SESSION_EXPIRED');
    expect(after.body.error.message).toMatch(/^Session Expired/);
  });

  it('A token with nbf in the future is SESSION_NOT_YET_VALID; an expired one SESSION_EXPIRED', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'clock@example.com', device);
    const { jwt } = w.server.services.embedded!.keys; // the server's own key: the token differs only in its times
    const [, payloadPart] = token.split('.');
    const claims = JSON.parse(Buffer.from(payloadPart!, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const mint = (nbf: number, exp: number) => new SignJWT({ ...claims, nbf, iat: nbf, exp }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(jwt);
    const early = await signedPost(w.server, device, await mint(now + 600, now + 1200), SESSION);
    expect(early.status).toBe(401);
    expect(early.body.error.code).toBe('SESSION_NOT_YET_VALID');
    const late = await signedPost(w.server, device, await mint(now - 1200, now - 600), SESSION);
    expect(late.body.error.code).toBe('SESSION_EXPIRED');
    const forged = await signedPost(w.server, device, `${token.slice(0, -4)}AAAA`, SESSION);
    expect(forged.body.error.code).toBe('SESSION_EXPIRED');
  });

  it('Wallet: create, share, recovery and device round trip, with the server half sealed at rest', async () => {
    const email = 'wallet@example.com';
    const first = await Device.create();
    const one = await login(w, email, first);
    const created = await signedPost(w.server, first, one.token, '/embedded/v1/wallet/create', walletBody);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ address: walletBody.address, deviceEnrolled: true });
    expect((await signedPost(w.server, first, one.token, '/embedded/v1/wallet/create', walletBody)).body.error.code).toBe('WALLET_EXISTS');
    expect((await signedPost(w.server, first, one.token, '/embedded/v1/wallet/share')).body).toEqual({ serverShare: walletBody.serverShare });
    expect((await signedPost(w.server, first, one.token, '/embedded/v1/wallet/recovery', { proof })).body).toEqual(releasedPair);

    // At rest: neither the server half nor the share is in the database in the clear.
    const { db } = w.server.services;
    const rows = JSON.stringify([
      await db.query('select * from embedded_wallets where user_id = $1', [one.account.userId]),
      await db.query('select * from embedded_device_shares where user_id = $1', [one.account.userId]),
    ]);
    expect(rows).toContain(walletBody.address);
    expect(rows).not.toContain(walletBody.recovery.serverHalf);
    expect(rows).not.toContain(walletBody.serverShare);
    expect(rows).not.toContain(Buffer.from(walletBody.serverShare, 'base64url').toString('base64'));

    // A second device: not enrolled, no share, recovers, then enrols with its own split.
    const second = await Device.create();
    const two = await login(w, email, second);
    expect(two.account).toMatchObject({ userId: one.account.userId, address: walletBody.address, deviceEnrolled: false });
    const none = await signedPost(w.server, second, two.token, '/embedded/v1/wallet/share');
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('WALLET_NOT_FOUND');
    // The first device holds the wallet, so it allows the second (issue 29 item 3) before the password opens it there.
    await admitDevice(w, first, one.token, second, two.token);
    expect((await signedPost(w.server, second, two.token, '/embedded/v1/wallet/recovery', { proof })).body).toEqual(releasedPair);
    const share2 = b64(33, 'server-share-of-device-two');
    expect((await signedPost(w.server, second, two.token, '/embedded/v1/wallet/device', { serverShare: share2 })).body).toEqual({ ok: true });
    expect((await signedPost(w.server, second, two.token, '/embedded/v1/wallet/share')).body).toEqual({ serverShare: share2 });
    expect((await signedPost(w.server, second, two.token, SESSION)).body.deviceEnrolled).toBe(true);
    // The first device keeps its own share.
    expect((await signedPost(w.server, first, one.token, '/embedded/v1/wallet/share')).body).toEqual({ serverShare: walletBody.serverShare });
  });

  it('E-mail update: a code to the current address, then one to the new address', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'old@example.com', device);
    await login(w, 'taken@example.com', await Device.create());
    const taken = await signedPost(w.server, device, token, '/embedded/v1/email/update', { newEmail: 'taken@example.com' });
    expect(taken.status).toBe(400);

    let after = Date.now();
    expect((await signedPost(w.server, device, token, '/embedded/v1/email/update', { newEmail: 'New@Example.com' })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    await w.sink.waitForMail({ to: 'old@example.com', subject: /Confirm changing your wallet's e-mail/, after });
    const primary = w.sink.codeFor('old@example.com')!;
    const wrongPrimary = String((Number(primary) + 1) % 1_000_000).padStart(6, '0');
    expect((await signedPost(w.server, device, token, '/embedded/v1/email/update/primary', { otp: wrongPrimary })).body.error.code).toBe('OTP_INVALID');
    after = Date.now();
    expect((await signedPost(w.server, device, token, '/embedded/v1/email/update/primary', { otp: primary })).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    await w.sink.waitForMail({ to: 'new@example.com', subject: /Confirm your new wallet e-mail/, after });
    const secondary = w.sink.codeFor('new@example.com')!;
    expect((await signedPost(w.server, device, token, '/embedded/v1/email/update/secondary', { otp: secondary })).body).toEqual({ newEmail: 'new@example.com' });
    expect((await signedPost(w.server, device, token, SESSION)).body.email).toBe('new@example.com');
    // This device stays approved for the new address: the next login goes straight to a code.
    const again = await login(w, 'new@example.com', device);
    expect(again.account.email).toBe('new@example.com');
  });
});

describe('Restart', () => {
  it('A restart (stop + start on the same data directory) keeps the user, the wallet and the session', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-embedded-restart-'));
    const masterKeyFile = join(dir, 'master.key');
    const w = await startEmbeddedWorld({ database: { pgliteDir: join(dir, 'pgdata') }, embedded: { masterKeyFile } });
    const device = await Device.create();
    let stopped = false;
    try {
      expect(statSync(masterKeyFile).mode & 0o777).toBe(0o600);
      const { token, account } = await login(w, 'restart@example.com', device);
      expect((await signedPost(w.server, device, token, '/embedded/v1/wallet/create', walletBody)).status).toBe(200);
      await w.server.close();
      stopped = true;
      const again = await startTestServer(w.config);
      try {
        const session = await signedPost(again, device, token, SESSION);
        expect(session.status).toBe(200);
        expect(session.body).toEqual({ ...account, address: walletBody.address, deviceEnrolled: true });
        expect((await signedPost(again, device, token, '/embedded/v1/wallet/share')).body).toEqual({ serverShare: walletBody.serverShare });
        expect((await signedPost(again, device, token, '/embedded/v1/wallet/recovery', { proof })).body).toEqual(releasedPair);
      } finally {
        await again.close();
      }
    } finally {
      if (!stopped) await w.server.close();
      await w.sink.stop();
    }
  });
});
