// The one button of the form, for what can be done now: Approve when the router's allowance is short,
// else Swap; while a step runs it says what it waits for. When nothing can be done yet, a hint says
// what is missing instead of a button that could not work.

import { primaryButton, secondaryText } from '../../../views/components/ui.css.js';
import { useModalInstance } from '../../../react/context.js';
import { needsApproval } from '../quote.js';
import type { SwapState } from '../state.js';
import { approveSwap, submitSwap } from '../submit.js';
import { texts } from '../texts.js';
import type { SwapTokenOption } from '../tokens.js';
import * as styles from './Swap.css.js';

/** A running step's label; getters, read when shown, so they follow the active locale. */
const STAGES = {
  get building() {
    return texts.building;
  },
  get wallet() {
    return texts.confirmInWallet;
  },
};

export function SwapAction({ state, from, to, blocked }: { state: SwapState; from?: SwapTokenOption; to?: SwapTokenOption; blocked: boolean }) {
  const modal = useModalInstance();
  const { step, quote } = state;
  if (step) {
    const label = step.stage === 'confirming' ? (step.kind === 'approve' ? texts.approving : texts.swapping) : STAGES[step.stage];
    return (
      <button type="button" className={primaryButton} disabled aria-busy="true" data-testid="swap-step">
        {label}
      </button>
    );
  }
  if (!from || !to) return <p className={secondaryText}>{texts.pickBoth}</p>;
  if (quote.status === 'loading') {
    return (
      <p className={secondaryText} role="status">
        {texts.quoting}
      </p>
    );
  }
  if (quote.status !== 'ready') return state.amount.trim() ? null : <p className={secondaryText}>{texts.enterAmount}</p>;
  if (needsApproval(state, from)) {
    return (
      <>
        <p className={styles.hint}>{texts.approveHint({ symbol: from.symbol })}</p>
        <button type="button" className={primaryButton} onClick={() => void approveSwap(modal)}>
          {texts.approve({ symbol: from.symbol })}
        </button>
      </>
    );
  }
  // A refused slippage tolerance is said by its field; there is no swap to offer until it is fixed.
  if (blocked) return null;
  return (
    <button type="button" className={primaryButton} onClick={() => void submitSwap(modal)}>
      {texts.swap}
    </button>
  );
}
