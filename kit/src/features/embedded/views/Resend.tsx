// 'Resend code': sends the e-mail again through the modal's e-mail login (so the 30 s throttle
// applies), with the cooldown's 'Please try again after N seconds' while it runs.

import { connectEmail } from '../../../core/controllers/login.js';
import { ErrorMessages } from '../../../core/errors/messages.js';
import type { ModalCore } from '../../../core/instance.js';
import { secondaryText } from '../../../views/components/ui.css.js';
import { embeddedState } from '../state.js';
import { texts } from '../texts.js';
import { useResendWait } from './useResend.js';
import * as styles from './views.css.js';

export function Resend({ modal, onError, onSent }: { modal: ModalCore; onError: (error: unknown) => void; onSent?: () => void }) {
  const [wait, refresh] = useResendWait();
  const email = embeddedState(modal).email;
  const resend = () => {
    if (!email) return;
    connectEmail(modal, { email }).then(onSent, onError).finally(refresh);
  };
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={resend} disabled={wait > 0 || !email}>
        {texts.resend}
      </button>
      {wait > 0 ? (
        <p className={secondaryText} aria-live="polite">
          {ErrorMessages.EMAIL_THROTTLE(wait)}
        </p>
      ) : null}
    </>
  );
}
