// Token balances from the app's API (spec §7): cached 30 s per account and network, skipped with an
// empty list when the API does not serve the active network ('Token Balance Unavailable').

import type { ApiConfig } from '../api/url.js';
import { BALANCE_NAMESPACES } from '../constants.js';
import { ErrorMessages } from '../errors/messages.js';
import { portfolioCache } from '../storage/addressCache.js';
import { $account, $activeNamespace } from '../stores/account.js';
import { $network } from '../stores/network.js';
import { $tokenBalances } from '../stores/tokenBalances.js';
import type { TokenBalance } from '../validate/tokens.js';

let api: ApiConfig | undefined;
let supported: Promise<string[]> | undefined;

/** Points token balances at the app's API (called by createWalletModal when apiUrl is set). */
export function configureTokenBalances(next: ApiConfig | undefined): void {
  api = next;
  supported = undefined;
  $tokenBalances.set({ balances: [], loading: false });
}

/** Whether token balances come from an API (otherwise the native balance comes from the chain). */
export function hasTokenBalances(): boolean {
  return api !== undefined;
}

/**
 * Reads the active account's token balances on the active network into $tokenBalances.
 * @example
 * await refreshTokenBalances();
 */
export async function refreshTokenBalances({ force = false }: { force?: boolean } = {}): Promise<void> {
  const config = api;
  const namespace = $activeNamespace.get();
  const { address } = $account.get();
  const network = $network.get().caipNetwork;
  if (!config || !namespace || !address || !network) return;
  const key = `${network.caipNetworkId}:${address}`;
  const cached = force ? undefined : (portfolioCache.get(key) as TokenBalance[] | undefined);
  if (cached) {
    $tokenBalances.set({ balances: cached, loading: false });
    return;
  }
  const { getSupportedChains, getTokenBalances } = await import('../api/balance.js');
  supported ??= getSupportedChains(config).catch(() => []);
  const served = (BALANCE_NAMESPACES as readonly string[]).includes(namespace) && (await supported).includes(network.caipNetworkId);
  if (!served) {
    $tokenBalances.set({ balances: [], loading: false, error: ErrorMessages.TOKEN_BALANCE_UNAVAILABLE });
    return;
  }
  $tokenBalances.set({ ...$tokenBalances.get(), loading: true, error: undefined });
  try {
    const balances = await getTokenBalances(config, { address, chainId: network.caipNetworkId, forceUpdate: force });
    if ($account.get().address !== address || $network.get().caipNetwork !== network) return;
    portfolioCache.set(key, balances);
    $tokenBalances.set({ balances, loading: false });
  } catch {
    $tokenBalances.set({ balances: [], loading: false, error: ErrorMessages.TOKEN_BALANCE_UNAVAILABLE });
  }
}

/** Forgets the balances shown (disconnect, account or network change). */
export function resetTokenBalances(): void {
  $tokenBalances.set({ balances: [], loading: false });
}
