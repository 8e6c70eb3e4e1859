// POST /v1/signatures/verify: the CAIP-10 account split, and the signature handed to its namespace's
// verifier. A namespace joins by adding its verifier here.
import type { VerifySignatureBody } from '@wallet-modal/schema/wire';
import { ApiError } from '../errors.js';
import type { Services } from '../services.js';
import { verifyBip122 } from './bip122.js';
import { verifyEip155 } from './eip155.js';
import { verifySolana } from './solana.js';
import type { NamespaceVerifier } from './types.js';

const VERIFIERS: Readonly<Record<string, NamespaceVerifier>> = { bip122: verifyBip122, eip155: verifyEip155, solana: verifySolana };

/**
 * @example
 * await verifySignature(s, { address: 'bip122:000000000019d6689c085ae165831e93:bc1q…', message: 'hello', signature: 'AkcwRAIg…' });
 */
export async function verifySignature(s: Services, { address, message, signature }: VerifySignatureBody): Promise<boolean> {
  const [namespace = '', reference = '', account = ''] = address.split(':');
  const verifier = Object.hasOwn(VERIFIERS, namespace) ? VERIFIERS[namespace] : undefined;
  if (!verifier) throw new ApiError('UNSUPPORTED_CHAIN', `${namespace} signatures (supported: ${Object.keys(VERIFIERS).join(', ')})`);
  return verifier({ chainId: `${namespace}:${reference}`, address: account, message, signature }, s);
}
