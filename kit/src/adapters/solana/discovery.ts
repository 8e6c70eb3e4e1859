// Wallet-standard discovery: the registered wallets that serve Solana, as connectors with their icons.

import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { Connector } from '../../core/types.js';
import { announcedIcon } from '../../core/validate/walletIcon.js';

/** A wallet serves Solana when it lists a solana chain, connects, and signs something of Solana's. */
const SIGNING_FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'] as const;

export interface SolanaWallet {
  connector: Connector;
  wallet: Wallet;
}

/** The connector id of a wallet-standard wallet; the standard gives a wallet no id but its name. */
export const connectorIdOf = (wallet: Pick<Wallet, 'name'>) => `wallet-standard:${wallet.name}`;

export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    'standard:connect' in wallet.features &&
    SIGNING_FEATURES.some((feature) => feature in wallet.features)
  );
}

function toSolanaWallet(wallet: Wallet): SolanaWallet {
  return {
    connector: { id: connectorIdOf(wallet), name: wallet.name, type: 'ANNOUNCED', namespaces: ['solana'], imageUrl: announcedIcon(wallet.icon) },
    wallet,
  };
}

/**
 * Watches the page's wallet-standard registry and calls `onChange` with its Solana wallets now and
 * on every registration or removal; one name is one wallet.
 * @example
 * const stop = watchSolanaWallets((wallets) => console.log(wallets.map((w) => w.connector.name)));
 */
export function watchSolanaWallets(onChange: (wallets: SolanaWallet[]) => void): () => void {
  const registry = getWallets();
  const emit = () => {
    const seen = new Set<string>();
    onChange(registry.get().filter((wallet) => isSolanaWallet(wallet) && !seen.has(wallet.name) && seen.add(wallet.name)).map(toSolanaWallet));
  };
  const stops = [registry.on('register', emit), registry.on('unregister', emit)];
  emit();
  return () => stops.forEach((stop) => stop());
}
