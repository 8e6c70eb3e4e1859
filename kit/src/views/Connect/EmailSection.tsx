// E-mail login: an address field and a continue button (spec §1 connect method "email").

import { useState, type FormEvent } from 'react';
import { connectEmail } from '../../core/controllers/embeddedLogin.js';
import { showError } from '../../core/controllers/notifications.js';
import { input, primaryButton } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import * as styles from './Connect.css.js';

export function EmailSection({ disabled }: { disabled: boolean }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connectEmail({ email }).catch(showError);
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
