// Wallet-standard discovery: the registered wallets that serve Bitcoin, as connectors with their icons.

import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { Connector } from '../../core/types.js';
import { announcedIcon } from '../../core/validate/walletIcon.js';

export interface BitcoinWallet {
  connector: Connector;
  wallet: Wallet;
}

/** A wallet serves Bitcoin when it lists a bitcoin chain and connects with purposes (bitcoin:connect). */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return wallet.chains.some((chain) => chain.startsWith('bitcoin:')) && 'bitcoin:connect' in wallet.features;
}

/** The connector id of a wallet-standard wallet; the standard gives a wallet no id but its name. */
export const connectorIdOf = (wallet: Pick<Wallet, 'name'>) => `wallet-standard:${wallet.name}`;

function toBitcoinWallet(wallet: Wallet): BitcoinWallet {
  return {
    connector: { id: connectorIdOf(wallet), name: wallet.name, type: 'ANNOUNCED', namespaces: ['bip122'], imageUrl: announcedIcon(wallet.icon) },
    wallet,
  };
}

/**
 * Watches the page's wallet-standard registry and calls `onChange` with its Bitcoin wallets now and
 * on every registration or removal; one name is one wallet.
 * @example
 * const stop = watchBitcoinWallets((wallets) => console.log(wallets.map((w) => w.connector.name)));
 */
export function watchBitcoinWallets(onChange: (wallets: BitcoinWallet[]) => void): () => void {
  const registry = getWallets();
  const emit = () => {
    const seen = new Set<string>();
    onChange(registry.get().filter((wallet) => isBitcoinWallet(wallet) && !seen.has(wallet.name) && seen.add(wallet.name)).map(toBitcoinWallet));
  };
  const stops = [registry.on('register', emit), registry.on('unregister', emit)];
  emit();
  return () => stops.forEach((stop) => stop());
}
