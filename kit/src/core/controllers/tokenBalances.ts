// Token balances from the app's API (spec §7): cached 30 s per account and network, skipped with an
// empty list when the API does not serve the active network ('Token Balance Unavailable'); no fiat
// figures on test networks.

import { ErrorMessages } from '../errors/messages.js';
import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';
import { portfolioCache } from '../storage/addressCache.js';
import type { TokenBalance } from '../validate/tokens.js';
import { hasBalance } from './balance.js';

/** The read in flight per modal (account and network key), so the refreshes one connect sets off share one request. */
const inFlight = instanceState('tokenBalances', () => new Map<string, Promise<void>>());

/**
 * Reads the active account's token balances on the active network into $tokenBalances. A refresh while a read
 * of the same account and network is in flight waits for that read; `force` (after a send) always reads anew.
 * @example
 * await refreshTokenBalances(modal);
 */
export function refreshTokenBalances(modal: ModalCore, { force = false }: { force?: boolean } = {}): Promise<void> {
  const { api } = modal;
  const address = modal.$account.get().address;
  const network = modal.$network.get().caipNetwork;
  if (!api || !address || !network) return Promise.resolve();
  const key = `${network.caipNetworkId}:${address}`;
  const reads = inFlight(modal);
  const running = reads.get(key);
  if (running && !force) return running;
  const read = readTokenBalances(modal, { api, address, network, key }, force).finally(() => {
    if (reads.get(key) === read) reads.delete(key);
  });
  reads.set(key, read);
  return read;
}

interface BalanceRead {
  api: NonNullable<ModalCore['api']>;
  address: string;
  network: NonNullable<ReturnType<ModalCore['$network']['get']>['caipNetwork']>;
  /** The cache and in-flight key: network and address. */
  key: string;
}

async function readTokenBalances(modal: ModalCore, { api, address, network, key }: BalanceRead, force: boolean): Promise<void> {
  const namespace = modal.$activeNamespace.get();
  const cached = force ? undefined : (portfolioCache.get(key) as TokenBalance[] | undefined);
  if (cached) {
    modal.$tokenBalances.set({ balances: cached, loading: false });
    return;
  }
  const { getTokenBalances } = await import('../api/balance.js');
  const served = hasBalance(modal, namespace) && (await servedByApi(modal, network.caipNetworkId));
  const stale = () => modal.$account.get().address !== address || modal.$network.get().caipNetwork !== network;
  if (stale()) return;
  if (!served) {
    modal.$tokenBalances.set({ balances: [], loading: false, error: ErrorMessages.TOKEN_BALANCE_UNAVAILABLE });
    return;
  }
  modal.$tokenBalances.set({ ...modal.$tokenBalances.get(), loading: true, error: undefined });
  try {
    const read = await getTokenBalances(api, { address, chainId: network.caipNetworkId, forceUpdate: force });
    if (stale()) return;
    // A test network's coins have no market value: no USD price or value is shown for them, whatever a price source says.
    const balances = network.testnet ? read.map((token) => ({ ...token, price: 0, value: undefined })) : read;
    portfolioCache.set(key, balances);
    modal.$tokenBalances.set({ balances, loading: false });
  } catch {
    modal.$tokenBalances.set({ balances: [], loading: false, error: ErrorMessages.TOKEN_BALANCE_UNAVAILABLE });
  }
}

/** Whether the app's API serves the network (a dynamic import: code that runs before the first click does not list it). */
const servedByApi = (modal: ModalCore, chainId: string) => import('./apiSupport.js').then((module) => module.apiServes(modal, chainId));
