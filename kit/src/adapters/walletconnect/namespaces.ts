// The namespaces a dapp proposes: every network the app lists (eip155, solana, bip122), the wallet
// methods of the spec (§7) and WalletConnect's for Solana and Bitcoin, and an rpcMap so the SDK's
// reads go to the app's own RPC URLs, never a vendor RPC.

import type { CaipNetwork, ChainNamespace } from '../../core/types.js';

/** Wallet RPC methods over the session (spec §7), per namespace. */
export const SESSION_METHODS: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_registerOnboarding',
    'wallet_watchAsset',
    'wallet_scanQRCode',
    'wallet_getCallsStatus',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
  // WalletConnect's Bitcoin methods: the kit signs messages; the others pass through modal.request().
  bip122: ['signMessage', 'getAccountAddresses', 'signPsbt', 'sendTransfer'],
};

export const SESSION_EVENTS: Partial<Record<ChainNamespace, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['chainChanged', 'accountsChanged'],
  bip122: ['chainChanged', 'accountsChanged'],
};

export interface ProposedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap: Record<string, string>;
}

/**
 * The optional namespaces of a proposal, one per chain family the app lists.
 * @example
 * proposedNamespaces([ethereum]); // { eip155: { chains: ['eip155:1'], methods: [...], events: [...], rpcMap: { 1: 'http://127.0.0.1:8545' } } }
 */
export function proposedNamespaces(networks: readonly CaipNetwork[]): Record<string, ProposedNamespace> {
  const result: Record<string, ProposedNamespace> = {};
  for (const network of networks) {
    const namespace = network.chainNamespace;
    const methods = SESSION_METHODS[namespace];
    if (!methods) continue;
    const entry = (result[namespace] ??= { chains: [], methods: [...methods], events: [...(SESSION_EVENTS[namespace] ?? [])], rpcMap: {} });
    // An app may list a network twice; a proposal names each chain once.
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId);
    const url = network.rpcUrls.default.http[0];
    if (url) entry.rpcMap[String(network.id)] = url;
  }
  return result;
}
