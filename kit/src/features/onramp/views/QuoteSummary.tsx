// A quote as the user reads it: what they get, each fee, subtotal and total (spec §3 "On-ramp quote").
// The placeholder quote (the provider did not quote, spec §8) shows the total only, and says so.

import { Fragment } from 'react';
import type { BuyQuote } from '../api.js';
import { texts } from '../texts.js';
import * as styles from './Buy.css.js';

const money = ({ amount, currency }: { amount: string; currency: string }) => `${amount} ${currency}`;

export function QuoteSummary({ quote, providerName }: { quote: BuyQuote; providerName: string | undefined }) {
  if (quote.placeholder) {
    return (
      <section aria-label={texts.quote} data-testid="buy-quote">
        <dl className={styles.summary}>
          <dt className={styles.term}>{texts.total}</dt>
          <dd className={`${styles.detail} ${styles.total}`}>{money(quote.paymentTotal)}</dd>
        </dl>
        <p className={styles.note} role="note" data-testid="buy-quote-placeholder">
          {texts.placeholder}
        </p>
      </section>
    );
  }
  const rows: [string, string, string][] = [
    ['purchase', texts.youGet, `≈ ${money(quote.purchaseAmount)}`],
    ['provider-fee', texts.providerFee, money(quote.coinbaseFee)],
    ['network-fee', texts.networkFee, money(quote.networkFee)],
    ['subtotal', texts.subtotal, money(quote.paymentSubtotal)],
    ['total', texts.total, money(quote.paymentTotal)],
  ];
  return (
    <section aria-label={texts.quote} data-testid="buy-quote">
      <dl className={styles.summary}>
        {rows.map(([key, term, value]) => (
          <Fragment key={key}>
            <dt className={styles.term}>{term}</dt>
            <dd className={`${styles.detail} ${key === 'total' ? styles.total : ''}`} data-testid={`buy-quote-${key}`}>
              {value}
            </dd>
          </Fragment>
        ))}
      </dl>
      {providerName ? <p className={styles.hint}>{texts.quotedBy({ name: providerName })}</p> : null}
    </section>
  );
}
