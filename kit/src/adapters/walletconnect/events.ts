// The session's events per namespace (spec §4 "Wallet session"): the SDK reports a chain change or a
// wallet's accountsChanged without saying which namespace it was, so they are read here from the
// CAIP ids they carry. Payloads from the wallet are parsed with zod/mini where they arrive.

import type Provider from '@walletconnect/universal-provider';
import * as z from 'zod/mini';
import type { ChainNamespace } from '../../core/types.js';
import { addressesOn, sessionAccounts } from './accounts.js';
import type { WalletConnectSessionEvent } from './types.js';

const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));
const defaultChainChanged = z.looseObject({ currentCaipChainId: caip2 });
const sessionEvent = z.looseObject({
  params: z.looseObject({ chainId: caip2, event: z.looseObject({ name: z.string(), data: z.unknown() }) }),
});
/** accountsChanged data: addresses, or CAIP-10 account ids. */
const accountList = z.array(z.string());

/** A chain reference as the core keeps it: a number in eip155, the CAIP-2 reference elsewhere. */
export function chainReference(namespace: string, reference: string): number | string {
  return namespace === 'eip155' ? Number(reference) : reference;
}

/**
 * Subscribes to a session's events, per namespace:
 * - A chain change updates the default chain and emits chainChanged. If accounts exist on the new
 *   chain, it also emits accountsChanged (the wallet's chainChanged and our own switches alike).
 * - A wallet's accountsChanged names its chain, so its namespace.
 * - session_update replaces namespaces: each namespace reports the accounts of its current chain
 *   (none when the wallet dropped it).
 * - session_delete or disconnect emits disconnect.
 * @example
 * const stop = sessionEvents(client, (event) => console.log(event));
 */
export function sessionEvents(client: Provider, listener: (event: WalletConnectSessionEvent) => void): () => void {
  const accountsOn = (namespace: string, chain: string) => addressesOn(sessionAccounts(client.session?.namespaces, namespace as ChainNamespace), chain);

  const handlers: Record<string, (payload: unknown) => void> = {
    default_chain_changed(payload) {
      const parsed = defaultChainChanged.safeParse(payload);
      if (!parsed.success) return;
      const chain = parsed.data.currentCaipChainId;
      const [namespace, reference] = chain.split(':') as [ChainNamespace, string];
      listener({ type: 'chainChanged', namespace, chainId: chainReference(namespace, reference) });
      const addresses = accountsOn(namespace, chain);
      if (addresses.length > 0) listener({ type: 'accountsChanged', namespace, addresses });
    },
    session_event(payload) {
      const parsed = sessionEvent.safeParse(payload);
      if (!parsed.success || parsed.data.params.event.name !== 'accountsChanged') return;
      const accounts = accountList.safeParse(parsed.data.params.event.data);
      if (!accounts.success) return;
      const namespace = parsed.data.params.chainId.split(':')[0] as ChainNamespace;
      listener({ type: 'accountsChanged', namespace, addresses: accounts.data.map((account) => account.split(':').at(-1) as string) });
    },
    session_update() {
      for (const [namespace, provider] of Object.entries(client.rpcProviders)) {
        listener({ type: 'accountsChanged', namespace: namespace as ChainNamespace, addresses: accountsOn(namespace, `${namespace}:${provider.getDefaultChain()}`) });
      }
    },
    disconnect() {
      listener({ type: 'disconnect' });
    },
  };
  for (const [event, handler] of Object.entries(handlers)) client.on(event, handler);
  return () => {
    for (const [event, handler] of Object.entries(handlers)) client.removeListener(event, handler);
  };
}
