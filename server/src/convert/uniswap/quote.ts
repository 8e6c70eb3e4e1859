// Routes for one swap on Uniswap: every V3 pool of the pair (one per fee tier) quoted by QuoterV2's
// quoteExactInputSingle, and the V2 pair by Router02's getAmountsOut; each with its price impact against
// the pool's mid price. A pool that reverts (no liquidity) gives no route; an RPC failure is thrown.
import type { Address } from 'viem';
import { isTransportError } from '../../chains/read-contracts.js';
import type { ChainEntry } from '../../chains/registry.js';
import type { ConvertChainConfig } from '../config.js';
import type { SwapRoute } from '../provider.js';
import { quoterV2Abi, v2FactoryAbi, v2PairAbi, v2RouterAbi, v3FactoryAbi, v3PoolAbi } from './abis.js';

/** A route with what building its swap needs. */
export type UniswapRoute = SwapRoute & ({ kind: 'v3'; fee: number } | { kind: 'v2' });

const ZERO = '0x0000000000000000000000000000000000000000';
const Q192 = 2n ** 192n;
/** Gas beyond the pool's own swap: the router call, token transfers, the multicall. */
const V3_OVERHEAD = 60_000n;
const V2_SWAP_GAS = 120_000n;
/** Gas for the WETH unwrap and ETH transfer when the output is the native currency. */
export const UNWRAP_GAS = 30_000n;
/** How long a pair's pool addresses are reused before the factories are asked again (new pools appear). */
const POOLS_TTL_MS = 60_000;

type Pools = { v3: { fee: number; pool: Address }[]; v2: Address | undefined };

export type QuoteContext = {
  chain: ChainEntry;
  config: ConvertChainConfig['uniswap'];
  /** Per-provider cache of the pools found for a pair. */
  pools: Map<string, { at: number; pools: Pools }>;
};

/** `1 - out/ideal` in percent (4 decimals), never below 0. */
function impact(amountOut: bigint, ideal: bigint): number {
  if (ideal <= 0n) return 100;
  const ratio = Number((amountOut * 1_000_000_000n) / ideal) / 1e9;
  return Math.max(0, Math.round((1 - ratio) * 100 * 10_000) / 10_000);
}

async function orRevert<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (isTransportError(error)) throw error;
    return undefined;
  }
}

async function findPools({ chain, config, pools }: QuoteContext, a: Address, b: Address): Promise<Pools> {
  const key = [a.toLowerCase(), b.toLowerCase()].sort().join('|');
  const hit = pools.get(key);
  if (hit && Date.now() - hit.at < POOLS_TTL_MS) return hit.pools;
  const { client } = chain;
  const [v3, v2] = await Promise.all([
    config.v3
      ? Promise.all(
          config.v3.feeTiers.map(async (fee) => ({
            fee,
            pool: await client.readContract({ address: config.v3!.factory as Address, abi: v3FactoryAbi, functionName: 'getPool', args: [a, b, fee] }),
          })),
        )
      : [],
    config.v2 ? client.readContract({ address: config.v2.factory as Address, abi: v2FactoryAbi, functionName: 'getPair', args: [a, b] }) : undefined,
  ]);
  const found: Pools = { v3: v3.filter((p) => p.pool !== ZERO), v2: v2 && v2 !== ZERO ? v2 : undefined };
  pools.set(key, { at: Date.now(), pools: found });
  return found;
}

async function quoteV3(ctx: QuoteContext, tokenIn: Address, tokenOut: Address, amountIn: bigint, fee: number, pool: Address): Promise<UniswapRoute | undefined> {
  const { client } = ctx.chain;
  const [slot0, quoted] = await Promise.all([
    client.readContract({ address: pool, abi: v3PoolAbi, functionName: 'slot0' }),
    orRevert(
      client.simulateContract({
        address: ctx.config.v3!.quoterV2 as Address,
        abi: quoterV2Abi,
        functionName: 'quoteExactInputSingle',
        args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
      }),
    ),
  ]);
  if (!quoted) return undefined;
  const [amountOut, , , gasEstimate] = quoted.result;
  if (amountOut === 0n) return undefined;
  const sqrtP = slot0[0];
  const afterFee = amountIn * BigInt(1_000_000 - fee);
  const zeroForOne = BigInt(tokenIn) < BigInt(tokenOut);
  const ideal = zeroForOne ? (afterFee * sqrtP * sqrtP) / (1_000_000n * Q192) : (afterFee * Q192) / (1_000_000n * sqrtP * sqrtP);
  return {
    kind: 'v3',
    fee,
    id: `uniswap-v3-${fee}`,
    amountIn,
    amountOut,
    priceImpact: impact(amountOut, ideal),
    feePercent: fee / 10_000,
    gasLimit: gasEstimate + V3_OVERHEAD,
  };
}

async function quoteV2(ctx: QuoteContext, tokenIn: Address, tokenOut: Address, amountIn: bigint, pair: Address): Promise<UniswapRoute | undefined> {
  const { client } = ctx.chain;
  const [token0, reserves, amounts] = await Promise.all([
    client.readContract({ address: pair, abi: v2PairAbi, functionName: 'token0' }),
    client.readContract({ address: pair, abi: v2PairAbi, functionName: 'getReserves' }),
    orRevert(client.readContract({ address: ctx.config.v2!.router as Address, abi: v2RouterAbi, functionName: 'getAmountsOut', args: [amountIn, [tokenIn, tokenOut]] })),
  ]);
  const amountOut = amounts?.[1];
  if (!amountOut) return undefined;
  const [reserveIn, reserveOut] = token0.toLowerCase() === tokenIn.toLowerCase() ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]];
  const ideal = reserveIn === 0n ? 0n : (amountIn * 997n * reserveOut) / (1000n * reserveIn);
  return { kind: 'v2', id: 'uniswap-v2', amountIn, amountOut, priceImpact: impact(amountOut, ideal), feePercent: 0.3, gasLimit: V2_SWAP_GAS };
}

/**
 * Every route for `amountIn` of `tokenIn` (ERC20 addresses; WETH for the native currency), most out first.
 * @example
 * const [best] = await quoteRoutes(ctx, weth, usdc, 10n ** 18n);
 */
export async function quoteRoutes(ctx: QuoteContext, tokenIn: Address, tokenOut: Address, amountIn: bigint): Promise<UniswapRoute[]> {
  const pools = await findPools(ctx, tokenIn, tokenOut);
  const routes = await Promise.all([
    ...pools.v3.map(({ fee, pool }) => quoteV3(ctx, tokenIn, tokenOut, amountIn, fee, pool)),
    ...(pools.v2 ? [quoteV2(ctx, tokenIn, tokenOut, amountIn, pools.v2)] : []),
  ]);
  return routes.filter((r): r is UniswapRoute => r !== undefined).sort((x, y) => (y.amountOut > x.amountOut ? 1 : y.amountOut < x.amountOut ? -1 : 0));
}
