// E-mail login: an address field and a continue button (spec §1 connect method "email").

import { useState, type FormEvent } from 'react';
import { connectEmail } from '../../core/controllers/embeddedLogin.js';
import { showError } from '../../core/controllers/notifications.js';
import { useModalInstance } from '../../react/context.js';
import * as styles from '../../views/Connect/Connect.css.js';
import { input, primaryButton } from '../../views/components/ui.css.js';
import { t } from '../../views/i18n/en.js';

export function EmailSection({ disabled }: { disabled: boolean }) {
  const modal = useModalInstance();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connectEmail(modal, { email }).catch((error: unknown) => showError(modal, error));
  };
  return (
    <form className={styles.emailForm} onSubmit={submit}>
      <input
        className={input}
        type="email"
        autoComplete="email"
        aria-label={t('connect.email')}
        placeholder={t('connect.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={disabled}
      />
      <button type="submit" className={`${primaryButton} ${styles.compact}`} disabled={disabled}>
        {t('connect.continue')}
      </button>
    </form>
  );
}
