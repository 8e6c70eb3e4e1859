// Pay: who is paid, what and on which network, as the app asked (nothing to edit). The wallet's
// network is switched first when it is another; then the plan: a send when the wallet holds enough,
// else a swap-and-send with its quote (what it costs in the held token). Pay runs it; the view follows
// each step, then shows the hash or why it failed.

import { useStore } from '@nanostores/react';
import { toFixedDecimals } from '../../core/format/decimals.js';
import { useModalInstance } from '../../react/context.js';
import { ErrorText } from '../../views/components/ErrorText.js';
import { primaryButton, secondaryButton, secondaryText, stack } from '../../views/components/ui.css.js';
import { shortAmount } from '../swap/public.js';
import * as styles from './Pay.css.js';
import { PayAction } from './PayAction.js';
import { payState } from './state.js';
import { texts } from './texts.js';
import { networkName } from '../../views/components/networkDisplay.js';

export function Pay() {
  const modal = useModalInstance();
  const state = useStore(payState(modal));
  const { intent, plan, stage, result, error } = state;
  if (!intent) return null;
  const swap = plan?.kind === 'swap' ? plan.swap : undefined;
  return (
    <div className={stack}>
      <dl className={styles.summary} aria-label={texts.summary}>
        {intent.label ? (
          <>
            <dt className={styles.term}>{texts.label}</dt>
            <dd className={styles.detail}>{intent.label}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{texts.recipient}</dt>
        <dd className={styles.detail} data-testid="pay-recipient">
          {intent.recipient}
        </dd>
        <dt className={styles.term}>{texts.amount}</dt>
        <dd className={styles.detail} data-testid="pay-amount">{`${intent.amount} ${intent.symbol}`}</dd>
        <dt className={styles.term}>{texts.network}</dt>
        <dd className={styles.detail}>{networkName(intent.network)}</dd>
        {swap ? (
          <>
            <dt className={styles.term}>{texts.payWith}</dt>
            <dd className={styles.detail} data-testid="pay-swap-cost" data-amount={swap.input}>
              {texts.swapCost({ input: shortAmount(swap.input), symbol: swap.fromSymbol })}
            </dd>
            <dt className={styles.term}>{texts.networkFee}</dt>
            <dd className={styles.detail}>{`≈ ${toFixedDecimals(swap.networkFee, 6)} ${intent.network.nativeCurrency.symbol}`}</dd>
          </>
        ) : null}
      </dl>
      {swap && stage === 'ready' ? <p className={styles.hint}>{texts.swapNote({ input: shortAmount(swap.input), from: swap.fromSymbol, amount: intent.amount, to: intent.symbol })}</p> : null}
      {plan?.kind === 'short' && stage === 'ready' ? (
        <p className={secondaryText} role="status" data-testid="pay-short">
          {plan.message}
        </p>
      ) : null}
      {result ? (
        <p className={styles.notice} role="status" data-testid="pay-done">
          {texts.paidNote({ amount: intent.amount, symbol: intent.symbol, hash: result.hash })}
        </p>
      ) : null}
      <ErrorText message={error?.message} code={error?.code} />
      {stage === 'done' || stage === 'failed' ? (
        <button type="button" className={primaryButton} onClick={() => modal.close()}>
          {texts.close}
        </button>
      ) : (
        <>
          <PayAction />
          <button type="button" className={secondaryButton} disabled={state.sent} onClick={() => modal.close()}>
            {texts.cancel}
          </button>
        </>
      )}
    </div>
  );
}
