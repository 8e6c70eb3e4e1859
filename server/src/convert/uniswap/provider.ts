// The default swap provider: Uniswap V2 and V3 on the operator's RPC. Quotes come from the chain
// (./quote.ts); swaps go through SwapRouter02 in one multicall with a deadline: exactInputSingle or
// swapExactTokensForTokens, the native currency in as the call's value (the router wraps it) and out
// through unwrapWETH9.
import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import type { ChainEntry } from '../../chains/registry.js';
import { tokenMetadata } from '../../chains/token-metadata.js';
import type { ConvertChainConfig } from '../config.js';
import { NoRouteError, type SwapAsset, type SwapProvider } from '../provider.js';
import { ROUTER_ITSELF, swapRouter02Abi } from './abis.js';
import { quoteRoutes, UNWRAP_GAS, type QuoteContext, type UniswapRoute } from './quote.js';

/** How long a built swap stays valid on chain. */
const DEADLINE_SECONDS = 20n * 60n;

/**
 * @example
 * const provider = uniswapProvider(chains.get('eip155:1')!, config.convert.chains[0]!);
 * const [best] = await provider.quote({ from: eth, to: usdc, amountIn: 10n ** 18n });
 */
export function uniswapProvider(chain: ChainEntry, config: ConvertChainConfig): SwapProvider {
  const uniswap = config.uniswap;
  const weth = uniswap.weth as Address;
  const router = uniswap.swapRouter02 as Address;
  const ctx: QuoteContext = { chain, config: uniswap, pools: new Map() };
  const routed = (asset: SwapAsset) => (asset.native ? weth : asset.address);

  const quote = async ({ from, to, amountIn }: { from: SwapAsset; to: SwapAsset; amountIn: bigint }): Promise<UniswapRoute[]> => {
    const routes = await quoteRoutes(ctx, routed(from), routed(to), amountIn);
    return to.native ? routes.map((r) => ({ ...r, gasLimit: r.gasLimit + UNWRAP_GAS })) : routes;
  };

  return {
    spender: router,

    async tokens() {
      const metas = await tokenMetadata(chain, config.tokens);
      return metas.flatMap((meta, i) =>
        meta
          ? [
              {
                id: `${chain.config.id}:${meta.address}`.toLowerCase(),
                address: meta.address,
                native: false,
                name: meta.name,
                symbol: meta.symbol,
                decimals: meta.decimals,
                logoUri: config.tokens[i]!.logoUri,
              },
            ]
          : [],
      );
    },

    quote,

    async allowance({ token, owner }) {
      return chain.client.readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [owner, router] });
    },

    async gasPrice() {
      const standard = await chain.client.getGasPrice();
      return { standard, fast: (standard * 5n) / 4n, instant: (standard * 3n) / 2n };
    },

    buildApprove({ token, amount }) {
      return { to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] }), value: 0n };
    },

    async buildTransaction({ from, to, amountIn, user, slippageBps }) {
      const [routes, block] = await Promise.all([quote({ from, to, amountIn }), chain.client.getBlock({ blockTag: 'latest' })]);
      const route = routes[0];
      if (!route) throw new NoRouteError();
      const amountOutMin = (route.amountOut * (10_000n - slippageBps)) / 10_000n;
      const recipient = to.native ? ROUTER_ITSELF : user;
      const calls: Hex[] = [
        route.kind === 'v3'
          ? encodeFunctionData({
              abi: swapRouter02Abi,
              functionName: 'exactInputSingle',
              args: [{ tokenIn: routed(from), tokenOut: routed(to), fee: route.fee, recipient, amountIn, amountOutMinimum: amountOutMin, sqrtPriceLimitX96: 0n }],
            })
          : encodeFunctionData({ abi: swapRouter02Abi, functionName: 'swapExactTokensForTokens', args: [amountIn, amountOutMin, [routed(from), routed(to)], recipient] }),
      ];
      if (to.native) calls.push(encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [amountOutMin, user] }));
      const data = encodeFunctionData({ abi: swapRouter02Abi, functionName: 'multicall', args: [block.timestamp + DEADLINE_SECONDS, calls] });
      return { to: router, data, value: from.native ? amountIn : 0n, route, amountOutMin };
    },
  };
}
