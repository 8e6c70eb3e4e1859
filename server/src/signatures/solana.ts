// solana signed messages (solana_signMessage): an ed25519 signature of the message bytes by the
// account's key, which is its address.
import { getBase58Encoder, getPublicKeyFromAddress, isAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import { ApiError } from '../errors.js';
import type { NamespaceVerifier } from './types.js';

/** The 64 signature bytes from base58 (Solana's usual text) or base64. */
function signatureBytes(signature: string): SignatureBytes {
  const candidates: (() => Uint8Array)[] = [() => new Uint8Array(getBase58Encoder().encode(signature)), () => new Uint8Array(Buffer.from(signature, 'base64'))];
  for (const decode of candidates) {
    try {
      const bytes = decode();
      if (bytes.length === 64) return bytes as SignatureBytes;
    } catch {
      // not this encoding
    }
  }
  throw new ApiError('INVALID_BODY', 'signature: must be the 64 signature bytes in base58 (or base64)');
}

export const verifySolana: NamespaceVerifier = async ({ address, message, signature }) => {
  if (!isAddress(address)) throw new ApiError('INVALID_BODY', 'address: must be a Solana address (32 to 44 base58 characters)');
  const bytes = signatureBytes(signature);
  const key = await getPublicKeyFromAddress(address);
  return verifySignature(key, bytes, new TextEncoder().encode(message));
};
