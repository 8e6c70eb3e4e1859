// Fallbacks of spec §8: what the kit uses when an on-ramp, smart-account or account-type call fails.

import { COINBASE_PAY_CHAINS, ONRAMP_FALLBACK_CURRENCIES, ONRAMP_PAYMENT_LIMITS } from '../constants.js';

export interface OnrampNetwork {
  name: string;
  display_name: string;
  chain_id: string;
  contract_address: string;
}
export interface PurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: OnrampNetwork[];
}
export interface PaymentCurrency {
  id: string;
  payment_method_limits: { id: string; min: string; max: string }[];
}
export interface OnrampOptions {
  purchaseCurrencies: PurchaseCurrency[];
  paymentCurrencies: PaymentCurrency[];
}
export interface Amount {
  amount: string;
  currency: string;
}
export interface OnrampQuote {
  coinbaseFee: Amount;
  networkFee: Amount;
  paymentSubtotal: Amount;
  paymentTotal: Amount;
  purchaseAmount: Amount;
  quoteId: string;
}

/** The id of the placeholder quote returned when the quote call fails. */
export const PLACEHOLDER_QUOTE_ID = 'mocked-quote-id';

const CHAIN_IDS: Record<(typeof COINBASE_PAY_CHAINS)[number], string> = {
  ethereum: '1',
  arbitrum: '42161',
  polygon: '137',
  berachain: '80094',
  'avalanche-c-chain': '43114',
  optimism: '10',
  celo: '42220',
  base: '8453',
};

/**
 * The built-in on-ramp options used when the options call fails: the native coin on every
 * Coinbase-pay chain, paid in USD or EUR by card or bank account within the fallback limits.
 * @example
 * defaultOnrampOptions().paymentCurrencies.map((c) => c.id); // ['USD', 'EUR']
 */
export function defaultOnrampOptions(): OnrampOptions {
  const networks = COINBASE_PAY_CHAINS.map((name) => ({
    name,
    display_name: name,
    chain_id: CHAIN_IDS[name],
    contract_address: '',
  }));
  const limits = Object.entries(ONRAMP_PAYMENT_LIMITS).map(([id, { min, max }]) => ({ id, min, max }));
  return {
    purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks }],
    paymentCurrencies: ONRAMP_FALLBACK_CURRENCIES.map((id) => ({ id, payment_method_limits: limits })),
  };
}

/**
 * The quote shown when the quote call fails: the requested amount with zero fees, id 'mocked-quote-id'.
 * @example
 * placeholderQuote({ amount: '50', paymentCurrency: 'USD', purchaseCurrency: 'ETH' }).quoteId; // 'mocked-quote-id'
 */
export function placeholderQuote(params: { amount: string; paymentCurrency: string; purchaseCurrency: string }): OnrampQuote {
  const fiat = (amount: string): Amount => ({ amount, currency: params.paymentCurrency });
  return {
    coinbaseFee: fiat('0'),
    networkFee: fiat('0'),
    paymentSubtotal: fiat(params.amount),
    paymentTotal: fiat(params.amount),
    purchaseAmount: { amount: params.amount, currency: params.purchaseCurrency },
    quoteId: PLACEHOLDER_QUOTE_ID,
  };
}

/**
 * Runs `call`; on failure resolves `fallback` instead. The fallbacks above, an empty
 * smart-account network list and the EOA account type all go through here.
 * @example
 * const networks = await withFallback(fetchSmartAccountNetworks, EMPTY_SMART_ACCOUNT_NETWORKS);
 */
export async function withFallback<T>(call: () => Promise<T>, fallback: T | (() => T)): Promise<T> {
  try {
    return await call();
  } catch {
    return typeof fallback === 'function' ? (fallback as () => T)() : fallback;
  }
}

/** Stored when the smart-account network fetch fails. */
export const EMPTY_SMART_ACCOUNT_NETWORKS: readonly number[] = Object.freeze([]);

/** The account type used when setting the preferred one fails. */
export const EOA_FALLBACK_ACCOUNT_TYPE = 'eoa';
