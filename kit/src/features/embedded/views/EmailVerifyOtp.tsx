// The 6-digit code: checked by the frame; then recovery in the secure UI when needed, and the account
// connects (spec §4 login). Errors show inline, a failed recovery step's too; a wrong code clears the boxes.

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText } from '../../../core/controllers/notifications.js';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { center, secondaryText } from '../../../views/components/ui.css.js';
import { connectOtp } from '../login.js';
import { embeddedState } from '../state.js';
import { withElements } from '../../../views/i18n/withElement.js';
import { texts } from '../texts.js';
import { OtpInput, otpKey } from './OtpInput.js';
import { Resend } from './Resend.js';
import * as styles from './views.css.js';

export function EmailVerifyOtp() {
  const modal = useModalInstance();
  const { $codeError } = embeddedState(modal);
  const error = useStore($codeError);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const submit = (code: string) => {
    setBusy(true);
    $codeError.set(undefined);
    connectOtp(modal, code).catch((failure: unknown) => {
      $codeError.set(errorText(failure));
      setAttempt((count) => count + 1);
      setBusy(false);
    });
  };
  return (
    <div className={center}>
      <p className={secondaryText}>
        {withElements(texts.otpIntro, { email: <span className={styles.email}>{embeddedState(modal).email}</span> })}
      </p>
      <OtpInput key={otpKey(attempt)} onComplete={submit} disabled={busy} invalid={error !== undefined} />
      {busy ? <p className={secondaryText} aria-live="polite">{texts.verifying}</p> : null}
      <ErrorText message={error} />
      <Resend modal={modal} onError={(failure) => $codeError.set(errorText(failure))} onSent={() => $codeError.set(undefined)} />
    </div>
  );
}
