// EIP-6963 wallet discovery through mipd, deduplicated by rdns, plus the legacy window.ethereum.

import { createStore, type EIP6963ProviderDetail, type EIP1193Provider } from 'mipd';
import type { Connector } from '../../core/types.js';
import { announcedIcon } from '../../core/validate/walletIcon.js';

/** The connector id of a wallet that only sets window.ethereum (no EIP-6963 announcement). */
export const LEGACY_INJECTED_ID = 'injected';

export interface DiscoveredWallet {
  connector: Connector;
  provider: EIP1193Provider;
}

/** Keeps the first announcement of each rdns: one extension injecting twice is one wallet. */
export function dedupeByRdns(details: readonly EIP6963ProviderDetail[]): EIP6963ProviderDetail[] {
  const seen = new Set<string>();
  return details.filter(({ info }) => !seen.has(info.rdns) && seen.add(info.rdns));
}

function toWallet({ info, provider }: EIP6963ProviderDetail): DiscoveredWallet {
  return {
    connector: { id: info.rdns, name: info.name, type: 'ANNOUNCED', namespaces: ['eip155'], imageUrl: announcedIcon(info.icon), info: { rdns: info.rdns } },
    provider: provider as EIP1193Provider,
  };
}

function legacyWallet(): DiscoveredWallet | undefined {
  const provider = (globalThis as { ethereum?: EIP1193Provider }).ethereum;
  if (!provider) return undefined;
  return { connector: { id: LEGACY_INJECTED_ID, name: 'Browser Wallet', type: 'INJECTED', namespaces: ['eip155'] }, provider };
}

/**
 * Watches for injected wallets and calls `onChange` with the current list on every announcement.
 * @example
 * const stop = watchInjectedWallets((wallets) => console.log(wallets.map((w) => w.connector.name)));
 */
export function watchInjectedWallets(onChange: (wallets: DiscoveredWallet[]) => void): () => void {
  const store = createStore();
  const emit = () => {
    const announced = dedupeByRdns(store.getProviders()).map(toWallet);
    const legacy = announced.length === 0 ? legacyWallet() : undefined;
    onChange(legacy ? [legacy] : announced);
  };
  const unsubscribe = store.subscribe(emit);
  emit();
  return () => {
    unsubscribe();
    store.destroy();
  };
}
