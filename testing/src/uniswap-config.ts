// The server config that serves swaps and prices on the local swap world (./uniswap.ts): the Uniswap
// contracts and suggested tokens under `convert`, the price feeds under `prices`.
import { NATIVE_TOKEN_ADDRESS, SWAP_NETWORKS } from '../../schema/src/defaults.js';
import type { ConfigInput } from '../../server/src/config/schema.js';
import type { UniswapWorld } from './uniswap';

/**
 * @example
 * const { convert, prices } = swapServerConfig(swap);
 * await startServer(loadConfig({ overrides: { chains, convert, prices: { ...prices, file } } }));
 */
export function swapServerConfig(swap: UniswapWorld): { convert: NonNullable<ConfigInput['convert']>; prices: NonNullable<ConfigInput['prices']> } {
  const chainId = `eip155:${swap.chainId}`;
  return {
    convert: {
      // The spec's swap networks, and the local chain the world runs under its real id (the operator lists it).
      networks: [...SWAP_NETWORKS, chainId],
      chains: [
        {
          chainId,
          uniswap: {
            weth: swap.weth,
            swapRouter02: swap.swapRouter02,
            v3: { factory: swap.v3Factory, quoterV2: swap.quoterV2, feeTiers: [100, 500, 3000, 10000] },
            v2: { factory: swap.v2Factory, router: swap.v2Router },
          },
          tokens: [{ address: swap.tokens.usdc.address }, { address: swap.tokens.dai.address }, { address: swap.weth }],
        },
      ],
    },
    prices: {
      feeds: [
        { token: `${chainId}:${NATIVE_TOKEN_ADDRESS}`, aggregator: swap.feeds.eth },
        { token: `${chainId}:${swap.weth}`, aggregator: swap.feeds.eth },
        { token: `${chainId}:${swap.tokens.usdc.address}`, aggregator: swap.feeds.usdc },
        { token: `${chainId}:${swap.tokens.dai.address}`, aggregator: swap.feeds.dai },
      ],
    },
  };
}
