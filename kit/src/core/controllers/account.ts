// Writes connected accounts into the stores, per namespace, and reads their native balance.

import { formatUnits } from '../format/units.js';
import type { ModalCore } from '../instance.js';
import { nativeBalanceCache } from '../storage/addressCache.js';
import { emptyAccount, type AccountState } from '../stores/account.js';
import type { CaipAddress, ChainNamespace } from '../types.js';
import { chainReader } from './adapters.js';
import { fetchBalance } from './balance.js';
import { refreshIdentity } from './identity.js';
import { refreshTokenBalances } from './tokenBalances.js';

/** Merges `patch` into the account of `namespace`. */
export function updateAccount(modal: ModalCore, namespace: ChainNamespace, patch: Partial<AccountState>): void {
  const accounts = modal.$accounts.get();
  modal.$accounts.set({ ...accounts, [namespace]: { ...(accounts[namespace] ?? emptyAccount()), ...patch } });
}

/** Records a connected address of `namespace` on that namespace's network. */
export function setConnectedAccount(modal: ModalCore, namespace: ChainNamespace, address: string): void {
  const network = modal.$networks.get()[namespace]?.caipNetwork;
  const explorer = network?.blockExplorers?.default.url;
  const previous = modal.$accounts.get()[namespace];
  updateAccount(modal, namespace, {
    ...(previous?.address === address ? {} : { balance: undefined, profileName: undefined, profileImage: undefined }),
    status: 'connected',
    address,
    caipAddress: `${network?.caipNetworkId ?? `${namespace}:unknown`}:${address}` as CaipAddress,
    addressExplorerUrl: explorer ? `${explorer.replace(/\/$/, '')}/address/${address}` : undefined,
  });
}

/** Remembers the Account view's open tab. */
export function selectAccountTab(modal: ModalCore, index: number): void {
  if (index >= 0) updateAccount(modal, modal.$activeNamespace.get(), { currentTab: index });
}

/** Clears the accounts of `namespaces` (all of them by default). */
export function resetAccounts(modal: ModalCore, namespaces?: readonly ChainNamespace[]): void {
  if (!namespaces) return void modal.$accounts.set({});
  const accounts = { ...modal.$accounts.get() };
  for (const namespace of namespaces) delete accounts[namespace];
  modal.$accounts.set(accounts);
}

/**
 * Reads the native balance of the active account from the active network's RPC URL (through the
 * balance fetch rules: loading flag, retry only 30 s after a failure, stale results dropped; a
 * balance read less than 30 s ago is taken from the cache), and
 * the token balances and profile from the app's API when it has one.
 * @example
 * await refreshBalance(modal);
 */
export async function refreshBalance(modal: ModalCore): Promise<void> {
  const namespace = modal.$activeNamespace.get();
  const network = modal.$network.get().caipNetwork;
  const reader = chainReader(modal, namespace);
  if (!network || !modal.$account.get().address) return;
  void refreshTokenBalances(modal);
  void refreshIdentity(modal);
  if (!reader?.getBalance) return;
  const getBalance = reader.getBalance.bind(reader);
  const symbol = network.nativeCurrency.symbol;
  await fetchBalance(modal, {
    namespace,
    // The native balance of an account on a network is read once per 30 s, across reloads too (spec §9).
    fetcher: async (address) => {
      const key = `${network.caipNetworkId}:${address}`;
      const cached = nativeBalanceCache.get(key);
      if (cached !== undefined) return { balance: cached, symbol };
      const balance = formatUnits(await getBalance(address, network), network.nativeCurrency.decimals);
      nativeBalanceCache.set(key, balance);
      return { balance, symbol };
    },
  });
}
