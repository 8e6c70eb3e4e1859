// Item 3 of issue 29, offline guessing of the recovery password: a session alone (e.g. from the victim's
// mailbox, the e-mail code) must not download the password-sealed user half and the server half. The
// frame proves the password online first (K_auth, compared with the server's HMAC of it), wrong answers
// lock the wallet's recovery, passkey and custodial recovery keep working, and wallets from before the
// verifier existed enrol one on their next recovery, proven by the wallet key's signature.
import { verifierEnrolmentMessage } from '@wallet-modal/schema/embedded';
import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitDevice, Device, login, passwordWalletBody, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const API = '/embedded/v1';
const _b64 = (n: number, fill: string) => Buffer.alloc(n, fill).toString('base64url');
/** K_auth as the frame derives it from the password (32 bytes); the server only ever compares it. */
const rightProof = randomBytes(32).toString('base64url');
const wrongProof = () => randomBytes(32).toString('base64url');
const walletBody = passwordWalletBody({ address: '0x1111111111111111111111111111111111111111', verifier: rightProof });

describe('Recovery password: verified online before anything is released', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
  });
  afterAll(() => w?.stop());

  /**
   * The owner creates a password wallet; the attacker, with the owner's mailbox, signs in on its own device, which
   * the owner's device was tricked into allowing (embedded-device-admission.test.ts): the password is the last line.
   */
  async function victimAndAttacker(email: string) {
    const owner = await Device.create();
    const mine = await login(w, email, owner);
    expect((await signedPost(w.server, owner, mine.token, `${API}/wallet/create`, walletBody)).status).toBe(200);
    const device = await Device.create();
    const session = await login(w, email, device);
    await admitDevice(w, owner, mine.token, device, session.token);
    const recovery = (body: unknown = {}) => signedPost(w.server, device, session.token, `${API}/wallet/recovery`, body);
    return { recovery, device, session };
  }

  it('an attacker with a session from the e-mail code cannot download the recovery halves without the password', async () => {
    const { recovery } = await victimAndAttacker('offline-guess@example.com');
    const answer = await recovery();
    expect(JSON.stringify(answer.body)).not.toContain(walletBody.recovery.userHalf.ciphertext);
    expect(JSON.stringify(answer.body)).not.toContain(walletBody.recovery.serverHalf);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('RECOVERY_PASSWORD_REQUIRED');
  });

  it('an attacker who guesses the password online is locked out after five wrong answers, the right one included', async () => {
    const { recovery } = await victimAndAttacker('online-guess@example.com');
    for (let left = 4; left >= 0; left--) {
      const answer = await recovery({ proof: wrongProof() });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('WRONG_PASSWORD');
      if (left > 0) expect(answer.body.error.message).toBe(`Wrong password: ${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    const locked = await recovery({ proof: rightProof });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RECOVERY_LOCKED');
    expect(locked.body.error.message).toMatch(/^Too many wrong passwords: try again after \d\d:\d\d UTC/);
    expect(locked.body.error.retryAfter).toBeGreaterThan(14 * 60);
    expect(JSON.stringify(locked.body)).not.toContain(walletBody.recovery.serverHalf);
  });

  it('the right password releases both halves and resets the count', async () => {
    const { recovery } = await victimAndAttacker('right-password@example.com');
    expect((await recovery({ proof: wrongProof() })).body.error.message).toBe('Wrong password: 4 tries left');
    const answer = await recovery({ proof: rightProof });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ serverHalf: walletBody.recovery.serverHalf, userHalf: walletBody.recovery.userHalf });
    expect((await recovery({ proof: wrongProof() })).body.error.message).toBe('Wrong password: 4 tries left');
  });
});

describe('Recovery password: wallets made before the verifier existed', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
  });
  afterAll(() => w?.stop());

  /** A wallet as migration 18 leaves one made before it: a password half, no verifier. */
  async function olderWallet(email: string) {
    const walletKey = privateKeyToAccount(generatePrivateKey());
    const owner = await Device.create();
    const mine = await login(w, email, owner);
    const { hkdf: _, ...olderKdf } = walletBody.recovery.userHalf.kdf;
    const userHalf = { ...walletBody.recovery.userHalf, kdf: olderKdf };
    const body = { ...walletBody, address: walletKey.address, recovery: { ...walletBody.recovery, userHalf } };
    expect((await signedPost(w.server, owner, mine.token, `${API}/wallet/create`, body)).status).toBe(200);
    await w.server.services.db.query('update embedded_wallets set recovery_verifier = null where user_id = $1', [mine.account.userId]);
    const device = await Device.create();
    const session = await login(w, email, device);
    await admitDevice(w, owner, mine.token, device, session.token);
    const call = (path: string, payload: unknown = {}) => signedPost(w.server, device, session.token, `${API}/wallet/recovery${path}`, payload);
    return { walletKey, userHalf, userId: session.account.userId, call };
  }

  it('keeps the old release for its owner, counted: the sixth download in a lockout window is refused', async () => {
    const { userHalf, call } = await olderWallet('older-wallet@example.com');
    expect((await call('/params')).body).toEqual({ method: 'password', kdf: userHalf.kdf, verifier: false });
    for (let i = 0; i < 5; i++) expect((await call('')).body).toEqual({ serverHalf: walletBody.recovery.serverHalf, userHalf });
    expect((await call('')).body.error.code).toBe('RECOVERY_LOCKED');
  });

  it('an attacker with a session cannot enrol its own verifier on it (the wallet key must sign), the owner can, and then the password is checked online', async () => {
    const { walletKey, userId, call } = await olderWallet('older-enrol@example.com');
    const attackerKey = privateKeyToAccount(generatePrivateKey());
    const verifier = randomBytes(32).toString('base64url');
    const forged = await call('/verifier', { verifier, signature: await attackerKey.signMessage({ message: verifierEnrolmentMessage(userId, verifier) }) });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toContain('sign the enrolment message with the wallet key');

    const signature = await walletKey.signMessage({ message: verifierEnrolmentMessage(userId, verifier) });
    expect((await call('/verifier', { verifier, signature })).body).toEqual({ ok: true });
    expect((await call('/params')).body.verifier).toBe(true);
    expect((await call('')).body.error.code).toBe('RECOVERY_PASSWORD_REQUIRED');
    expect((await call('', { proof: verifier })).status).toBe(200);
    // Enrolled once: a second enrolment (even signed) cannot replace it.
    const other = randomBytes(32).toString('base64url');
    const again = await call('/verifier', { verifier: other, signature: await walletKey.signMessage({ message: verifierEnrolmentMessage(userId, other) }) });
    expect(again.body.error.message).toContain('already has a password verifier');
  });

  it('a new password wallet without its verifier is refused', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'no-verifier@example.com', device);
    const { verifier: _, ...recovery } = walletBody.recovery;
    const answer = await signedPost(w.server, device, token, `${API}/wallet/create`, { ...walletBody, recovery });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('recovery.verifier');
  });
});
