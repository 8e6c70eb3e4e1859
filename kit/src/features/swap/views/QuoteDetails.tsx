// The quote under the form: the rate, price impact, network fee (at the server's gas price), the least
// the swap gives at the slippage tolerance, the route, and when the quote refreshes.

import type { SwapQuote } from '../api.js';
import { minimumReceived, rate, shortAmount } from '../amounts.js';
import { QUOTE_TTL_MS } from '../quote.js';
import { texts } from '../texts.js';
import type { SwapTokenOption } from '../tokens.js';
import * as styles from './Swap.css.js';

interface QuoteDetailsProps {
  quote: SwapQuote;
  from: SwapTokenOption;
  to: SwapTokenOption;
  nativeSymbol: string;
  /** Percent; undefined while the typed tolerance is refused. */
  slippage: number | undefined;
  receivedAt: number;
  now: number;
}

/** The route's name: the Uniswap pools by version and fee tier, another route by its id. */
function routeName(id: string, fee: number): string {
  if (id.startsWith('uniswap-v3')) return texts.routeUniswapV3({ fee });
  if (id === 'uniswap-v2') return texts.routeUniswapV2({ fee });
  return id;
}

export function QuoteDetails({ quote, from, to, nativeSymbol, slippage, receivedAt, now }: QuoteDetailsProps) {
  const left = Math.max(0, Math.ceil((receivedAt + QUOTE_TTL_MS - now) / 1000));
  const impact = quote.priceImpact < 0.01 ? '< 0.01 %' : `${quote.priceImpact.toFixed(2)} %`;
  return (
    <div className={styles.field}>
      <dl className={styles.summary} aria-label={texts.quote}>
        <dt className={styles.term}>{texts.rate}</dt>
        <dd className={styles.detail}>{texts.rateValue({ from: from.symbol, amount: rate(quote.fromAmount, quote.toAmount), to: to.symbol })}</dd>
        <dt className={styles.term}>{texts.priceImpact}</dt>
        <dd className={styles.detail} data-testid="swap-price-impact">
          {impact}
        </dd>
        <dt className={styles.term}>{texts.networkFee}</dt>
        <dd className={styles.detail} data-testid="swap-network-fee">
          {`≈ ${shortAmount(quote.networkFee)} ${nativeSymbol}`}
        </dd>
        <dt className={styles.term}>{texts.minimum}</dt>
        <dd className={styles.detail} data-testid="swap-minimum">
          {slippage === undefined ? '—' : `${shortAmount(minimumReceived(quote.toAmount, to.decimals, slippage))} ${to.symbol}`}
        </dd>
        <dt className={styles.term}>{texts.route}</dt>
        <dd className={styles.detail}>{routeName(quote.id, quote.feePercent)}</dd>
      </dl>
      <p className={styles.hint} data-testid="swap-expiry">
        {left > 0 ? texts.refreshesIn({ seconds: left }) : texts.refreshing}
      </p>
    </div>
  );
}
