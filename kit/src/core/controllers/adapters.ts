// Which adapter serves a namespace: the one whose connection is live there, or the one that reads it.

import { WalletModalError } from '../errors/base.js';
import { InternalMessages } from '../errors/messages.js';
import type { ModalCore } from '../instance.js';
import type { ChainAdapter, ChainNamespace } from '../types.js';

/** The adapter with `id`; throws when the app did not pass it. */
export function adapterById(modal: ModalCore, id: string): ChainAdapter {
  const adapter = modal.adapters.find((candidate) => candidate.id === id);
  if (!adapter) throw new WalletModalError(`No adapter '${id}' in this app`, { details: 'Pass it in createWalletModal({ adapters }).' });
  return adapter;
}

/**
 * The adapter of the live connection in `namespace`. Throws the spec's messages when the app did not
 * configure the namespace, or nothing is connected there.
 * @example
 * await connectedAdapter(modal, 'eip155').signMessage({ namespace: 'eip155', address, message });
 */
export function connectedAdapter(modal: ModalCore, namespace: ChainNamespace): ChainAdapter {
  if (!modal.adapters.some((adapter) => adapter.namespaces.includes(namespace))) {
    throw new WalletModalError(InternalMessages.NAMESPACE_NOT_CONFIGURED(namespace));
  }
  const connection = modal.$connections.get()[namespace];
  if (!connection) throw new WalletModalError(InternalMessages.CONNECT_BEFORE_REQUEST);
  return adapterById(modal, connection.adapterId);
}

/** The adapter that reads `namespace`'s chain (balances), when one is configured. */
export function chainReader(modal: ModalCore, namespace: ChainNamespace): ChainAdapter | undefined {
  return modal.adapters.find((adapter) => adapter.namespaces.includes(namespace) && adapter.getBalance);
}
