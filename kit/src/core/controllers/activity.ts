// Activity of the connected account, read from the app's API when it has one (eip155 only).

import { getHistory } from '../api/history.js';
import { $account, $activeNamespace } from '../stores/account.js';
import { $network } from '../stores/network.js';
import type { DirectoryConfig } from '../api/directory.js';
import { connectionHooks } from './connection.js';
import { fetchTransactions, resetTransactions } from './history.js';

let api: DirectoryConfig | undefined;

/** Points activity at the app's API (called by createWalletModal when apiUrl is set). */
export function configureActivity(next: DirectoryConfig | undefined): void {
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
    fetcher: ({ accountAddress, cursor }) => getHistory(config, { address: accountAddress, cursor, chainId: network.caipNetworkId }),
    track: connectionHooks.track,
  });
}
