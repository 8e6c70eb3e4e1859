// Buy: what to buy on the active network and for how much, paid in which currency and how (with the
// method's limits), then a quote with its fees; Continue opens the provider's page in a popup (a
// blocked popup leaves a link), and the purchase shows as pending with the account's purchases.

import { useStore } from '@nanostores/react';
import { useEffect, useId, type FormEvent } from 'react';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { input, primaryButton, secondaryButton, secondaryText, stack } from '../../../views/components/ui.css.js';
import { continueBuy, editBuyForm, loadBuyOptions, openProviderWindow, quoteBuy, resetBuyForm } from '../actions.js';
import { limitOf, methodName, offers } from '../form.js';
import { buyState } from '../state.js';
import { texts } from '../texts.js';
import * as styles from './Buy.css.js';
import { Purchases } from './Purchases.js';
import { QuoteSummary } from './QuoteSummary.js';
import { networkName } from '../../../views/components/networkDisplay.js';

export function Buy() {
  const modal = useModalInstance();
  const { address } = useStore(modal.$account);
  const { caipNetwork } = useStore(modal.$network);
  const state = useStore(buyState(modal));
  const id = useId();
  const scope = `${caipNetwork?.caipNetworkId}:${address}`;
  const ready = state.options.status === 'ready';

  useEffect(() => {
    void loadBuyOptions(modal);
  }, [modal]);
  // A form filled for one network and account is not bought with on another: a switch starts it afresh.
  useEffect(() => {
    if (ready && state.scope !== scope) resetBuyForm(modal, scope);
  }, [modal, ready, scope, state.scope]);

  if (!address || !caipNetwork) return null;
  const options = state.options.data;
  if (state.options.status === 'failed') {
    return (
      <div className={stack}>
        <ErrorText message={`${texts.optionsFailed} ${state.options.error ?? ''}`.trim()} />
        <button type="button" className={secondaryButton} onClick={() => void loadBuyOptions(modal, { force: true })}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (!options || state.scope !== scope) {
    return (
      <p className={secondaryText} role="status">
        {texts.loading}
      </p>
    );
  }
  if (options.provider === null) {
    return (
      <p className={styles.note} role="note">
        {texts.notSetUp}
      </p>
    );
  }
  const offered = offers(options, caipNetwork.caipNetworkId);
  if (offered.length === 0) {
    return (
      <p className={styles.note} role="note">
        {texts.notOnNetwork({ network: networkName(caipNetwork) })}
      </p>
    );
  }

  const providerName = options.providers.find((provider) => provider.id === options.provider)?.name ?? options.provider;
  const { form, quote, purchase } = state;
  const methods = options.paymentCurrencies.find((currency) => currency.id === form.fiat)?.payment_method_limits ?? [];
  const limit = limitOf(options, form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void quoteBuy(modal);
  };
  // The popup is opened here, in the click itself: a browser lets only a user gesture open one.
  const buy = () => void continueBuy(modal, openProviderWindow());
  const invalid = state.formError ? true : undefined;

  return (
    <div className={stack}>
      <form className={stack} onSubmit={submit} noValidate aria-label={texts.form}>
        {options.fallback ? (
          <p className={styles.note} role="note" data-testid="buy-fallback">
            {texts.fallbackOptions}
          </p>
        ) : null}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-currency`}>
            {texts.currency}
          </label>
          <select id={`${id}-currency`} className={`${input} ${styles.select}`} value={form.currency} onChange={(event) => editBuyForm(modal, { currency: event.target.value })}>
            {offered.map((offer) => (
              <option key={offer.id} value={offer.id}>
                {offer.symbol === offer.name ? offer.symbol : `${offer.symbol} (${offer.name})`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-amount`}>
            {texts.amount}
          </label>
          <input
            id={`${id}-amount`}
            className={input}
            inputMode="decimal"
            autoComplete="off"
            placeholder={limit?.min ?? '0.00'}
            value={form.amount}
            aria-invalid={invalid}
            aria-describedby={`${id}-limits`}
            onChange={(event) => editBuyForm(modal, { amount: event.target.value })}
          />
          <p className={styles.hint} id={`${id}-limits`} data-testid="buy-limits">
            {limit ? `${methodName(limit.id)}: ${texts.limits({ min: limit.min, max: limit.max, currency: form.fiat })}` : null}
          </p>
        </div>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-fiat`}>
              {texts.fiat}
            </label>
            <select id={`${id}-fiat`} className={`${input} ${styles.select}`} value={form.fiat} onChange={(event) => editBuyForm(modal, { fiat: event.target.value })}>
              {options.paymentCurrencies.map((currency) => (
                <option key={currency.id} value={currency.id}>
                  {currency.id}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-method`}>
              {texts.method}
            </label>
            <select id={`${id}-method`} className={`${input} ${styles.select}`} value={form.method} onChange={(event) => editBuyForm(modal, { method: event.target.value })}>
              {methods.map((method) => (
                <option key={method.id} value={method.id}>
                  {methodName(method.id)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ErrorText message={state.formError} />
        <button type="submit" className={quote.status === 'ready' ? secondaryButton : primaryButton} disabled={quote.status === 'loading'}>
          {quote.status === 'loading' ? texts.quoting : texts.getQuote}
        </button>
      </form>
      <ErrorText message={quote.status === 'failed' ? quote.error : undefined} />
      {quote.status === 'ready' && quote.data ? (
        <>
          <QuoteSummary quote={quote.data} providerName={quote.data.provider ? (options.providers.find((p) => p.id === quote.data?.provider)?.name ?? providerName) : undefined} />
          {purchase.status === 'idle' || purchase.status === 'opening' || purchase.status === 'failed' ? (
            <button type="button" className={primaryButton} onClick={buy} disabled={purchase.status === 'opening'}>
              {purchase.status === 'opening' ? texts.opening : texts.continue({ name: providerName })}
            </button>
          ) : null}
        </>
      ) : null}
      <ErrorText message={purchase.status === 'failed' ? purchase.error : undefined} />
      {purchase.status === 'opened' ? (
        <p className={styles.note} role="status" data-testid="buy-opened">
          {texts.opened({ name: providerName })}
        </p>
      ) : null}
      {purchase.status === 'blocked' && purchase.url ? (
        <p className={styles.note} role="alert" data-testid="buy-blocked">
          {`${texts.blocked({ name: providerName })} `}
          <a className={styles.link} href={purchase.url} target="_blank" rel="noopener noreferrer">
            {texts.openProvider({ name: providerName })}
          </a>
        </p>
      ) : null}
      {purchase.status === 'opened' || purchase.status === 'blocked' ? (
        <>
          <Purchases />
          <button type="button" className={secondaryButton} onClick={() => resetBuyForm(modal, scope)}>
            {texts.newPurchase}
          </button>
        </>
      ) : null}
    </div>
  );
}
