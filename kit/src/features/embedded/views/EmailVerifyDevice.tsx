// 'Approve this device': the link went to the e-mail; the view asks the frame until the device is
// approved, then moves on to the code (spec §4 login: e-mail connect, then device verification).

import { useEffect, useState } from 'react';
import { errorText } from '../../../core/controllers/notifications.js';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { center, secondaryText, spinner } from '../../../views/components/ui.css.js';
import { waitForDevice } from '../login.js';
import { embeddedState } from '../state.js';
import { withElements } from '../../../views/i18n/withElement.js';
import { texts } from '../texts.js';
import { Resend } from './Resend.js';
import * as styles from './views.css.js';

export function EmailVerifyDevice() {
  const modal = useModalInstance();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    waitForDevice(modal, controller.signal).catch((failure: unknown) => setError(errorText(failure)));
    return () => controller.abort();
  }, [modal, attempt]);
  return (
    <div className={center}>
      <p className={secondaryText}>
        {withElements(texts.deviceIntro, { email: <span className={styles.email}>{embeddedState(modal).email}</span> })}
      </p>
      <p className={secondaryText}>{texts.deviceHint}</p>
      <div className={spinner} role="progressbar" aria-label={texts.deviceWaiting} />
      <ErrorText message={error} />
      <Resend
        modal={modal}
        onError={(failure) => setError(errorText(failure))}
        onSent={() => {
          setError(undefined);
          setAttempt((count) => count + 1);
        }}
      />
    </div>
  );
}
