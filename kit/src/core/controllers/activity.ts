// Activity of the connected account, read from the app's API when it has one (eip155 only).

import { $account, $activeNamespace } from '../stores/account.js';
import { $network } from '../stores/network.js';
import type { ApiConfig } from '../api/url.js';
import { connectionHooks } from './connection.js';
import { fetchTransactions, resetTransactions } from './history.js';

let api: ApiConfig | undefined;

/** Points activity at the app's API (called by createWalletModal when apiUrl is set). */
export function configureActivity(next: ApiConfig | undefined): void {
  api = next;
  resetTransactions();
}

/** Whether the app has an API to read activity from. */
export function hasActivity(): boolean {
  return api !== undefined;
}

/**
 * Loads the next page of the connected account's activity on the active network.
 * @example
 * await loadActivity();
 */
export function loadActivity(): Promise<void> {
  const config = api;
  const network = $network.get().caipNetwork;
  if (!config || !network) return Promise.resolve();
  return fetchTransactions({
    accountAddress: $account.get().address,
    namespace: $activeNamespace.get(),
    fetcher: async ({ accountAddress, cursor }) => {
      const { getHistory } = await import('../api/history.js');
      return getHistory(config, { address: accountAddress, cursor, chainId: network.caipNetworkId });
    },
    track: connectionHooks.track,
  });
}
