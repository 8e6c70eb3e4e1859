// Writes the connected account into the stores and reads its native balance.

import { formatUnits } from '../format/units.js';
import { $accounts, $activeNamespace, emptyAccount, type AccountState } from '../stores/account.js';
import { $network } from '../stores/network.js';
import type { CaipAddress, ChainNamespace } from '../types.js';
import { getAdapter } from './adapters.js';
import { fetchBalance } from './balance.js';
import { refreshIdentity } from './identity.js';
import { hasTokenBalances, refreshTokenBalances } from './tokenBalances.js';

/** Merges `patch` into the account of `namespace`. */
export function updateAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
  const accounts = $accounts.get();
  $accounts.set({ ...accounts, [namespace]: { ...(accounts[namespace] ?? emptyAccount()), ...patch } });
}

/** Records a connected address on the active network of `namespace`. */
export function setConnectedAccount(namespace: ChainNamespace, address: string): void {
  const network = $network.get().caipNetwork;
  const explorer = network?.blockExplorers?.default.url;
  updateAccount(namespace, {
    status: 'connected',
    address,
    caipAddress: `${network?.caipNetworkId ?? `${namespace}:unknown`}:${address}` as CaipAddress,
    addressExplorerUrl: explorer ? `${explorer.replace(/\/$/, '')}/address/${address}` : undefined,
  });
  $activeNamespace.set(namespace);
}

/** Remembers the Account view's open tab (0 Tokens, 1 NFTs, 2 Activity). */
export function selectAccountTab(index: number): void {
  const namespace = $activeNamespace.get();
  if (namespace && index >= 0) updateAccount(namespace, { currentTab: index });
}

/** Clears every namespace's account state. */
export function resetAccounts(): void {
  $accounts.set({});
  $activeNamespace.set(undefined);
}

/**
 * Reads the native balance of the active account from the active network's RPC URL (through the
 * balance fetch rules: loading flag, retry only 30 s after a failure, stale results dropped).
 * @example
 * await refreshBalance();
 */
export async function refreshBalance(): Promise<void> {
  const namespace = $activeNamespace.get();
  const network = $network.get().caipNetwork;
  if (!namespace || !network) return;
  if (hasTokenBalances()) void refreshTokenBalances();
  void refreshIdentity();
  await fetchBalance({
    namespace,
    fetcher: async (address) => ({
      balance: formatUnits(await getAdapter(namespace).getBalance(address, network), network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }),
  });
}
