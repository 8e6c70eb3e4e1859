// A Bitcoin wallet's accounts as the core takes them: each address with its purpose (payment or
// ordinals, spec §3 account types payment and ordinal), on one of the app's bip122 networks.

import type { WalletAccount } from '@wallet-standard/base';
import type { AccountEntry, AdapterAccount, CaipNetwork } from '../../core/types.js';
import { caipNetworkIdOf, standardChain, type BitcoinAddressPurpose } from './standard.js';

export interface PurposedAccount {
  account: WalletAccount;
  purpose: BitcoinAddressPurpose;
}

/** The purposes the adapter asks for: the payment address first (spec §9's bip122 default), then ordinals. */
export const PURPOSES: BitcoinAddressPurpose[] = ['payment', 'ordinals'];

const isTaproot = (address: string) => /^(bc|tb|bcrt)1p/i.test(address);

/**
 * The purpose of each account. `bitcoin:connect` answers them in the order asked (`asked`); accounts a
 * wallet lists on its own (a reload, a change event) carry none, so a taproot address beside another
 * is the ordinals one, as Bitcoin wallets lay them out.
 * @example
 * withPurposes(output.accounts, PURPOSES); // [{ account, purpose: 'payment' }, { account, purpose: 'ordinals' }]
 */
export function withPurposes(accounts: readonly WalletAccount[], asked?: readonly BitcoinAddressPurpose[]): PurposedAccount[] {
  const bitcoin = accounts.filter((account) => account.chains.some((chain) => chain.startsWith('bitcoin:')));
  if (asked) return bitcoin.flatMap((account, index) => (asked[index] ? [{ account, purpose: asked[index] }] : []));
  const mixed = bitcoin.some((account) => isTaproot(account.address)) && bitcoin.some((account) => !isTaproot(account.address));
  return bitcoin.map((account) => ({ account, purpose: mixed && isTaproot(account.address) ? 'ordinals' : 'payment' }));
}

/**
 * The accounts on `network` when the wallet has some there, else those on the first of the app's
 * networks it has (its CAIP-2 id says which); the chain a wallet is on is not the app's to choose.
 */
export function onNetwork(accounts: readonly PurposedAccount[], network: CaipNetwork, appNetworks: readonly CaipNetwork[]): { caipNetworkId: string; accounts: PurposedAccount[] } | undefined {
  const candidates = [network, ...appNetworks.filter((candidate) => candidate.chainNamespace === 'bip122')];
  for (const candidate of candidates) {
    const chain = standardChain(candidate);
    const found = accounts.filter(({ account }) => chain && account.chains.includes(chain));
    if (found.length > 0) return { caipNetworkId: candidate.caipNetworkId, accounts: found };
  }
  // On a chain the app does not list: the core shows UnsupportedChain for it.
  const [first] = accounts;
  const chain = first?.account.chains.find((candidate) => candidate.startsWith('bitcoin:'));
  return first && chain ? { caipNetworkId: caipNetworkIdOf(chain) ?? `bip122:${chain.slice('bitcoin:'.length)}`, accounts: [...accounts] } : undefined;
}

const hex = (bytes: ArrayLike<number>) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The core's account: the payment address (or the first), with every address and its type in allAccounts. */
export function toAdapterAccount(accounts: readonly PurposedAccount[], caipNetworkId: string, connectorId: string): AdapterAccount {
  const allAccounts: AccountEntry[] = accounts.map(({ account, purpose }) => ({
    address: account.address,
    type: purpose === 'ordinals' ? 'ordinal' : 'payment',
    publicKey: hex(account.publicKey),
  }));
  const shown = allAccounts.find((entry) => entry.type === 'payment') ?? (allAccounts[0] as AccountEntry);
  return { namespace: 'bip122', address: shown.address, chainId: caipNetworkId.split(':')[1] as string, connectorId, allAccounts };
}
