// Name, symbol and decimals of a token contract, read once with eth_call when the indexer first sees it.
// A contract that does not answer (or answers garbage) gets nulls, stored too, so it is not asked again;
// a node that cannot be reached fails the read so the range is retried.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, hexToString, type Hex } from 'viem';
import { isTransportError } from '../chains/read-contracts.js';
import type { TokenStandard } from './decode.js';
import { inChunks, type Rpc } from './rpc.js';

export type TokenRow = { address: string; standard: TokenStandard; name: string | null; symbol: string | null; decimals: number | null };

const MAX_TEXT = 64;
/** Contracts read at once (three eth_calls each), so a range full of new tokens does not flood the node. */
const CONTRACTS_PER_CHUNK = 20;

/**
 * @example
 * await readTokens(rpc, new Map([['0xa0b8…', 'erc20']])); // [{ address, standard: 'erc20', name: 'USD Coin', symbol: 'USDC', decimals: 6 }]
 */
export async function readTokens(rpc: Rpc, contracts: Map<string, TokenStandard>): Promise<TokenRow[]> {
  return inChunks([...contracts], CONTRACTS_PER_CHUNK, ([address, standard]) => readToken(rpc, address, standard));
}

async function readToken(rpc: Rpc, address: string, standard: TokenStandard): Promise<TokenRow> {
  const call = (functionName: 'name' | 'symbol' | 'decimals') => ethCall(rpc, address, functionName);
  const [name, symbol, decimals] = await Promise.all([call('name'), call('symbol'), standard === 'erc20' ? call('decimals') : null]);
  return {
    address,
    standard,
    name: text(name, 'name'),
    symbol: text(symbol, 'symbol'),
    decimals: standard === 'erc20' ? decimalsOf(decimals) : 0,
  };
}

async function ethCall(rpc: Rpc, to: string, functionName: 'name' | 'symbol' | 'decimals'): Promise<Hex | null> {
  try {
    return await rpc<Hex>('eth_call', [{ to, data: encodeFunctionData({ abi: erc20Abi, functionName }) }, 'latest']);
  } catch (error) {
    if (isTransportError(error) || (error as Error).name === 'AbortError') throw error;
    return null; // reverted, or no such function
  }
}

/** An ABI string, or a bytes32 one (as some early tokens return); NUL and control characters removed. */
function text(result: Hex | null, functionName: 'name' | 'symbol'): string | null {
  if (!result || result === '0x') return null;
  let value: string;
  try {
    value = decodeFunctionResult({ abi: erc20Abi, functionName, data: result });
  } catch {
    if (result.length !== 66) return null;
    value = hexToString(result);
  }
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_TEXT);
  return clean || null;
}

function decimalsOf(result: Hex | null): number | null {
  if (result?.length !== 66) return null;
  const value = BigInt(result);
  return value <= 36n ? Number(value) : null; // more is not a real token's decimals
}
