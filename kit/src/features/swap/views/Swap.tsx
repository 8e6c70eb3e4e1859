// Swap (spec §2 "Swap"): pick From and To among the server's tokens (balances beside them, suggested
// ones first), type an amount; a quote follows as you type (rate, price impact, network fee, the least
// you get at the slippage tolerance) and refreshes before it expires. Approve when the router's
// allowance is short, then Swap. The state is the feature's own and starts afresh on another network
// or account.

import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { toFixedDecimals } from '../../../core/format/decimals.js';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { input, secondaryButton, secondaryText, stack } from '../../../views/components/ui.css.js';
import { shortAmount } from '../amounts.js';
import { amountProblem, cancelQuote, currentTokens, editSwap, loadSwapTokens, maxAmount, quoteExpired, scheduleQuote, slippagePercent, switchTokens } from '../quote.js';
import { initialSwapState, swapState } from '../state.js';
import { texts } from '../texts.js';
import { QuoteDetails } from './QuoteDetails.js';
import { Slippage } from './Slippage.js';
import * as styles from './Swap.css.js';
import { SwapAction } from './SwapAction.js';
import { TokenSelect } from './TokenSelect.js';

/** The time, ticking each second while `active` (the quote's countdown). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function Swap() {
  const modal = useModalInstance();
  const account = useStore(modal.$account);
  const { caipNetwork } = useStore(modal.$network);
  // Read for its changes: the pickers show the balances it holds.
  useStore(modal.$tokenBalances);
  const store = swapState(modal);
  const state = useStore(store);
  const id = useId();
  const scope = `${caipNetwork?.caipNetworkId}:${account.address}`;

  // A form filled for one network and account is not swapped on another: a switch starts it afresh.
  useEffect(() => {
    if (store.get().scope !== scope) {
      cancelQuote(modal);
      store.set({ ...initialSwapState(), scope });
    }
    void loadSwapTokens(modal);
  }, [modal, scope, store]);
  // Back on the view: a question dropped when it was left is asked again; leaving it drops the pending one.
  useEffect(() => {
    if (store.get().quote.status === 'loading') scheduleQuote(modal, { immediate: true });
    return () => cancelQuote(modal);
  }, [modal, store]);

  const ticking = state.quote.status === 'ready' && !state.step;
  const now = useNow(ticking);
  const expired = ticking && quoteExpired(state.quote.receivedAt, now);
  useEffect(() => {
    if (expired) scheduleQuote(modal, { immediate: true });
  }, [expired, modal]);

  if (!account.address || !caipNetwork) return null;
  const { tokens } = state;
  if (tokens.status === 'failed') {
    return (
      <div className={stack}>
        <ErrorText message={tokens.error?.message} code={tokens.error?.code} />
        {tokens.error?.code === 'SWAP_NETWORK_UNSUPPORTED' || tokens.error?.code === 'GAS_PRICE_NETWORK_UNSUPPORTED' ? null : (
          <button type="button" className={secondaryButton} onClick={() => void loadSwapTokens(modal, { force: true })}>
            {texts.retry}
          </button>
        )}
      </div>
    );
  }
  if (tokens.status !== 'ready' || tokens.chainId !== caipNetwork.caipNetworkId || state.scope !== scope) {
    return (
      <p className={secondaryText} role="status">
        {texts.loadingTokens}
      </p>
    );
  }

  const options = currentTokens(modal, state);
  const from = options.find((option) => option.id === state.from);
  const to = options.find((option) => option.id === state.to);
  const problem = amountProblem(state.amount, from);
  const slippage = slippagePercent(state.slippage);
  const busy = Boolean(state.step);
  const best = state.quote.status === 'ready' ? state.quote.best : undefined;
  const max = from ? maxAmount(from, state.gasPrice?.wei) : undefined;

  return (
    <form className={stack} onSubmit={(event) => event.preventDefault()} noValidate aria-label={texts.form}>
      {state.done ? (
        <p className={styles.note} role="status" data-testid="swap-done">
          {`${texts.swappedTitle}: ${state.done.hash} `}
          {state.done.explorerUrl ? (
            <a className={styles.link} href={state.done.explorerUrl} target="_blank" rel="noreferrer noopener">
              {texts.explorer}
            </a>
          ) : null}
        </p>
      ) : null}
      <fieldset className={styles.group} disabled={busy}>
        <label className={styles.label} htmlFor={`${id}-from`}>
          {texts.from}
        </label>
        <TokenSelect id={`${id}-from`} value={state.from} options={options} onChange={(value) => editSwap(modal, { from: value })} />
        <label className={styles.label} htmlFor={`${id}-amount`}>
          {texts.amount}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-amount`}
            className={input}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={state.amount}
            aria-invalid={problem ? true : undefined}
            aria-describedby={from ? `${id}-balance` : undefined}
            onChange={(event) => editSwap(modal, { amount: event.target.value })}
          />
          <button type="button" className={`${secondaryButton} ${styles.maxButton}`} disabled={max === undefined} onClick={() => max !== undefined && editSwap(modal, { amount: max })}>
            {texts.max}
          </button>
        </div>
        {from ? (
          <p className={styles.hint} id={`${id}-balance`} data-testid="swap-balance">
            {texts.balance({ amount: `${from.balance === undefined ? '…' : toFixedDecimals(from.balance)} ${from.symbol}` })}
          </p>
        ) : null}
      </fieldset>
      {state.to ? (
        <button type="button" className={`${secondaryButton} ${styles.switchButton}`} disabled={busy} onClick={() => switchTokens(modal)}>
          {texts.switchTokens}
        </button>
      ) : null}
      <fieldset className={styles.group} disabled={busy}>
        <label className={styles.label} htmlFor={`${id}-to`}>
          {texts.to}
        </label>
        <TokenSelect id={`${id}-to`} value={state.to} options={options} onChange={(value) => editSwap(modal, { to: value })} />
        <span className={styles.label} id={`${id}-receive`}>
          {texts.receive}
        </span>
        <output className={styles.received} aria-labelledby={`${id}-receive`} aria-live="polite" data-testid="swap-receive" data-amount={best?.toAmount}>
          {best && to ? `${shortAmount(best.toAmount)} ${to.symbol}` : '—'}
        </output>
      </fieldset>
      {best && from && to && state.quote.receivedAt !== undefined ? (
        <QuoteDetails quote={best} from={from} to={to} nativeSymbol={caipNetwork.nativeCurrency.symbol} slippage={slippage} receivedAt={state.quote.receivedAt} now={now} />
      ) : null}
      <ErrorText message={problem?.message} code={problem?.code} />
      <ErrorText message={state.quote.status === 'failed' ? state.quote.error?.message : undefined} code={state.quote.error?.code} />
      <Slippage value={state.slippage} valid={slippage !== undefined} onChange={(value) => editSwap(modal, { slippage: value })} />
      <ErrorText message={state.error?.message} code={state.error?.code} />
      <SwapAction state={state} from={from} to={to} blocked={slippage === undefined} />
    </form>
  );
}
