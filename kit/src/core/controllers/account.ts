// Writes connected accounts into the stores, per namespace (their balances and profile: accountData.ts).

import type { ModalCore } from '../instance.js';
import { emptyAccount, type AccountState } from '../stores/account.js';
import type { CaipAddress, ChainNamespace } from '../types.js';

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
