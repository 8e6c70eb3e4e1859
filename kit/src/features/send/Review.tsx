// The send's review step: what leaves the account, to whom, on which network and for what fee
// (estimated by the adapter that reads the chain), then Send, with a loading state while the wallet answers.

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { estimateFee, type EstimateFeeReturnType } from '../../core/controllers/fee.js';
import { toFixedDecimals } from '../../core/format/decimals.js';
import type { CaipNetwork } from '../../core/types.js';
import { useModalInstance } from '../../react/context.js';
import { ErrorText } from '../../views/components/ErrorText.js';
import { primaryButton, secondaryButton, stack } from '../../views/components/ui.css.js';
import { sendRequest, submitSend, usdValue, type SendNamespace } from './actions.js';
import * as styles from './Send.css.js';
import { receiverAddress } from './receiverName.js';
import { sendState } from './state.js';
import { texts } from './texts.js';
import type { SendToken } from './tokens.js';
import { networkName } from '../../views/components/networkDisplay.js';

export function Review({ token, network, namespace }: { token: SendToken; network: CaipNetwork; namespace: SendNamespace }) {
  const modal = useModalInstance();
  const store = sendState(modal);
  const state = useStore(store);
  const [fee, setFee] = useState<EstimateFeeReturnType | 'estimating' | undefined>('estimating');
  const to = receiverAddress(state);
  const profile = state.receiverProfile && to !== state.receiver.trim() ? state.receiverProfile : undefined;

  useEffect(() => {
    let current = true;
    void estimateFee(modal, sendRequest(token, state.amount, to, namespace)).then((estimate) => current && setFee(estimate));
    return () => void (current = false);
  }, [modal, token, state.amount, to, namespace]);

  const usd = usdValue(state.amount, token);
  const feeText = fee === 'estimating' ? texts.feeEstimating : fee ? `≈ ${toFixedDecimals(fee.fee, 6)} ${fee.symbol}` : texts.feeUnavailable;
  return (
    <div className={stack}>
      <dl className={styles.summary} aria-label={texts.summary}>
        <dt className={styles.term}>{texts.sendingAmount}</dt>
        <dd className={styles.detail} data-testid="send-review-amount">
          {`${state.amount} ${token.symbol}${usd ? ` (${usd})` : ''}`}
        </dd>
        <dt className={styles.term}>{texts.to}</dt>
        <dd className={styles.detail} data-testid="send-review-receiver">
          {profile ? (
            <span className={styles.profile}>
              {profile.image ? <img className={styles.avatar} src={profile.image} alt="" /> : null}
              {`${profile.name} (${to})`}
            </span>
          ) : (
            to
          )}
        </dd>
        <dt className={styles.term}>{texts.network}</dt>
        <dd className={styles.detail}>{networkName(network)}</dd>
        <dt className={styles.term}>{texts.fee}</dt>
        <dd className={styles.detail} data-testid="send-review-fee" aria-live="polite">
          {feeText}
        </dd>
      </dl>
      <ErrorText message={state.error?.message} code={state.error?.code} />
      <button type="button" className={primaryButton} disabled={state.loading} aria-busy={state.loading} onClick={() => void submitSend(modal, token)}>
        {state.loading ? texts.sending : texts.send}
      </button>
      <button type="button" className={secondaryButton} disabled={state.loading} onClick={() => store.set({ ...store.get(), step: 'form', error: undefined })}>
        {texts.edit}
      </button>
    </div>
  );
}
