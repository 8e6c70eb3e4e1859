// The built-in answers of spec §8 and §9: the options used when the provider fails or none is
// configured (card 10.00-7500.00, ach_bank_account 10.00-25000.00, USD and EUR), and the placeholder
// quote ('mocked-quote-id') answered when the provider cannot quote.
import { PLACEHOLDER_QUOTE_ID, type OnrampPaymentCurrency, type OnrampPurchaseCurrency, type OnrampQuote } from '@wallet-modal/schema/wire';
import { ONRAMP_NETWORKS } from './networks.js';
import type { OnrampCatalogue, QuoteRequest } from './types.js';

/** Spec §9 "On-ramp fallback limits". */
export const FALLBACK_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const;
export const FALLBACK_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const;

const network = (name: (typeof ONRAMP_NETWORKS)[number]['name']) => {
  const entry = ONRAMP_NETWORKS.find((candidate) => candidate.name === name)!;
  return { ...entry, contract_address: '' };
};

/** Each on-ramp network's native coin (the spec lists no purchase currencies for the fallback). */
const FALLBACK_PURCHASE_CURRENCIES: OnrampPurchaseCurrency[] = [
  { id: 'ETH', name: 'Ethereum', symbol: 'ETH', networks: [network('ethereum'), network('arbitrum'), network('optimism'), network('base')] },
  { id: 'POL', name: 'Polygon', symbol: 'POL', networks: [network('polygon')] },
  { id: 'AVAX', name: 'Avalanche', symbol: 'AVAX', networks: [network('avalanche-c-chain')] },
  { id: 'CELO', name: 'Celo', symbol: 'CELO', networks: [network('celo')] },
  { id: 'BERA', name: 'Berachain', symbol: 'BERA', networks: [network('berachain')] },
  { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [network('solana')] },
];

/** The options answered when the provider fails or none is configured (spec §8). */
export function fallbackCatalogue(): OnrampCatalogue {
  const paymentCurrencies: OnrampPaymentCurrency[] = FALLBACK_PAYMENT_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
  }));
  return { purchaseCurrencies: structuredClone(FALLBACK_PURCHASE_CURRENCIES), paymentCurrencies };
}

/**
 * The placeholder quote of spec §8: quoteId 'mocked-quote-id' and `placeholder: true`. It quotes
 * nothing: the payment is the amount asked, and fees and the amount bought are zero (unknown).
 * @example
 * placeholderQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: 'base', paymentMethod: 'card' });
 */
export function placeholderQuote(request: QuoteRequest): OnrampQuote {
  const fiat = (amount: string) => ({ amount, currency: request.paymentCurrency });
  return {
    coinbaseFee: fiat('0'),
    networkFee: fiat('0'),
    paymentSubtotal: fiat(request.amount),
    paymentTotal: fiat(request.amount),
    purchaseAmount: { amount: '0', currency: request.purchaseCurrency },
    quoteId: PLACEHOLDER_QUOTE_ID,
    provider: null,
    placeholder: true,
  };
}
