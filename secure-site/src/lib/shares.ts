// 2-of-2 splits of the wallet's entropy (Shamir over GF(256), the audited shamir-secret-sharing 0.0.4):
// one pair for signing (device share + server share), one for recovery (user half + server half).
// Either share alone says nothing about the entropy; both are needed.
import { combine, split } from 'shamir-secret-sharing';

/** The wallet's secret: 16 bytes of BIP-39 entropy (12 words). */
export const ENTROPY_BYTES = 16;
/** A share is the secret's length plus its x-coordinate byte. */
export const SHARE_BYTES = ENTROPY_BYTES + 1;

/**
 * Splits the entropy into two shares, both needed to rebuild it.
 * @example
 * const [device, server] = await splitSecret(entropy);
 */
export async function splitSecret(secret: Uint8Array): Promise<[Uint8Array, Uint8Array]> {
  if (secret.length !== ENTROPY_BYTES) throw new Error('The wallet secret has the wrong length');
  const [a, b] = await split(secret, 2, 2);
  if (!a || !b) throw new Error('The split produced no shares');
  return [a, b];
}

/**
 * Rebuilds the entropy from its two shares. A garbled share gives other bytes (or throws): callers check
 * the derived address against the account's before using the result.
 * @example
 * const entropy = await combineShares(deviceShare, serverShare);
 */
export async function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  if (a.length !== SHARE_BYTES || b.length !== SHARE_BYTES) throw new Error('A key share has the wrong length');
  return combine([a, b]);
}
