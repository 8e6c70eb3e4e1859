// The BTC balance of an address, read from the app's server (GET /v1/account/{address}/balance with the
// bip122 chainId; the server asks the chain's Esplora API). Loaded with the first balance read.

import { getTokenBalances } from '../../core/api/balance.js';
import type { ApiConfig } from '../../core/api/url.js';
import { WalletModalError } from '../../core/errors/base.js';
import { ErrorMessages } from '../../core/errors/messages.js';
import { parseUnits } from '../../core/format/units.js';
import type { CaipNetwork } from '../../core/types.js';

/**
 * @example
 * await readBitcoinBalance({ baseUrl, projectId }, bitcoin, 'bc1q…'); // 4240000n (satoshis)
 */
export async function readBitcoinBalance(api: ApiConfig, network: CaipNetwork, address: string): Promise<bigint> {
  const balances = await getTokenBalances(api, { address, chainId: network.caipNetworkId });
  const native = balances.find((balance) => balance.address === undefined && balance.chainId === network.caipNetworkId);
  if (!native) throw new WalletModalError(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, { details: `the server answered no ${network.nativeCurrency.symbol} balance for ${address}` });
  return parseUnits(native.quantity.numeric, Number(native.quantity.decimals));
}
