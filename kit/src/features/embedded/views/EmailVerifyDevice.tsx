// 'Approve this device': only for an account that already has a device, after its code proved the mailbox; the link
// went to the e-mail and the view asks the frame until the device is approved, then moves on to a new code. No resend
// here: /email/start mails a code, not a link (signing in again asks for a new link).

import { useEffect, useState } from 'react';
import { errorText } from '../../../core/controllers/notifications.js';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { center, secondaryText, spinner } from '../../../views/components/ui.css.js';
import { waitForDevice } from '../login.js';
import { embeddedState } from '../state.js';
import { withElements } from '../../../views/i18n/withElement.js';
import { texts } from '../texts.js';
import * as styles from './views.css.js';

export function EmailVerifyDevice() {
  const modal = useModalInstance();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    waitForDevice(modal, controller.signal).catch((failure: unknown) => setError(errorText(failure)));
    return () => controller.abort();
  }, [modal]);
  return (
    <div className={center}>
      <p className={secondaryText}>
        {withElements(texts.deviceIntro, { email: <span className={styles.email}>{embeddedState(modal).email}</span> })}
      </p>
      <p className={secondaryText}>{texts.deviceHint}</p>
      <div className={spinner} role="progressbar" aria-label={texts.deviceWaiting} />
      <ErrorText message={error} />
    </div>
  );
}
