import { describe, expect, it } from 'vitest';
import {
  EMPTY_SMART_ACCOUNT_NETWORKS,
  EOA_FALLBACK_ACCOUNT_TYPE,
  defaultOnrampOptions,
  placeholderQuote,
  withFallback,
} from './fallbacks.js';

const fail = () => Promise.reject(new Error('offline'));

describe('fallbacks (spec §8)', () => {
  it('on-ramp options failure uses built-in defaults', async () => {
    const options = await withFallback(fail, defaultOnrampOptions);
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]);
    expect(options.purchaseCurrencies[0]?.networks.map((n) => n.name)).toContain('base');
  });

  it("quote failure returns a placeholder quote with id 'mocked-quote-id'", async () => {
    const quote = await withFallback(fail, () =>
      placeholderQuote({ amount: '50', paymentCurrency: 'USD', purchaseCurrency: 'ETH' }),
    );
    expect(quote.quoteId).toBe('mocked-quote-id');
    expect(quote.paymentTotal).toEqual({ amount: '50', currency: 'USD' });
    expect(quote.purchaseAmount).toEqual({ amount: '50', currency: 'ETH' });
  });

  it('a failed smart-account network fetch stores an empty list', async () => {
    expect(await withFallback(fail, EMPTY_SMART_ACCOUNT_NETWORKS)).toEqual([]);
    expect(await withFallback(() => Promise.resolve([1, 10]), EMPTY_SMART_ACCOUNT_NETWORKS)).toEqual([1, 10]);
  });

  it('a failed preferred-account set falls back to EOA', async () => {
    expect(await withFallback<string>(fail, EOA_FALLBACK_ACCOUNT_TYPE)).toBe('eoa');
  });
});
