// A WalletConnect session as the chain adapters see it: accounts and chain per namespace, and an
// EIP-1193 provider per namespace. The wallet's namespaces are parsed with zod/mini where they arrive.

import type Provider from '@walletconnect/universal-provider';
import * as z from 'zod/mini';
import type { ChainNamespace } from '../../core/types.js';
import { toWalletConnectError } from './errors.js';
import { isSwitchChain, switchOverSession } from './switchChain.js';
import type { Eip1193Like, WalletConnectSession } from './types.js';

/** A CAIP-10 account id: namespace:reference:address. */
const caip10 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/));
const namespaces = z.record(z.string(), z.looseObject({ accounts: z.array(caip10) }));

/**
 * The CAIP-10 accounts the session grants, per namespace key ("eip155", or "eip155:1" inline).
 * @example
 * sessionAccounts({ eip155: { accounts: ['eip155:1:0xabc'] } }, 'eip155'); // ['eip155:1:0xabc']
 */
export function sessionAccounts(value: unknown, namespace: ChainNamespace): string[] {
  const parsed = namespaces.safeParse(value);
  if (!parsed.success) return [];
  return Object.entries(parsed.data)
    .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
    .flatMap(([, entry]) => entry.accounts);
}

/** Addresses of `accounts` on one chain, without duplicates. */
export function addressesOn(accounts: readonly string[], caipNetworkId: string): string[] {
  return [...new Set(accounts.filter((account) => account.startsWith(`${caipNetworkId}:`)).map((account) => account.split(':')[2] as string))];
}

export function wrapSession(client: Provider): WalletConnectSession {
  const live = () => {
    if (!client.session) throw toWalletConnectError(new Error('Session not initialized. Please call connect() before enable()'));
    return client.session;
  };
  const chainId = (namespace: ChainNamespace): string => {
    const provider = client.rpcProviders[namespace];
    if (!provider) throw new Error(`Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`);
    return provider.getDefaultChain();
  };
  const session = live();
  return {
    topic: session.topic,
    peer: { name: session.peer.metadata.name, icon: session.peer.metadata.icons[0] },
    accounts: (namespace) => addressesOn(sessionAccounts(live().namespaces, namespace), `${namespace}:${chainId(namespace)}`),
    chainId: (namespace) => {
      const id = chainId(namespace);
      return /^\d+$/.test(id) ? Number(id) : id;
    },
    provider: (namespace): Eip1193Like => ({
      request: (args) => {
        const sent =
          namespace === 'eip155' && isSwitchChain(args.method)
            ? switchOverSession(client, args.params)
            : client.request(args as { method: string; params?: unknown[] }, `${namespace}:${chainId(namespace)}`);
        return sent.catch((error: unknown) => {
          throw toWalletConnectError(error);
        });
      },
      on: (event, listener) => client.on(event, listener),
      removeListener: (event, listener) => client.removeListener(event, listener),
    }),
  };
}
