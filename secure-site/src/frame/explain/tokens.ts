// A token's symbol and decimals, read on-chain (symbol(), decimals() through the server's RPC proxy) and
// cached per chain and token, so an amount is shown as '2.5 DEMO' instead of a raw integer. A symbol that is
// not a plain short ticker is not shown (a token cannot call itself 'USDC (verified)'); its address is.
import { decodeAbiParameters, formatUnits, hexToString, type Hex } from 'viem';
import * as z from 'zod/mini';
import type { ExplainEnv } from './env.js';

export interface TokenInfo {
  address: `0x${string}`;
  symbol?: string;
  decimals?: number;
}

const hexAnswer = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const cache = new Map<string, TokenInfo>();
const SYMBOL = /^[A-Za-z0-9$._+-]{1,16}$/;

async function call(env: ExplainEnv, to: string, data: Hex): Promise<Hex | undefined> {
  try {
    const answer = hexAnswer.parse(await env.rpc('eth_call', [{ to, data }, 'latest']));
    return answer.length > 2 ? (answer as Hex) : undefined;
  } catch {
    return undefined;
  }
}

function readSymbol(answer: Hex | undefined): string | undefined {
  if (!answer) return undefined;
  let symbol: string | undefined;
  try {
    [symbol] = decodeAbiParameters([{ type: 'string' }], answer);
  } catch {
    // Older tokens (MKR) answer a bytes32.
    if (answer.length === 66) symbol = hexToString(answer, { size: 32 });
  }
  return symbol !== undefined && SYMBOL.test(symbol) ? symbol : undefined;
}

function readDecimals(answer: Hex | undefined): number | undefined {
  if (answer?.length !== 66) return undefined;
  const value = BigInt(answer);
  return value <= 36n ? Number(value) : undefined;
}

/** symbol() and decimals() of `token`; either is absent when the contract does not answer it. */
export async function tokenInfo(env: ExplainEnv, token: `0x${string}`): Promise<TokenInfo> {
  const key = `${env.chainId}:${token.toLowerCase()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [symbol, decimals] = await Promise.all([call(env, token, '0x95d89b41').then(readSymbol), call(env, token, '0x313ce567').then(readDecimals)]);
  const info: TokenInfo = { address: token, ...(symbol ? { symbol } : {}), ...(decimals !== undefined ? { decimals } : {}) };
  // Only a full answer is kept: a node that failed once is asked again next time.
  if (symbol && decimals !== undefined) cache.set(key, info);
  return info;
}

/** 'DEMO', or 'the token at 0x…' when it has no readable symbol. */
export const tokenLabel = (token: TokenInfo) => token.symbol ?? `the token at ${token.address}`;

/** '2.5 DEMO'; without decimals, the raw integer said as such. */
export function tokenAmount(token: TokenInfo, amount: bigint): string {
  if (token.decimals === undefined) return `${amount} raw units of ${tokenLabel(token)} (its decimals are unknown)`;
  return `${formatUnits(amount, token.decimals)} ${tokenLabel(token)}`;
}
