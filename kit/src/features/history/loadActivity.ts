// Loads the connected account's activity from the app's API (eip155 only), page by page.

import { fetchTransactions } from '../../core/controllers/history.js';
import { trackEvent } from '../../core/controllers/analytics.js';
import type { ModalCore } from '../../core/instance.js';

/**
 * Loads the next page of the connected account's activity on the active network.
 * @example
 * await loadActivity(modal);
 */
export function loadActivity(modal: ModalCore): Promise<void> {
  const { api } = modal;
  const network = modal.$network.get().caipNetwork;
  if (!api || !network) return Promise.resolve();
  return fetchTransactions(modal, {
    accountAddress: modal.$account.get().address,
    namespace: modal.$activeNamespace.get(),
    fetcher: async ({ accountAddress, cursor }) => {
      const { getHistory } = await import('../../core/api/history.js');
      return getHistory(api, { address: accountAddress, cursor, chainId: network.caipNetworkId });
    },
    track: (event, properties) => void trackEvent(modal, event, properties),
  });
}
