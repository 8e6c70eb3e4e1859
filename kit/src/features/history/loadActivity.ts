// Loads the connected account's activity from the app's API (eip155 only), page by page; on a network the
// API does not serve, the empty list without a request or an error event (spec §7).

import { fetchTransactions } from '../../core/controllers/history.js';
import { trackEvent } from '../../core/controllers/analytics.js';
import type { ModalCore } from '../../core/instance.js';

/**
 * Loads the next page of the connected account's activity on the active network.
 * @example
 * await loadActivity(modal);
 */
export async function loadActivity(modal: ModalCore): Promise<void> {
  const { api } = modal;
  const network = modal.$network.get().caipNetwork;
  if (!api || !network) return;
  if (!(await servedByApi(modal, network.caipNetworkId))) {
    if (modal.$network.get().caipNetwork === network) modal.$history.set({ ...modal.$history.get(), loading: false, empty: true, next: undefined });
    return;
  }
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

/** Whether the app's API serves the network (a dynamic import: code that runs before the first click does not list it). */
const servedByApi = (modal: ModalCore, chainId: string) => import('../../core/controllers/apiSupport.js').then((module) => module.apiServes(modal, chainId));
