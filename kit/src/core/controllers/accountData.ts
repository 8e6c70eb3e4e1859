// Filling a connected account: native balance, token balances and profile. Loaded after the first
// connect (a dynamic import from the connection controller), so none of it is start-up JavaScript.

import { formatUnits } from '../format/units.js';
import type { ModalCore } from '../instance.js';
import { nativeBalanceCache } from '../storage/addressCache.js';
import { chainReader } from './adapters.js';
import { fetchBalance } from './balance.js';
import { refreshIdentity } from './identity.js';
import { refreshTokenBalances } from './tokenBalances.js';

/**
 * Reads the native balance of the active account from the active network's RPC URL (through the
 * balance fetch rules: loading flag, retry only 30 s after a failure, stale results dropped; a
 * balance read less than 30 s ago is taken from the cache unless `force`), and
 * the token balances and profile from the app's API when it has one.
 * @example
 * await refreshBalance(modal);
 * await refreshBalance(modal, { force: true }); // after a send: the cached balances are out of date
 */
export async function refreshBalance(modal: ModalCore, { force = false }: { force?: boolean } = {}): Promise<void> {
  const namespace = modal.$activeNamespace.get();
  const network = modal.$network.get().caipNetwork;
  const reader = chainReader(modal, namespace);
  if (!network || !modal.$account.get().address) return;
  void refreshTokenBalances(modal, { force });
  void refreshIdentity(modal);
  if (!reader?.getBalance) return;
  const getBalance = reader.getBalance.bind(reader);
  const symbol = network.nativeCurrency.symbol;
  const address = modal.$accounts.get()[namespace]?.address;
  const key = `${network.caipNetworkId}:${address}`;
  const result = await fetchBalance(modal, {
    namespace,
    // The native balance of an account on a network is read once per 30 s, across reloads too (spec §9).
    fetcher: async (address) => {
      const cached = force ? undefined : nativeBalanceCache.get(key);
      if (cached !== undefined) return { balance: cached, symbol };
      return { balance: formatUnits(await getBalance(address, network), network.nativeCurrency.decimals), symbol };
    },
  });
  // Only the balance that was shown is cached: a read overtaken by a later one is not.
  if (result.status === 'fetched') nativeBalanceCache.set(key, result.balance);
}
