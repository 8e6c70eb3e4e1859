// Send: pick a token of the active network (EVM or Solana), an amount (Max fills the balance, less twice the fee for
// the native coin; the USD value shows when the token has a price) and a receiver, then review and send.
// The state is the feature's own, and starts afresh when the network or account changes.

import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { toFixedDecimals } from '../../core/format/decimals.js';
import { useModalInstance } from '../../react/context.js';
import { ErrorText } from '../../views/components/ErrorText.js';
import { input, primaryButton, secondaryButton, stack } from '../../views/components/ui.css.js';
import { checkSend, maxAmount, usdValue } from './actions.js';
import { looksLikeName, receiverAddress, resolveReceiver } from './receiverName.js';
import { Review } from './Review.js';
import * as styles from './Send.css.js';
import { initialSendState, sendState, type SendState } from './state.js';
import { texts } from './texts.js';
import { sendTokens } from './tokens.js';
import { UnsupportedSend } from './Unsupported.js';

export function Send() {
  const modal = useModalInstance();
  const account = useStore(modal.$account);
  const { caipNetwork } = useStore(modal.$network);
  const { balances } = useStore(modal.$tokenBalances);
  const store = sendState(modal);
  const state = useStore(store);
  const id = useId();
  const tokens = useMemo(() => (caipNetwork ? sendTokens(account, caipNetwork, modal.api ? balances : []) : []), [account, caipNetwork, balances, modal]);
  // Solana send needs amount and receiver (spec §5): with no token picked it sends SOL.
  const namespace = caipNetwork?.chainNamespace === 'solana' ? 'solana' : 'eip155';
  const token = tokens.find((candidate) => candidate.key === state.tokenKey) ?? (namespace === 'solana' ? tokens[0] : undefined);
  // A form filled for one network and account is not sent from another: a switch starts it afresh.
  const scope = `${caipNetwork?.caipNetworkId}:${account.address}`;
  // The first scope is only recorded: React may run this effect after the user (or an app pre-filling the
  // form) has already typed, and wiping that lost the first Review under load.
  useEffect(() => {
    const current = store.get();
    if (current.scope === undefined) store.set({ ...current, scope });
    else if (current.scope !== scope) store.set({ ...initialSendState(), scope });
  }, [scope, store]);
  // A receiver typed as a name is resolved once typing pauses.
  useEffect(() => {
    if (namespace !== 'eip155' || !looksLikeName(state.receiver)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => void resolveReceiver(modal, controller.signal), 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [modal, namespace, state.receiver]);
  if (!account.address || !caipNetwork) return null;
  // Opened on a network without a send path (the app may open this view itself): say so, offer no form.
  if (caipNetwork.chainNamespace !== 'eip155' && caipNetwork.chainNamespace !== 'solana') return <UnsupportedSend network={caipNetwork} />;

  // Editing clears the last error and the last receipt: they were about the previous attempt.
  const edit = (fields: Partial<SendState>) => store.set({ ...store.get(), ...fields, error: undefined, sent: undefined });
  const check = () => {
    const current = store.get();
    const problem = checkSend({ amount: current.amount, receiver: receiverAddress(current) }, token, namespace);
    if (problem) store.set({ ...current, error: problem });
    else store.set({ ...current, step: 'review', error: undefined });
  };
  const review = (event: FormEvent) => {
    event.preventDefault();
    // A name not resolved yet is resolved first (its failure is the form's error).
    const pending = namespace === 'eip155' && looksLikeName(state.receiver) && receiverAddress(state) === state.receiver.trim();
    if (pending) void resolveReceiver(modal).then((resolved) => resolved && check());
    else check();
  };
  if (state.step === 'review' && token) return <Review token={token} network={caipNetwork} namespace={namespace} />;

  const invalid = state.error ? true : undefined;
  const usd = usdValue(state.amount, token);
  const resolved = namespace === 'eip155' && receiverAddress(state) !== state.receiver.trim() ? state.receiverProfile : undefined;
  return (
    <form className={stack} onSubmit={review} noValidate aria-label={texts.form}>
      {state.sent ? (
        <p className={styles.sent} role="status" data-testid="send-sent">
          {`${texts.sentTitle}: ${state.sent.hash} `}
          {state.sent.explorerUrl ? (
            <a className={styles.link} href={state.sent.explorerUrl} target="_blank" rel="noreferrer noopener">
              {texts.explorer}
            </a>
          ) : null}
        </p>
      ) : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-token`}>
          {texts.token}
        </label>
        <select id={`${id}-token`} className={`${input} ${styles.select}`} value={state.tokenKey} onChange={(event) => edit({ tokenKey: event.target.value, amount: '' })}>
          <option value="">{texts.pickToken}</option>
          {tokens.map((option) => (
            <option key={option.key} value={option.key}>
              {option.contract || option.mint ? `${option.symbol} (${option.name})` : option.symbol}
            </option>
          ))}
        </select>
        {token ? (
          <p className={styles.hint} data-testid="send-balance">
            {texts.balance({ amount: `${token.balance === undefined ? '…' : toFixedDecimals(token.balance)} ${token.symbol}` })}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-amount`}>
          {texts.amount}
        </label>
        <div className={styles.amountRow}>
          <input
            id={`${id}-amount`}
            className={input}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={state.amount}
            aria-invalid={invalid}
            aria-describedby={usd ? `${id}-usd` : undefined}
            onChange={(event) => edit({ amount: event.target.value })}
          />
          <button
            type="button"
            className={`${secondaryButton} ${styles.maxButton}`}
            disabled={token?.balance === undefined}
            onClick={() => void (token && maxAmount(modal, token, receiverAddress(state)).then((amount) => amount !== undefined && edit({ amount })))}
          >
            {texts.max}
          </button>
        </div>
        {usd ? (
          <p className={styles.hint} id={`${id}-usd`} data-testid="send-usd">
            {usd}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-receiver`}>
          {texts.receiver}
        </label>
        <input
          id={`${id}-receiver`}
          className={input}
          autoComplete="off"
          spellCheck={false}
          placeholder={namespace === 'solana' ? texts.solanaReceiverPlaceholder : texts.evmReceiverPlaceholder}
          value={state.receiver}
          aria-invalid={invalid}
          onChange={(event) => edit({ receiver: event.target.value })}
        />
        {resolved ? (
          <p className={`${styles.hint} ${styles.profile}`} data-testid="send-receiver-resolved">
            {resolved.image ? <img className={styles.avatar} src={resolved.image} alt="" /> : null}
            {texts.resolvedTo({ name: resolved.name, address: resolved.address })}
          </p>
        ) : null}
      </div>
      <ErrorText message={state.error?.message} code={state.error?.code} />
      <button type="submit" className={primaryButton}>
        {texts.review}
      </button>
    </form>
  );
}
