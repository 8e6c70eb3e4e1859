// The `convert` section of the server config: on which chains swaps are served, by which provider
// (Uniswap on the chain's own RPC), with which contracts, and the tokens the swap pickers suggest.
import { SWAP_NETWORKS } from '@wallet-modal/schema/defaults';
import { z } from 'zod';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');
const caip2 = z.string().regex(/^eip155:[1-9][0-9]{0,15}$/, 'must be a CAIP-2 eip155 chain id such as eip155:1 or eip155:84532');

export const swapTokenConfigSchema = z.strictObject({
  address,
  /** Override what the contract reports; read from the chain when absent. */
  name: z.string().min(1).optional(),
  symbol: z.string().min(1).optional(),
  decimals: z.number().int().min(1).max(36).optional(),
  logoUri: z.url().optional(),
});

export const uniswapConfigSchema = z.strictObject({
  /** The chain's wrapped native token (WETH9): routes through the native currency use it. */
  weth: address,
  /** SwapRouter02: the one router swaps (V2 and V3) and approvals target. */
  swapRouter02: address,
  v3: z
    .strictObject({
      factory: address,
      quoterV2: address,
      /** Pool fees tried, in hundredths of a bip (500 = 0.05 %). */
      feeTiers: z.array(z.number().int().min(1).max(1_000_000)).min(1).default([100, 500, 3000, 10000]),
    })
    .optional(),
  v2: z.strictObject({ factory: address, router: address }).optional(),
});

export const convertChainConfigSchema = z.strictObject({
  chainId: caip2,
  uniswap: uniswapConfigSchema.refine((u) => u.v2 || u.v3, 'configure v3 (factory, quoterV2), v2 (factory, router) or both'),
  /** Suggested tokens, listed after the native currency by GET /v1/convert/tokens. */
  tokens: z.array(swapTokenConfigSchema).default([]),
});

export const convertConfigSchema = z.strictObject({
  /** Serve /v1/convert/*. */
  enabled: z.boolean().default(true),
  /** Spec §9: the eip155 networks swaps and their gas prices may be served on. */
  networks: z.array(caip2).default([...SWAP_NETWORKS]),
  /** Chains with a swap provider; each must be one of the configured `chains` (its RPC is the provider's). */
  chains: z.array(convertChainConfigSchema).default([]),
  /** A quote or build that takes longer answers 502 UPSTREAM_FAILED. */
  timeoutMs: z.number().int().min(50).max(120_000).default(10_000),
});

export type ConvertConfig = z.infer<typeof convertConfigSchema>;
export type ConvertChainConfig = z.infer<typeof convertChainConfigSchema>;
export type SwapTokenConfig = z.infer<typeof swapTokenConfigSchema>;

/** `convert.chains` may only name chains the config lists under `chains`. */
export function convertChainsConfigured(config: { chains: { id: string }[]; convert: ConvertConfig }, ctx: z.RefinementCtx): void {
  const known = new Set(config.chains.map((c) => c.id));
  config.convert.chains.forEach((c, i) => {
    if (!known.has(c.chainId)) ctx.addIssue({ code: 'custom', path: ['convert', 'chains', i, 'chainId'], message: `${c.chainId} is not one of the configured chains` });
  });
}
