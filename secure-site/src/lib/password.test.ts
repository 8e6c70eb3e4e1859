import { describe, expect, it } from 'vitest';
import { randomBytes } from './bytes.js';
import { SCRYPT_PARAMS, WrongPasswordError, decryptWithPassword, encryptWithPassword } from './password.js';

describe('the recovery user half sealed by the password (scrypt → AES-256-GCM)', () => {
  it('round-trips with the production scrypt parameters, which the blob records', async () => {
    const half = randomBytes(17);
    const blob = await encryptWithPassword(half, 'correct horse battery');
    expect(blob.kdf).toMatchObject({ name: 'scrypt', ...SCRYPT_PARAMS });
    expect(await decryptWithPassword(blob, 'correct horse battery')).toEqual(half);
  }, 20_000);

  it('a wrong password fails with WrongPasswordError', async () => {
    const blob = await encryptWithPassword(randomBytes(17), 'correct horse battery', { N: 1024, r: 8, p: 1 });
    await expect(decryptWithPassword(blob, 'correct horse batterY')).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('a tampered ciphertext fails like a wrong password', async () => {
    const blob = await encryptWithPassword(randomBytes(17), 'pw-12345678', { N: 1024, r: 8, p: 1 });
    const flipped = blob.ciphertext.startsWith('A') ? `B${blob.ciphertext.slice(1)}` : `A${blob.ciphertext.slice(1)}`;
    await expect(decryptWithPassword({ ...blob, ciphertext: flipped }, 'pw-12345678')).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('refuses KDF parameters from the server that would exhaust the frame', async () => {
    const blob = await encryptWithPassword(randomBytes(17), 'pw-12345678', { N: 1024, r: 8, p: 1 });
    await expect(decryptWithPassword({ ...blob, kdf: { name: 'scrypt', salt: 'AAAA', N: 2 ** 24, r: 8, p: 1 } }, 'pw-12345678')).rejects.toThrow(/Unsupported/);
  });
});
