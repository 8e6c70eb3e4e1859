// Writes connected accounts into the stores, per namespace (their balances and profile: accountData.ts).

import type { ModalCore } from '../instance.js';
import { emptyAccount, type AccountState } from '../stores/account.js';
import type { AccountTypes } from '../config.js';
import type { AccountEntry, CaipAddress, CaipNetwork, ChainNamespace } from '../types.js';

/** Merges `patch` into the account of `namespace`. */
export function updateAccount(modal: ModalCore, namespace: ChainNamespace, patch: Partial<AccountState>): void {
  const accounts = modal.$accounts.get();
  modal.$accounts.set({ ...accounts, [namespace]: { ...(accounts[namespace] ?? emptyAccount()), ...patch } });
}

/**
 * Records a connected address of `namespace` on that namespace's network. When the wallet connected
 * several (`allAccounts`), the one of the namespace's preferred account type is shown (spec §9: bip122
 * payment) and all are kept; without them, those recorded for the same address stay.
 */
export function setConnectedAccount(modal: ModalCore, namespace: ChainNamespace, connected: string, allAccounts?: readonly AccountEntry[]): void {
  const network = modal.$networks.get()[namespace]?.caipNetwork;
  const previous = modal.$accounts.get()[namespace];
  const preferred = modal.$preferredAccountTypes.get()[namespace as keyof AccountTypes];
  const address = allAccounts?.find((entry) => entry.type === preferred)?.address ?? connected;
  const entries = allAccounts ? [...allAccounts] : previous?.address === address ? previous.allAccounts : undefined;
  updateAccount(modal, namespace, {
    allAccounts: entries,
    addressLabels: entries && Object.fromEntries(entries.map((entry) => [entry.address, entry.type])),
    ...(previous?.address === address ? {} : { balance: undefined, profileName: undefined, profileImage: undefined }),
    status: 'connected',
    address,
    caipAddress: `${network?.caipNetworkId ?? `${namespace}:unknown`}:${address}` as CaipAddress,
    addressExplorerUrl: addressExplorerUrl(network, address),
  });
}

/** The address's page on the network's own explorer; none for a network without one (a local chain). */
function addressExplorerUrl(network: CaipNetwork | undefined, address: string): string | undefined {
  const explorer = network?.blockExplorers?.default.url;
  return explorer ? `${explorer.replace(/\/$/, '')}/address/${address}` : undefined;
}

/**
 * Points the namespace's explorer link at its network now (after a switch the wallet did not announce
 * with chainChanged), so a link never leads to another network's explorer.
 */
export function followNetworkExplorer(modal: ModalCore, namespace: ChainNamespace): void {
  const account = modal.$accounts.get()[namespace];
  if (!account?.address) return;
  const url = addressExplorerUrl(modal.$networks.get()[namespace]?.caipNetwork, account.address);
  if (url !== account.addressExplorerUrl) updateAccount(modal, namespace, { addressExplorerUrl: url });
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
