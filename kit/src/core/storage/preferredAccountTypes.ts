// The account type the user picked per namespace, remembered across reloads (spec §3 "preferred
// account types"). Only the user's picks are stored, so a later change of the app's defaults applies.

import type { AccountTypes } from '../config.js';
import { STORAGE_KEYS } from './keys.js';
import { safeStorage } from './safeStorage.js';

const ACCOUNT_TYPES: { readonly [N in keyof AccountTypes]: readonly AccountTypes[N][] } = {
  bip122: ['payment', 'ordinal', 'stx'],
  eip155: ['eoa', 'smartAccount'],
  polkadot: ['eoa', 'smartAccount'],
  solana: ['eoa', 'smartAccount'],
};

/**
 * Whether `type` is an account type of `namespace` (bip122: payment, ordinal, stx; others: eoa, smartAccount).
 * @example
 * isAccountType('eip155', 'smartAccount'); // true
 */
export function isAccountType<N extends keyof AccountTypes>(namespace: N, type: unknown): type is AccountTypes[N] {
  const types: readonly unknown[] | undefined = Object.hasOwn(ACCOUNT_TYPES, namespace) ? ACCOUNT_TYPES[namespace] : undefined;
  return types?.includes(type) ?? false;
}

/**
 * The types the user picked; a corrupt or foreign value, or an unknown entry, reads as absent.
 * @example
 * readPreferredAccountTypes(); // { eip155: 'eoa' }
 */
export function readPreferredAccountTypes(): Partial<AccountTypes> {
  return safeStorage.getJSON(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, asAccountTypes) ?? {};
}

/** Remembers the user's pick for one namespace, keeping the others. */
export function writePreferredAccountType<N extends keyof AccountTypes>(namespace: N, type: AccountTypes[N]): void {
  safeStorage.setJSON(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, { ...readPreferredAccountTypes(), [namespace]: type });
}

function asAccountTypes(value: unknown): Partial<AccountTypes> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(([namespace, type]) => isAccountType(namespace as keyof AccountTypes, type));
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<AccountTypes>) : undefined;
}
