// Which kit entry each chain family needs: the generator imports an adapter only when the config
// lists a network of its namespace, so a disabled family is never in the app's bundle.

import type { ChainNamespace } from '@wallet-modal/schema/networks';

export interface AdapterImport {
  /** The factory the kit entry exports, e.g. `evmAdapter`. */
  name: string;
  module: string;
}

/** Bitcoin (bip122) has no adapter yet: its networks are listed but do not connect. */
const ADAPTERS: Partial<Record<ChainNamespace, AdapterImport>> = {
  eip155: { name: 'evmAdapter', module: '@wallet-modal/kit/evm' },
  solana: { name: 'solanaAdapter', module: '@wallet-modal/kit/solana' },
};

/**
 * The adapter imports for the namespaces in use, in a stable order.
 * @example
 * adaptersFor(['eip155', 'bip122']); // [{ name: 'evmAdapter', module: '@wallet-modal/kit/evm' }]
 */
export function adaptersFor(namespaces: readonly ChainNamespace[]): AdapterImport[] {
  const used = new Set(namespaces);
  return Object.entries(ADAPTERS)
    .filter(([namespace]) => used.has(namespace as ChainNamespace))
    .map(([, adapter]) => adapter);
}

/** WalletConnect rides on the EVM adapter when the connector order lists it (the spec's default: first). */
export const WALLET_CONNECT_IMPORT: AdapterImport = { name: 'walletConnect', module: '@wallet-modal/kit/walletconnect' };

/**
 * The call that creates an adapter in the generated modal.ts.
 * @example
 * adapterCall({ name: 'evmAdapter', module: '@wallet-modal/kit/evm' }, true); // 'evmAdapter({ walletConnect: walletConnect(config) })'
 */
export function adapterCall(adapter: AdapterImport, walletConnect: boolean): string {
  return walletConnect && adapter.name === 'evmAdapter' ? 'evmAdapter({ walletConnect: walletConnect(config) })' : `${adapter.name}()`;
}
