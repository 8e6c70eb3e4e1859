// A token's decimals and symbol, read from its contract on the payment's network (loaded on demand).

import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem';
import type { CaipNetwork } from '../../core/types.js';
import { ethCall } from './rpc.js';

/**
 * @example
 * await readToken(network, '0xA0b8…eB48'); // { symbol: 'USDC', decimals: 6 }
 */
export async function readToken(network: CaipNetwork, address: `0x${string}`): Promise<{ symbol: string; decimals: number }> {
  const [decimalsData, symbolData] = await Promise.all([
    ethCall(network, address, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
    ethCall(network, address, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })).catch(() => '0x'),
  ]);
  const decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsData as `0x${string}` });
  let symbol = `${address.slice(0, 6)}…`;
  try {
    symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolData as `0x${string}` }) || symbol;
  } catch {
    // A token without a string symbol() is named by its address.
  }
  return { symbol, decimals };
}

/** `owner`'s balance of the token in its smallest unit. */
export async function tokenBalance(network: CaipNetwork, token: `0x${string}`, owner: string): Promise<bigint> {
  const data = await ethCall(network, token, encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner as `0x${string}`] }));
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: data as `0x${string}` });
}
