import { describe, expect, it } from 'vitest';
import { randomBytes } from './bytes.js';
import { SCRYPT_PARAMS, WrongPasswordError, decryptWithPassword, encryptWithPassword, passwordKeys } from './password.js';

const FAST = { N: 1024, r: 8, p: 1 };
/** Opens `blob` as the frame does: both keys from the password, K_enc decrypts. */
const open = async (blob: Awaited<ReturnType<typeof encryptWithPassword>>['userHalf'], password: string) => {
  if (blob.kdf.name !== 'scrypt') throw new Error('unexpected kdf');
  return decryptWithPassword(blob, (await passwordKeys(password, blob.kdf)).enc);
};

describe('the recovery user half sealed by the password (scrypt → HKDF → K_enc for AES-256-GCM, K_auth for the online proof)', () => {
  it('round-trips with the production scrypt parameters, which the blob records', async () => {
    const half = randomBytes(17);
    const { userHalf, verifier } = await encryptWithPassword(half, 'correct horse battery');
    expect(userHalf.kdf).toMatchObject({ name: 'scrypt', ...SCRYPT_PARAMS, hkdf: 'enc-auth-v1' });
    expect(await open(userHalf, 'correct horse battery')).toEqual(half);
    if (userHalf.kdf.name !== 'scrypt') throw new Error('unexpected kdf');
    expect((await passwordKeys('correct horse battery', userHalf.kdf)).auth).toBe(verifier);
  }, 40_000);

  it('K_auth is 32 bytes that differ with the password and do not open the half', async () => {
    const half = randomBytes(17);
    const { userHalf, verifier } = await encryptWithPassword(half, 'pw-12345678', FAST);
    if (userHalf.kdf.name !== 'scrypt') throw new Error('unexpected kdf');
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await passwordKeys('pw-12345679', userHalf.kdf)).auth).not.toBe(verifier);
    const asKey = await crypto.subtle.importKey('raw', Buffer.from(verifier, 'base64url'), 'AES-GCM', false, ['decrypt']);
    await expect(decryptWithPassword(userHalf, asKey)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('a wrong password fails with WrongPasswordError', async () => {
    const { userHalf } = await encryptWithPassword(randomBytes(17), 'correct horse battery', FAST);
    await expect(open(userHalf, 'correct horse batterY')).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('a tampered ciphertext fails like a wrong password', async () => {
    const { userHalf } = await encryptWithPassword(randomBytes(17), 'pw-12345678', FAST);
    const flipped = userHalf.ciphertext.startsWith('A') ? `B${userHalf.ciphertext.slice(1)}` : `A${userHalf.ciphertext.slice(1)}`;
    await expect(open({ ...userHalf, ciphertext: flipped }, 'pw-12345678')).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('refuses KDF parameters from the server that would exhaust the frame', async () => {
    await expect(passwordKeys('pw-12345678', { name: 'scrypt', salt: 'AAAA', N: 2 ** 24, r: 8, p: 1 })).rejects.toThrow(/Unsupported/);
  });
});
