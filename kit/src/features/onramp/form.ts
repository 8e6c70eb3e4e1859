// What the active network can buy and how the form is checked before a quote is asked: the
// currency is offered on the network, the amount is a positive number with the payment currency's
// decimal places, within the payment method's limits (spec §9's fallback limits when the server had
// to use them).

import { parseUnits } from '../../core/format/units.js';
import { textNamed } from '../../i18n/texts.js';
import type { BuyOptions } from './api.js';
import type { BuyForm } from './state.js';
import { texts } from './texts.js';

/** Fiat amounts have 2 decimal places (USD, EUR); these have none. */
const WHOLE_CURRENCIES = ['JPY', 'KRW', 'CLP', 'VND', 'ISK'];
export const fiatDecimals = (currency: string) => (WHOLE_CURRENCIES.includes(currency.toUpperCase()) ? 0 : 2);

export type Offer = { id: string; name: string; symbol: string; network: BuyOptions['purchaseCurrencies'][number]['networks'][number] };

/**
 * The currencies offered on a network (by CAIP-2 id), each with its entry for that network.
 * @example
 * offers(options, 'eip155:8453'); // [{ id: 'ETH', …, network: { name: 'base', … } }, …]
 */
export function offers(options: BuyOptions, caipNetworkId: string): Offer[] {
  return options.purchaseCurrencies.flatMap((currency) => {
    const network = currency.networks.find((candidate) => candidate.chain_id === caipNetworkId);
    return network ? [{ id: currency.id, name: currency.name, symbol: currency.symbol, network }] : [];
  });
}

/** The form's starting values: the network's native coin when offered, USD and card when offered. */
export function startingForm(options: BuyOptions, caipNetworkId: string, nativeSymbol: string): BuyForm {
  const offered = offers(options, caipNetworkId);
  const currency = offered.find((offer) => offer.symbol === nativeSymbol && !offer.network.contract_address) ?? offered[0];
  const fiat = options.paymentCurrencies.find((c) => c.id === 'USD') ?? options.paymentCurrencies[0];
  const method = fiat?.payment_method_limits.find((l) => l.id === 'card') ?? fiat?.payment_method_limits[0];
  return { currency: currency?.id ?? '', fiat: fiat?.id ?? '', method: method?.id ?? '', amount: '' };
}

/**
 * A payment method's name in words; a method without one is shown by its id.
 * @example
 * methodName('card'); // 'Card'
 * methodName('apple_pay'); // 'apple pay'
 */
export function methodName(id: string): string {
  return textNamed(texts, `method_${id}`) ?? id.replaceAll('_', ' ');
}

/** The limits of the form's payment method. */
export function limitOf(options: BuyOptions, form: Pick<BuyForm, 'fiat' | 'method'>) {
  return options.paymentCurrencies.find((c) => c.id === form.fiat)?.payment_method_limits.find((l) => l.id === form.method);
}

/**
 * Why the form cannot be quoted, in words; undefined when it can.
 * @example
 * checkBuy(options, { currency: 'ETH', fiat: 'USD', method: 'card', amount: '5' }); // 'The minimum with Card is 10.00 USD'
 */
export function checkBuy(options: BuyOptions, form: BuyForm): string | undefined {
  if (!form.currency) return texts.pickCurrency;
  const limit = limitOf(options, form);
  if (!limit) return texts.pickMethod;
  const amount = form.amount.trim();
  if (!amount) return texts.enterAmount;
  if (!/^\d+(\.\d+)?$/.test(amount) || /^0*(\.0*)?$/.test(amount)) return texts.amountAboveZero;
  const places = fiatDecimals(form.fiat);
  if ((amount.split('.')[1] ?? '').length > places) return places === 0 ? texts.wholeAmounts : texts.tooManyDecimals({ count: places });
  // Compared as integers with the most decimal places any of the three has.
  const scale = Math.max(...[amount, limit.min, limit.max].map((value) => (value.split('.')[1] ?? '').length));
  const [value, min, max] = [amount, limit.min, limit.max].map((text) => parseUnits(text, scale)) as [bigint, bigint, bigint];
  if (value < min) return texts.belowMin({ method: methodName(limit.id), min: `${limit.min} ${form.fiat}` });
  if (value > max) return texts.aboveMax({ method: methodName(limit.id), max: `${limit.max} ${form.fiat}` });
  return undefined;
}
