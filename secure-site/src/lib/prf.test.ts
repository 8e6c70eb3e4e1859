// The recovery user half sealed under a passkey's PRF output (HKDF-SHA-256 → AES-256-GCM).
import { describe, expect, it } from 'vitest';
import { randomBytes } from './bytes.js';
import { decryptWithPassword, encryptWithPassword } from './password.js';
import { decryptWithPrf, encryptWithPrf, WrongPasskeyError } from './prf.js';

describe('recovery user half under a passkey PRF output', () => {
  const half = randomBytes(33);
  const prf = randomBytes(32);

  it('round trips with the same PRF output; the record names the credential and a per-wallet salt', async () => {
    const blob = await encryptWithPrf(half, prf, 'cred-1');
    expect(blob.kdf).toMatchObject({ name: 'passkey-prf', credentialId: 'cred-1' });
    expect(await decryptWithPrf(blob, prf)).toEqual(half);
    const again = await encryptWithPrf(half, prf, 'cred-1');
    expect(again.kdf.name === 'passkey-prf' && blob.kdf.name === 'passkey-prf' && again.kdf.salt !== blob.kdf.salt).toBe(true);
    expect(again.ciphertext).not.toBe(blob.ciphertext);
  });

  it('another PRF output (another passkey) does not open it', async () => {
    const blob = await encryptWithPrf(half, prf, 'cred-1');
    const other = prf.slice();
    other[0]! ^= 1;
    await expect(decryptWithPrf(blob, other)).rejects.toBeInstanceOf(WrongPasskeyError);
  });

  it('a changed salt or ciphertext does not open it', async () => {
    const blob = await encryptWithPrf(half, prf, 'cred-1');
    if (blob.kdf.name !== 'passkey-prf') throw new Error('unexpected kdf');
    await expect(decryptWithPrf({ ...blob, kdf: { ...blob.kdf, salt: 'A'.repeat(43) } }, prf)).rejects.toBeInstanceOf(WrongPasskeyError);
    const flipped = (blob.ciphertext[0] === 'A' ? 'B' : 'A') + blob.ciphertext.slice(1);
    await expect(decryptWithPrf({ ...blob, ciphertext: flipped }, prf)).rejects.toBeInstanceOf(WrongPasskeyError);
  });

  it('a PRF blob is not a password blob, and the reverse', async () => {
    const blob = await encryptWithPrf(half, prf, 'cred-1');
    const anyKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['decrypt']);
    await expect(decryptWithPassword(blob, anyKey)).rejects.toThrow(/not a password/);
    const { userHalf: pw } = await encryptWithPassword(half, 'pw-12345678', { N: 1024, r: 8, p: 1 });
    await expect(decryptWithPrf(pw, prf)).rejects.toThrow(/not a passkey/);
  });

  it('an empty or short PRF output is refused (no result from the authenticator)', async () => {
    await expect(encryptWithPrf(half, new Uint8Array(0), 'cred-1')).rejects.toThrow(/no usable PRF output/);
  });
});
