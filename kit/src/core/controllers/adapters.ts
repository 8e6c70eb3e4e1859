// The chain adapters the app enabled, looked up by namespace.

import { WalletModalError } from '../errors/base.js';
import { InternalMessages } from '../errors/messages.js';
import type { ChainAdapter, ChainNamespace } from '../types.js';

const registry = new Map<ChainNamespace, ChainAdapter>();

/** Registers the app's adapters (called once by createWalletModal). */
export function registerAdapters(adapters: readonly ChainAdapter[]): void {
  registry.clear();
  for (const adapter of adapters) registry.set(adapter.namespace, adapter);
}

/** The adapter of a namespace; throws the spec's message when the app did not configure it. */
export function getAdapter(namespace: ChainNamespace): ChainAdapter {
  const adapter = registry.get(namespace);
  if (!adapter) {
    throw new WalletModalError(InternalMessages.NAMESPACE_NOT_CONFIGURED(namespace));
  }
  return adapter;
}

export function listAdapters(): ChainAdapter[] {
  return [...registry.values()];
}
