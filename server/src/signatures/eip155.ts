// eip155 signed messages (EIP-191 personal_sign): EOAs, ERC-1271 contract accounts and ERC-6492
// undeployed ones, checked by viem on the configured chain the CAIP-10 id names.
import { isAddress, isHex } from 'viem';
import { requireChain } from '../chains/params.js';
import { ApiError } from '../errors.js';
import type { NamespaceVerifier } from './types.js';

export const verifyEip155: NamespaceVerifier = async ({ chainId, address, message, signature }, s) => {
  if (!isAddress(address, { strict: false })) throw new ApiError('INVALID_BODY', 'address: must be a 0x-prefixed EVM address of 40 hex characters');
  if (!isHex(signature) || signature.length < 4) throw new ApiError('INVALID_BODY', 'signature: must be 0x hex');
  const chain = requireChain(s, chainId);
  try {
    return await chain.client.verifyMessage({ address, message, signature });
  } catch (error) {
    throw new ApiError('UPSTREAM_FAILED', `the signature could not be checked on ${chainId}`, { cause: error });
  }
};
