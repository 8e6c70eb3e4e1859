// The account type a namespace prefers (spec §3 "preferredAccountTypes", §7 "set preferred account
// type (also sends a tracking event)"). The embedded wallet reads it when it connects (issue 11).

import type { AccountTypes } from '../config.js';
import { WalletModalError } from '../errors/base.js';
import type { ModalCore } from '../instance.js';
import { isAccountType, writePreferredAccountType } from '../storage/preferredAccountTypes.js';
import { setConnectedAccount } from './account.js';
import { trackEvent } from './analytics.js';
import { refreshBalance } from './refreshBalance.js';

export interface SetPreferredAccountTypeParameters<N extends keyof AccountTypes = keyof AccountTypes> {
  namespace: N;
  /** bip122: payment, ordinal or stx; eip155, polkadot and solana: eoa or smartAccount. */
  type: AccountTypes[N];
}
export type SetPreferredAccountTypeReturnType = void;
/** Thrown for a type the namespace does not have. */
export type SetPreferredAccountTypeErrorType = WalletModalError;

/**
 * Makes `type` the preferred account type of `namespace`, remembers it across reloads and sends a
 * tracking event. A connected wallet that gave an address of that type (a Bitcoin wallet's ordinals
 * address) shows it from now on, with its balance.
 * @example
 * setPreferredAccountType(modal, { namespace: 'eip155', type: 'eoa' });
 */
export function setPreferredAccountType<N extends keyof AccountTypes>(
  modal: ModalCore,
  { namespace, type }: SetPreferredAccountTypeParameters<N>,
): SetPreferredAccountTypeReturnType {
  if (!isAccountType(namespace, type)) {
    throw new WalletModalError(`Unknown account type for ${namespace}: ${String(type)}`, {
      details: namespace === 'bip122' ? 'Use payment, ordinal or stx.' : 'Use eoa or smartAccount.',
    });
  }
  modal.$preferredAccountTypes.set({ ...modal.$preferredAccountTypes.get(), [namespace]: type });
  writePreferredAccountType(namespace, type);
  const account = modal.$accounts.get()[namespace];
  const entry = account?.allAccounts?.find((candidate) => candidate.type === type);
  if (account?.address && entry && entry.address !== account.address) {
    setConnectedAccount(modal, namespace, entry.address, account.allAccounts);
    if (modal.$activeNamespace.get() === namespace) void refreshBalance(modal);
  }
  void trackEvent(modal, 'SET_PREFERRED_ACCOUNT_TYPE', { accountType: type, namespace, network: modal.$network.get().caipNetwork?.caipNetworkId });
}
