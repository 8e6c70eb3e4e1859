// BTC balances for the Blockchain API's balance route (bip122 chains): the address checked against the
// chain's network, the satoshis read from the chain's Esplora API, answered in the token-balance shape.
import type { TokenBalance } from '@wallet-modal/schema/wire';
import { formatUnits } from 'viem';
import type { BitcoinChainConfig } from '../../config/schema.js';
import { ApiError } from '../../errors.js';
import type { PriceSource } from '../../prices/source.js';
import type { Services } from '../../services.js';
import { parseInput } from '../../validate.js';
import { EsploraError, esploraClient } from './esplora.js';
import { bitcoinAddress, bitcoinNetworkOf, type BitcoinNetwork } from './networks.js';

/** The configured bip122 chain `caip2` names; UNSUPPORTED_CHAIN (listing the served ones) when none. */
export function requireBitcoinChain(s: Services, caip2: string): BitcoinChainConfig & { network: BitcoinNetwork } {
  const chain = s.config.bitcoin.chains.find((candidate) => candidate.id === caip2);
  const network = bitcoinNetworkOf(caip2);
  if (!chain || !network) {
    const known = s.config.bitcoin.chains.map((candidate) => candidate.id).join(', ') || 'no bip122 chain configured';
    throw new ApiError('UNSUPPORTED_CHAIN', `${caip2} (supported: ${known})`);
  }
  return { ...chain, network };
}

export type GetBitcoinBalancesParameters = {
  s: Services;
  /** The CAIP-2 id of a configured bip122 chain. */
  chainId: string;
  /** The path parameter as sent; checked here against the chain's network. */
  address: string;
  currency: string;
  prices: PriceSource;
  iconUrl: (symbol: string) => string;
};

/**
 * The native balance of a Bitcoin address (confirmed and unconfirmed), one entry.
 * Throws INVALID_PARAMS for an address of another network or with a bad checksum, UPSTREAM_FAILED
 * when the Esplora API fails.
 */
export async function getBitcoinBalances({ s, chainId, address, currency, prices, iconUrl }: GetBitcoinBalancesParameters): Promise<TokenBalance[]> {
  const chain = requireBitcoinChain(s, chainId);
  const checked = parseInput(bitcoinAddress(chain.network), address);
  let sats: bigint;
  try {
    sats = await esploraClient(chain.esploraUrl, s.config.rpc).balance(checked);
  } catch (error) {
    if (error instanceof EsploraError) throw new ApiError('UPSTREAM_FAILED', `the Esplora API of ${chain.id} did not answer as expected`, { cause: error });
    throw error;
  }
  const { name, symbol, decimals } = chain.nativeCurrency;
  const [price] = await prices.getPrices(currency, [{ chainId: chain.id, symbol }]);
  const numeric = formatUnits(sats, decimals);
  return [
    {
      name,
      symbol,
      chainId: chain.id,
      value: Number(numeric) * (price ?? 0),
      price: price ?? 0,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: iconUrl(symbol),
    },
  ];
}
