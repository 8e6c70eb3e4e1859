// Turning the routes' input into what a swap provider takes: CAIP-10 token ids into tokens (the native
// currency by its 0xeeee… address, an ERC20 by what the chain answers), whole-token amounts into base
// units, the user into an address. Each refusal says what to fix.
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { getAddress, maxUint256, parseUnits, type Address } from 'viem';
import type { ChainEntry } from '../chains/registry.js';
import { tokenMetadata } from '../chains/token-metadata.js';
import { ApiError } from '../errors.js';
import type { SwapAsset } from './provider.js';

/** The CAIP-2 chain of a CAIP-10 id. */
export const chainOf = (caip10: string) => caip10.split(':').slice(0, 2).join(':');

/** The native currency of `chain` as a swap token. */
export function nativeAsset(chain: ChainEntry): SwapAsset {
  const { id, nativeCurrency } = chain.config;
  return { id: `${id}:${NATIVE_TOKEN_ADDRESS}`, address: NATIVE_TOKEN_ADDRESS, native: true, ...nativeCurrency };
}

/**
 * The token a CAIP-10 id names on `chain`; SWAP_TOKEN_UNKNOWN when no ERC20 answers there.
 * @example
 * const usdc = await resolveAsset(chain, 'eip155:1:0xa0b8…', 'from');
 */
export async function resolveAsset(chain: ChainEntry, caip10: string, field: string): Promise<SwapAsset> {
  const address = caip10.split(':')[2]!.toLowerCase();
  if (address === NATIVE_TOKEN_ADDRESS) return nativeAsset(chain);
  const [meta] = await tokenMetadata(chain, [{ address }]);
  if (!meta) throw new ApiError('SWAP_TOKEN_UNKNOWN', `${field}: no ERC20 token answers at ${caip10} (name, symbol and decimals could not be read)`);
  return { id: caip10.toLowerCase(), address: getAddress(address), native: false, name: meta.name, symbol: meta.symbol, decimals: meta.decimals };
}

/**
 * Whole tokens ("1.5") in the token's base units; refuses more fraction digits than it has decimals
 * (the wire schema already refused zero, negative and malformed amounts).
 * @example
 * toBaseUnits('1.5', usdc, 'amount'); // 1500000n
 */
export function toBaseUnits(amount: string, asset: SwapAsset, field: string): bigint {
  const fraction = amount.split('.')[1] ?? '';
  const digits = fraction.replace(/0+$/, '').length;
  if (digits > asset.decimals) {
    throw new ApiError('INVALID_PARAMS', `${field}: ${asset.symbol} has ${asset.decimals} decimals, ${amount} has ${digits} digits after the point`);
  }
  const units = parseUnits(amount, asset.decimals);
  if (units > maxUint256) throw new ApiError('INVALID_PARAMS', `${field}: ${amount} ${asset.symbol} is more than a token can hold`);
  return units;
}

/** The user's address from a CAIP-10 account (on `chainId`) or a bare address. */
export function userOn(userAddress: string, chainId: string): Address {
  const parts = userAddress.split(':');
  if (parts.length === 3 && `${parts[0]}:${parts[1]}` !== chainId) {
    throw new ApiError('INVALID_PARAMS', `userAddress: ${userAddress} is on ${parts[0]}:${parts[1]}, the tokens on ${chainId}`);
  }
  return getAddress(parts[parts.length - 1]!.toLowerCase());
}
