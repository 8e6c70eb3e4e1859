// E-mail login: an address field and a continue button (spec §1 connect method "email"). Submitting
// hands over to the embedded wallet, which shows the device-approval or code view next.

import { useState, type FormEvent } from 'react';
import { embeddedLoginOf } from '../../core/controllers/embeddedLogin.js';
import { connectEmail, connectPasskey } from '../../core/controllers/login.js';
import { errorText } from '../../core/controllers/notifications.js';
import { useModalInstance } from '../../react/context.js';
import { ErrorText } from '../../views/components/ErrorText.js';
import { input, primaryButton, secondaryButton } from '../../views/components/ui.css.js';
import * as styles from './EmailSection.css.js';
import { texts } from './texts.js';

export function EmailSection({ disabled }: { disabled: boolean }) {
  const modal = useModalInstance();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // Offered when the embedded wallet offers it and the browser has WebAuthn (the secure site's frame runs the ceremony).
  const passkey = embeddedLoginOf(modal)?.connectPasskey !== undefined && typeof PublicKeyCredential !== 'undefined';
  const signInWithPasskey = () => {
    setBusy(true);
    setError(undefined);
    connectPasskey(modal)
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setBusy(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    connectEmail(modal, { email })
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setBusy(false));
  };
  return (
    <div className={styles.section}>
      <form className={styles.form} onSubmit={submit} aria-busy={busy}>
        <input
          className={input}
          type="email"
          autoComplete="email"
          aria-label={texts.field}
          aria-invalid={error !== undefined || undefined}
          placeholder={texts.field}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={disabled}
        />
        <button type="submit" className={`${primaryButton} ${styles.compact}`} disabled={disabled || busy}>
          {texts.continue}
        </button>
      </form>
      {passkey && (
        <button type="button" className={secondaryButton} onClick={signInWithPasskey} disabled={disabled || busy}>
          {texts.passkey}
        </button>
      )}
      <ErrorText message={error} />
    </div>
  );
}
