// SOL and SPL token balances (Token and Token-2022) of one owner on one Solana cluster, in the spec's
// token-balance shape: chainId solana:<ref>, token address solana:<ref>:<mint>, decimals-0 tokens dropped.
import type { TokenBalance } from '@wallet-modal/schema/wire';
import type { Address } from '@solana/kit';
import { formatUnits } from 'viem';
import type { Config, SolanaChainConfig } from '../../config/schema.js';
import { ApiError } from '../../errors.js';
import type { PriceSource } from '../../prices/source.js';
import { SolanaRpcError, solanaReader } from './rpc.js';

/** The configured Solana chain `caip2` names; UNSUPPORTED_CHAIN (listing the served ones) when none. */
export function requireSolanaChain(config: Config, caip2: string): SolanaChainConfig {
  const chain = config.solana.chains.find((candidate) => candidate.id === caip2);
  if (!chain) {
    const known = config.solana.chains.map((candidate) => candidate.id).join(', ') || 'no Solana chain configured';
    throw new ApiError('UNSUPPORTED_CHAIN', `${caip2} (supported: ${known})`);
  }
  return chain;
}

export type GetSolanaBalancesParameters = {
  chain: SolanaChainConfig;
  /** A checked Solana address (the owner). */
  owner: Address;
  currency: string;
  rpc: Config['rpc'];
  prices: PriceSource;
  iconUrl: (symbol: string) => string;
};

/** 'EPjF…Dt1v': what an SPL token the operator's list does not name is shown as. */
const shortMint = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`;

/**
 * The native balance (always listed) and every SPL token the owner holds a positive amount of, summed
 * per mint over its token accounts. Throws UPSTREAM_FAILED when the cluster's RPC fails.
 */
export async function getSolanaBalances({ chain, owner, currency, rpc, prices, iconUrl }: GetSolanaBalancesParameters): Promise<TokenBalance[]> {
  const reader = solanaReader(chain.rpcUrl, rpc);
  let lamports: bigint;
  let holdings: Awaited<ReturnType<typeof reader.tokenAccounts>>;
  try {
    [lamports, holdings] = await Promise.all([reader.balance(owner), reader.tokenAccounts(owner)]);
  } catch (error) {
    if (error instanceof SolanaRpcError) throw new ApiError('UPSTREAM_FAILED', `the Solana RPC of ${chain.id} did not answer as expected`, { cause: error });
    throw error;
  }
  const byMint = new Map<string, { amount: bigint; decimals: number }>();
  for (const { mint, amount, decimals } of holdings) {
    const seen = byMint.get(mint);
    byMint.set(mint, { amount: (seen?.amount ?? 0n) + amount, decimals });
  }
  // Spec §3/§5: tokens whose decimals are 0 are dropped; an emptied token account is not a holding.
  const held = [...byMint].filter(([, { amount, decimals }]) => amount > 0n && decimals > 0);
  const named = new Map<string, SolanaChainConfig['tokens'][number]>(chain.tokens.map((token) => [token.mint, token]));
  const tokens = held.map(([mint, { amount, decimals }]) => {
    const listed = named.get(mint);
    return { mint, amount, decimals, symbol: listed?.symbol ?? shortMint(mint), name: listed?.name ?? `SPL token ${mint}`, iconUrl: listed?.iconUrl, listed: Boolean(listed) };
  });
  const { nativeCurrency } = chain;
  // Only tokens the operator named are priced: a symbol an unknown mint might claim proves nothing.
  const quotes = await prices.getPrices(currency, [
    { chainId: chain.id, symbol: nativeCurrency.symbol },
    ...tokens.map((token) => ({ chainId: chain.id, address: token.mint, symbol: token.listed ? token.symbol : token.mint })),
  ]);
  const entry = (name: string, symbol: string, decimals: number, amount: bigint, price: number | undefined, mint?: string, icon?: string): TokenBalance => {
    const numeric = formatUnits(amount, decimals);
    return {
      name,
      symbol,
      chainId: chain.id,
      address: mint && `${chain.id}:${mint}`,
      value: Number(numeric) * (price ?? 0),
      price: price ?? 0,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: icon ?? iconUrl(symbol),
    };
  };
  return [
    entry(nativeCurrency.name, nativeCurrency.symbol, nativeCurrency.decimals, lamports, quotes[0]),
    ...tokens.map((token, index) => entry(token.name, token.symbol, token.decimals, token.amount, quotes[index + 1], token.mint, token.iconUrl)),
  ];
}
