// The accounts a WalletConnect session grants, read from the wallet's namespaces (CAIP-10 ids), which
// are parsed with zod/mini where they arrive.

import * as z from 'zod/mini';
import type { ChainNamespace } from '../../core/types.js';

/** A CAIP-10 account id: namespace:reference:address. */
const caip10 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/));
const namespaces = z.record(z.string(), z.unknown());
const entry = z.looseObject({ accounts: z.array(z.unknown()) });

/**
 * The CAIP-10 accounts the session grants, per namespace key ("eip155", or "eip155:1" inline). Each account
 * is checked on its own (spec §5: three non-empty parts, here of the namespace asked for): a malformed
 * one, or a malformed entry of another namespace, is skipped and never hides the valid ones.
 * @example
 * sessionAccounts({ eip155: { accounts: ['eip155:1:0xabc'] } }, 'eip155'); // ['eip155:1:0xabc']
 */
export function sessionAccounts(value: unknown, namespace: ChainNamespace): string[] {
  const parsed = namespaces.safeParse(value);
  if (!parsed.success) return [];
  return Object.entries(parsed.data)
    .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
    .flatMap(([, value]) => entry.safeParse(value).data?.accounts ?? [])
    .filter((account): account is string => caip10.safeParse(account).success && (account as string).startsWith(`${namespace}:`));
}

/** Addresses of `accounts` on one chain, without duplicates. */
export function addressesOn(accounts: readonly string[], caipNetworkId: string): string[] {
  return [...new Set(accounts.filter((account) => account.startsWith(`${caipNetworkId}:`)).map((account) => account.split(':')[2] as string))];
}
