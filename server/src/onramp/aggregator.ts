// An aggregator over configured providers: its options are what any of them offers (a payment
// method's limits the widest any allows), its quote the best of theirs (the most crypto for the
// payment), and the purchase is made with the provider that quoted best for it.
import { compareDecimal } from './amounts.js';
import type { AggregatorProviderConfig } from './config.js';
import { ProviderError, type OnrampCatalogue, type OnrampProvider, type ProviderQuote, type QuoteRequest, type UrlRequest } from './types.js';

/** Larger first: decimal strings compared without floating point. */
const byMost = (a: ProviderQuote, b: ProviderQuote) => compareDecimal(b.purchaseAmount.amount, a.purchaseAmount.amount);

export function aggregatorProvider(config: AggregatorProviderConfig, members: OnrampProvider[]): OnrampProvider {
  const id = config.id;

  async function options(): Promise<OnrampCatalogue> {
    const answers = await Promise.allSettled(members.map((member) => member.options()));
    const catalogues = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    if (catalogues.length === 0) throw new ProviderError(id, 'none of its providers answered options', { cause: answers.map((a) => (a.status === 'rejected' ? a.reason : undefined)) });
    return mergeCatalogues(catalogues);
  }

  /** Each member's quote, best first; members that cannot quote it are left out. */
  async function quotes(request: QuoteRequest): Promise<ProviderQuote[]> {
    const answers = await Promise.allSettled(members.map((member) => member.quote(request)));
    const quoted = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    if (quoted.length === 0) throw new ProviderError(id, 'none of its providers quoted', { cause: answers.map((a) => (a.status === 'rejected' ? a.reason : undefined)) });
    return quoted.sort(byMost);
  }

  async function url(request: UrlRequest) {
    let chosen = members[0]!;
    if (request.fiatAmount) {
      const [best] = await quotes({ purchaseCurrency: request.asset, paymentCurrency: request.fiatCurrency, amount: request.fiatAmount, network: request.network, paymentMethod: request.paymentMethod });
      chosen = members.find((member) => member.info.id === best!.provider) ?? chosen;
    } else {
      // Without an amount to compare, the first provider that offers the asset on the network.
      for (const member of members) {
        const offered = await member.options().then(
          (catalogue) => catalogue.purchaseCurrencies.some((c) => c.id === request.asset && c.networks.some((n) => n.name === request.network)),
          () => false,
        );
        if (offered) {
          chosen = member;
          break;
        }
      }
    }
    return chosen.url(request);
  }

  return {
    info: { id, name: config.name, kind: 'aggregator', feeRange: config.feeRange },
    options,
    quote: async (request) => (await quotes(request))[0]!,
    url,
  };
}

/** What any of the catalogues offers; a payment method's limits are the lowest minimum and the highest maximum. */
export function mergeCatalogues(catalogues: OnrampCatalogue[]): OnrampCatalogue {
  const purchase = new Map<string, OnrampCatalogue['purchaseCurrencies'][number]>();
  const payment = new Map<string, OnrampCatalogue['paymentCurrencies'][number]>();
  for (const catalogue of catalogues) {
    for (const currency of catalogue.purchaseCurrencies) {
      const merged = purchase.get(currency.id) ?? { ...currency, networks: [] };
      for (const network of currency.networks) if (!merged.networks.some((n) => n.name === network.name)) merged.networks.push(network);
      purchase.set(currency.id, merged);
    }
    for (const currency of catalogue.paymentCurrencies) {
      const merged = payment.get(currency.id) ?? { id: currency.id, payment_method_limits: [] };
      for (const limit of currency.payment_method_limits) {
        const known = merged.payment_method_limits.find((l) => l.id === limit.id);
        if (!known) merged.payment_method_limits.push({ ...limit });
        else {
          if (compareDecimal(limit.min, known.min) < 0) known.min = limit.min;
          if (compareDecimal(limit.max, known.max) > 0) known.max = limit.max;
        }
      }
      payment.set(currency.id, merged);
    }
  }
  return { purchaseCurrencies: [...purchase.values()], paymentCurrencies: [...payment.values()] };
}
