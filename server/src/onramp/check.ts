// Checks a purchase against the options (the provider's, or the built-in defaults): the currency is
// offered on the network, the payment currency and method exist, and the amount is a positive decimal
// with the currency's places within the method's limits. Each refusal says what to send instead.
import type { OnrampNetwork, OnrampPaymentMethodLimit, OnrampPurchaseCurrency } from '@wallet-modal/schema/wire';
import { ApiError } from '../errors.js';
import { compareDecimal, decimalPlaces, fiatDecimals, isDecimal, toFixedFiat } from './amounts.js';
import { onrampNetwork, onrampNetworkNames } from './networks.js';
import type { OnrampCatalogue } from './types.js';

export const DEFAULT_PAYMENT_METHOD = 'card';

const list = (values: string[]) => values.join(', ') || 'none';

/** The purchase currency offered under `id` (any letter case). */
export function purchaseCurrency(catalogue: OnrampCatalogue, id: string, field = 'purchaseCurrency'): OnrampPurchaseCurrency {
  const found = catalogue.purchaseCurrencies.find((currency) => currency.id.toLowerCase() === id.toLowerCase());
  if (!found) throw new ApiError('INVALID_PARAMS', `${field}: '${id}' is not offered (offered: ${list(catalogue.purchaseCurrencies.map((c) => c.id))})`);
  return found;
}

/** An on-ramp network (spec §9 Coinbase-pay chains, or Solana) on which `currency` is offered. */
export function purchaseNetwork(currency: OnrampPurchaseCurrency, name: string, field = 'network'): OnrampNetwork {
  const entry = onrampNetwork(name);
  if (!entry) throw new ApiError('UNSUPPORTED_CHAIN', `${field}: '${name}' is not an on-ramp network (supported: ${onrampNetworkNames()})`);
  const offered = currency.networks.find((network) => network.name === entry.name);
  if (!offered) throw new ApiError('INVALID_PARAMS', `${field}: ${currency.id} is not offered on ${entry.name} (offered on: ${list(currency.networks.map((n) => n.name))})`);
  return offered;
}

/** The payment currency's limits for `method`. */
export function paymentLimit(catalogue: OnrampCatalogue, currencyId: string, method: string, field = 'paymentCurrency'): { currency: string; limit: OnrampPaymentMethodLimit } {
  const currency = catalogue.paymentCurrencies.find((candidate) => candidate.id.toLowerCase() === currencyId.toLowerCase());
  if (!currency) throw new ApiError('UNSUPPORTED_CURRENCY', `${field}: '${currencyId}' (supported: ${list(catalogue.paymentCurrencies.map((c) => c.id))})`);
  const limit = currency.payment_method_limits.find((candidate) => candidate.id === method.toLowerCase());
  if (!limit) {
    throw new ApiError('INVALID_PARAMS', `paymentMethod: '${method}' is not offered for ${currency.id} (offered: ${list(currency.payment_method_limits.map((l) => l.id))})`);
  }
  return { currency: currency.id, limit };
}

/**
 * The amount as a decimal string with the currency's places, or a 400 saying what is wrong with it.
 * @example
 * paymentAmount('100', 'USD', { id: 'card', min: '10.00', max: '7500.00' }); // '100.00'
 */
export function paymentAmount(value: string, currency: string, limit: OnrampPaymentMethodLimit, field = 'amount'): string {
  const text = value.trim();
  if (!isDecimal(text)) throw new ApiError('INVALID_PARAMS', `${field}: must be a decimal number such as 100 or 25.50, not '${value.slice(0, 40)}'`);
  if (compareDecimal(text, '0') <= 0) throw new ApiError('INVALID_PARAMS', `${field}: must be more than 0`);
  const places = fiatDecimals(currency);
  if (decimalPlaces(text) > places) throw new ApiError('INVALID_PARAMS', `${field}: ${currency} amounts have at most ${places} decimal places`);
  if (compareDecimal(text, limit.min) < 0 || compareDecimal(text, limit.max) > 0) {
    throw new ApiError('INVALID_PARAMS', `${field}: ${limit.id} payments in ${currency} are ${limit.min} to ${limit.max}, not ${text}`);
  }
  return toFixedFiat(text, currency);
}

/** A crypto amount: a positive decimal (its places are the provider's business). */
export function cryptoAmount(value: string, field = 'presetCryptoAmount'): string {
  const text = value.trim();
  if (!isDecimal(text) || compareDecimal(text, '0') <= 0) throw new ApiError('INVALID_PARAMS', `${field}: must be a decimal number above 0, not '${value.slice(0, 40)}'`);
  if (decimalPlaces(text) > 18) throw new ApiError('INVALID_PARAMS', `${field}: at most 18 decimal places`);
  return text;
}
