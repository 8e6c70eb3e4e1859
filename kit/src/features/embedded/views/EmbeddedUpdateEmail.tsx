// Changing the e-mail (spec §3): the new address, then a code from the current address, then one
// from the new address; the new e-mail is stored and shown.

import { useState, type FormEvent } from 'react';
import { errorText, showSuccess } from '../../../core/controllers/notifications.js';
import { isEmail } from '../../../core/validate/identity.js';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { input, primaryButton, secondaryText } from '../../../views/components/ui.css.js';
import { confirmCurrentEmail, confirmNewEmail, updateEmail, type UpdateEmailStep } from '../account.js';
import { hostOf } from '../state.js';
import { withElements } from '../../../views/i18n/withElement.js';
import { texts } from '../texts.js';
import { OtpInput, otpKey } from './OtpInput.js';
import * as styles from './views.css.js';

type Step = 'EMAIL' | UpdateEmailStep;

export function EmbeddedUpdateEmail() {
  const modal = useModalInstance();
  const [step, setStep] = useState<Step>('EMAIL');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const run = <T,>(action: Promise<T>, then: (value: T) => void) => {
    setBusy(true);
    setError(undefined);
    action.then(then, (failure: unknown) => {
      setError(errorText(failure));
      setAttempt((count) => count + 1);
    }).finally(() => setBusy(false));
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return setError(texts.invalidEmail);
    run(updateEmail(modal, email), setStep);
  };

  if (step === 'EMAIL') {
    return (
      <form className={styles.form} onSubmit={submitEmail} noValidate>
        <input className={input} type="email" autoComplete="email" aria-label={texts.newEmail} placeholder={texts.newEmail} value={email} onChange={(event) => setEmail(event.target.value)} disabled={busy} />
        <ErrorText message={error} />
        <button type="submit" className={primaryButton} disabled={busy}>
          {texts.continue}
        </button>
      </form>
    );
  }
  const primary = step === 'VERIFY_PRIMARY_OTP';
  const submitCode = (otp: string) =>
    primary
      ? run(confirmCurrentEmail(modal, otp), setStep)
      : run(confirmNewEmail(modal, otp), () => {
          showSuccess(modal, texts.emailChanged);
          hostOf(modal).goBack(modal);
        });
  return (
    <div className={styles.form}>
      <p className={secondaryText}>
        {primary ? texts.codeFromCurrent : withElements(texts.codeFromNew, { email: <span className={styles.email}>{email}</span> })}
      </p>
      <OtpInput key={`${step}-${otpKey(attempt)}`} onComplete={submitCode} disabled={busy} invalid={error !== undefined} />
      <ErrorText message={error} />
    </div>
  );
}
