// E-mail login: an address field and a continue button (spec §1 connect method "email").

import { useState, type FormEvent } from 'react';
import { connectEmail } from '../../core/controllers/login.js';
import { showError } from '../../core/controllers/notifications.js';
import { useModalInstance } from '../../react/context.js';
import { input, primaryButton } from '../../views/components/ui.css.js';
import * as styles from './EmailSection.css.js';
import { texts } from './texts.js';

export function EmailSection({ disabled }: { disabled: boolean }) {
  const modal = useModalInstance();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connectEmail(modal, { email }).catch((error: unknown) => showError(modal, error));
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <input
        className={input}
        type="email"
        autoComplete="email"
        aria-label={texts.field}
        placeholder={texts.field}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={disabled}
      />
      <button type="submit" className={`${primaryButton} ${styles.compact}`} disabled={disabled}>
        {texts.continue}
      </button>
    </form>
  );
}
