// Issue 29 item 3, the part about admitting a new device: someone with the owner's mailbox who learns or
// guesses the recovery password must not get the wallet on their own browser while the owner still has a
// device that holds it or a passkey. Through the public routes with real HTTP: the owner's device or passkey
// admits the new one, or the person waits out the delay the account's address was warned of (and can cancel).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Device, login, passwordWalletBody, post, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const API = '/embedded/v1';
const rightProof = randomBytes(32).toString('base64url');
const walletBody = passwordWalletBody({ address: '0x2222222222222222222222222222222222222222', verifier: rightProof });

describe('Admitting a new device where the account has an enrolled device', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
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
    const { recovery } = await ownerAndNewDevice('admit-attack@example.com');
    const answer = await recovery();
    expect(JSON.stringify(answer.body)).not.toContain(walletBody.recovery.serverHalf);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('DEVICE_ADMISSION_REQUIRED');
  });
});
