// The wallets an adapter's discovery found so far, and a wait for one that has not announced itself
// yet (on a reload the app can be faster than the wallet's script). Shared by the adapters that find
// wallets in the page: EIP-6963, and the wallet standard for Solana and Bitcoin.

import type { Connector } from '../core/types.js';

export interface FoundWallets<W extends { connector: Connector }> {
  /** Replaces the list (a discovery callback); wakes every wait whose wallet is now there. */
  set(next: W[]): void;
  /** The wallet with this connector id; waits up to `waitMs` for it to appear (0: only what is there now). */
  find(connectorId: string, waitMs: number): Promise<W | undefined>;
}

/**
 * @example
 * const found = foundWallets<DiscoveredWallet>();
 * watchInjectedWallets((next) => found.set(next));
 * const wallet = await found.find('io.metamask', 1_000);
 */
export function foundWallets<W extends { connector: Connector }>(): FoundWallets<W> {
  let wallets: W[] = [];
  const waiting = new Set<() => void>();
  const byId = (connectorId: string) => wallets.find((wallet) => wallet.connector.id === connectorId);
  return {
    set(next) {
      wallets = next;
      for (const check of [...waiting]) check();
    },
    async find(connectorId, waitMs) {
      if (byId(connectorId) || waitMs === 0) return byId(connectorId);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(check);
          resolve();
        };
        const check = () => {
          if (byId(connectorId)) done();
        };
        const timer = setTimeout(done, waitMs);
        waiting.add(check);
      });
      return byId(connectorId);
    },
  };
}
