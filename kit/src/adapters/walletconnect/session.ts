// A WalletConnect session as the adapter sees it: accounts, chains and methods per namespace, a
// request provider per namespace, and its events.

import type Provider from '@walletconnect/universal-provider';
import type { ChainNamespace } from '../../core/types.js';
import { WALLETCONNECT_REQUEST_TIMEOUT_MS } from '../../core/constants.js';
import { catalogueError } from '../../core/errors/base.js';
import { InternalMessages } from '../../core/errors/messages.js';
import { addressesOn, sessionAccounts } from './accounts.js';
import { toWalletConnectError } from './errors.js';
import { chainReference, sessionEvents } from './events.js';
import { isSwitchChain, switchOverSession } from './switchChain.js';
import type { Eip1193Like, WalletConnectSession } from './types.js';

/**
 * A wallet that never answers (its user walked away) does not leave the app waiting forever: after
 * WALLETCONNECT_REQUEST_TIMEOUT_MS the request fails with 'The wallet did not answer in time'.
 */
function withinRequestTimeout<T>(sent: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(catalogueError('WALLET_TIMEOUT')), WALLETCONNECT_REQUEST_TIMEOUT_MS);
  });
  return Promise.race([sent, expired]).finally(() => clearTimeout(timer));
}

/**
 * The adapters' view of the SDK's session: accounts, chains and methods per namespace, a provider per
 * namespace (wallet_switchEthereumChain answered by {@link switchOverSession}), and its events.
 */
export function wrapSession(client: Provider): WalletConnectSession {
  const live = () => {
    if (!client.session) throw toWalletConnectError(new Error('Session not initialized. Please call connect() before enable()'));
    return client.session;
  };
  const chainId = (namespace: ChainNamespace): string => {
    const provider = client.rpcProviders[namespace];
    if (!provider) throw new Error(InternalMessages.NAMESPACE_NOT_CONFIGURED(namespace));
    return provider.getDefaultChain();
  };
  const granted = (namespace: ChainNamespace) => sessionAccounts(live().namespaces, namespace);
  // The wallet's own words (its metadata, its namespaces): read defensively, a wallet may leave fields out.
  const entries = (): [string, unknown][] => {
    const namespaces: unknown = live().namespaces;
    return typeof namespaces === 'object' && namespaces !== null ? Object.entries(namespaces) : [];
  };
  const session = live();
  const metadata = (session.peer as { metadata?: { name?: unknown; icons?: unknown } } | undefined)?.metadata;
  const icon = Array.isArray(metadata?.icons) ? metadata.icons[0] : undefined;
  return {
    topic: session.topic,
    peer: { name: typeof metadata?.name === 'string' ? metadata.name : '', icon: typeof icon === 'string' ? icon : undefined },
    namespaces: () => [...new Set(entries().map(([key]) => key.split(':')[0] as ChainNamespace))].filter((namespace) => granted(namespace).length > 0),
    accounts: (namespace) => addressesOn(granted(namespace), `${namespace}:${chainId(namespace)}`),
    chainId: (namespace) => chainReference(namespace, chainId(namespace)),
    chains: (namespace) => [...new Set(granted(namespace).map((account) => account.split(':').slice(0, 2).join(':')))],
    methods: (namespace) =>
      entries()
        .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
        .flatMap(([, entry]) => {
          const methods = (entry as { methods?: unknown } | null)?.methods;
          return Array.isArray(methods) ? methods.filter((method): method is string => typeof method === 'string') : [];
        }),
    setChain: (caipNetworkId) => client.setDefaultChain(caipNetworkId),
    provider: (namespace): Eip1193Like => ({
      request: (args) => {
        const sent =
          namespace === 'eip155' && isSwitchChain(args.method)
            ? switchOverSession(client, args.params)
            : client.request(args as { method: string; params?: unknown[] }, `${namespace}:${chainId(namespace)}`);
        return withinRequestTimeout(sent).catch((error: unknown) => {
          throw toWalletConnectError(error);
        });
      },
      on: (event, listener) => client.on(event, listener),
      removeListener: (event, listener) => client.removeListener(event, listener),
    }),
    subscribe: (listener) => sessionEvents(client, listener),
  };
}
