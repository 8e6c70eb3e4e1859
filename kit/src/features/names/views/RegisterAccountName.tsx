// RegisterAccountName: the user types a name; after a short pause the server says whether it is free
// and offers free names near it; Register signs with the connected wallet and registers it (spec §4).

import { useEffect, useId, useState, type FormEvent } from 'react';
import { replace } from '../../../core/controllers/router.js';
import { ErrorMessages } from '../../../core/errors/messages.js';
import { errorText } from '../../../core/controllers/notifications.js';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { input, primaryButton, rowHint, secondaryButton, secondaryText, spinner, stack } from '../../../views/components/ui.css.js';
import { registerAccountName, registrationError, suggestNames, validLabel } from '../actions.js';
import { REGISTER_NAME_SUCCESS_VIEW } from '../viewNames.js';
import { texts } from '../texts.js';

const CHECK_DELAY_MS = 300;

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; name: string; taken: boolean; others: string[] } | { state: 'failed'; error: string };

export function RegisterAccountName() {
  const modal = useModalInstance();
  const inputId = useId();
  const [label, setLabel] = useState('');
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const valid = validLabel(label);

  useEffect(() => {
    if (!valid || !modal.api) return setCheck({ state: 'idle' });
    const controller = new AbortController();
    setCheck({ state: 'checking' });
    const timer = setTimeout(() => {
      suggestNames(modal, label, controller.signal)
        .then(([asked, ...others]) => controller.signal.aborted || setCheck(asked ? { state: 'done', name: asked.name, taken: asked.registered, others: others.map((entry) => entry.name) } : { state: 'idle' }))
        .catch((failure: unknown) => controller.signal.aborted || setCheck({ state: 'failed', error: `${ErrorMessages.NAME_SUGGESTIONS_FAILED}: ${errorText(failure)}` }));
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [modal, label, valid]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.state !== 'done' || check.taken || busy) return;
    setBusy(true);
    setError(undefined);
    registerAccountName(modal, check.name)
      .then(() => replace(modal, REGISTER_NAME_SUCCESS_VIEW))
      .catch((failure: unknown) => setError(registrationError(check.name, failure)))
      .finally(() => setBusy(false));
  };

  return (
    <form className={stack} onSubmit={submit} aria-busy={busy}>
      <p className={secondaryText}>{texts.intro}</p>
      <label htmlFor={inputId}>{texts.label}</label>
      <input
        id={inputId}
        className={input}
        value={label}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${inputId}-status`}
        onChange={(event) => setLabel(event.target.value.toLowerCase().trim())}
      />
      <p id={`${inputId}-status`} className={rowHint} role="status">
        {label && !valid ? texts.rule : null}
        {check.state === 'checking' ? texts.checking : null}
        {check.state === 'done' ? (check.taken ? texts.taken({ name: check.name }) : texts.available({ name: check.name })) : null}
      </p>
      {check.state === 'failed' ? <ErrorText message={check.error} /> : null}
      {check.state === 'done' && check.others.length > 0 ? (
        <div className={stack} role="group" aria-label={texts.others}>
          {check.others.map((name) => (
            <button key={name} type="button" className={secondaryButton} onClick={() => setLabel(name.split('.')[0]!)}>
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <ErrorText message={error} />
      {busy ? <div className={spinner} role="progressbar" aria-label={texts.registering} /> : null}
      <button type="submit" className={primaryButton} disabled={check.state !== 'done' || check.taken || busy}>
        {texts.register}
      </button>
    </form>
  );
}
