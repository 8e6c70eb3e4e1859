// Bitcoin over a WalletConnect session: WalletConnect's bip122 signMessage with the payment address,
// asking for a BIP-322 signature (what our server verifies). Loaded with import() when first needed.

import * as z from 'zod/mini';
import { WalletModalError } from '../../core/errors/base.js';
import type { Eip1193Like } from './types.js';

/** WalletConnect's answer: the signing address and the signature's bytes as hex (base64 taken too). */
const signedMessage = z.looseObject({ address: z.optional(z.string()), signature: z.string().check(z.minLength(1)) });

/**
 * Signs `message` with the payment address; resolves the BIP-322 signature in base64, its usual form.
 * @example
 * await signBitcoinMessageOverSession(session.provider('bip122'), 'bc1q…', 'Hello'); // 'AkgwRQIh…'
 */
export async function signBitcoinMessageOverSession(provider: Eip1193Like, address: string, message: string): Promise<string> {
  const params = { account: address, address, message, protocol: 'bip322' };
  const answer = await provider.request({ method: 'signMessage', params });
  const parsed = signedMessage.safeParse(answer);
  if (!parsed.success) throw new WalletModalError("The wallet's answer to signMessage is not what WalletConnect defines", { details: JSON.stringify(answer) });
  if (parsed.data.address !== undefined && parsed.data.address !== address) {
    throw new WalletModalError('The wallet signed with another address than the connected one', { details: `${parsed.data.address}, not ${address}` });
  }
  return toBase64(parsed.data.signature);
}

/** Hex (WalletConnect's encoding) to base64; a base64 signature is kept as it is. */
function toBase64(signature: string): string {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(signature)) return signature;
  let binary = '';
  for (let index = 0; index < signature.length; index += 2) binary += String.fromCharCode(Number.parseInt(signature.slice(index, index + 2), 16));
  return btoa(binary);
}
