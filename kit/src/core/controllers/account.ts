// Writes the connected account into the stores and reads its native balance.

import { formatUnits } from '../format/units.js';
import { $accounts, $activeNamespace, emptyAccount, type AccountState } from '../stores/account.js';
import { $network } from '../stores/network.js';
import type { CaipAddress, ChainNamespace } from '../types.js';
import { getAdapter } from './adapters.js';

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

/** Clears every namespace's account state. */
export function resetAccounts(): void {
  $accounts.set({});
  $activeNamespace.set(undefined);
}

/**
 * Reads the native balance of the active account from the active network's RPC URL.
 * @example
 * await refreshBalance();
 */
export async function refreshBalance(): Promise<void> {
  const namespace = $activeNamespace.get();
  const network = $network.get().caipNetwork;
  const address = namespace ? $accounts.get()[namespace]?.address : undefined;
  if (!namespace || !network || !address) return;
  updateAccount(namespace, { balanceLoading: true });
  // A balance that lands after a disconnect or an account change belongs to nobody: drop it.
  const stillCurrent = () => $accounts.get()[namespace]?.address === address;
  try {
    const value = await getAdapter(namespace).getBalance(address, network);
    if (!stillCurrent()) return;
    updateAccount(namespace, {
      balance: formatUnits(value, network.nativeCurrency.decimals),
      balanceSymbol: network.nativeCurrency.symbol,
      balanceLoading: false,
    });
  } catch {
    if (stillCurrent()) updateAccount(namespace, { balanceLoading: false, lastRetry: Date.now() });
  }
}
