// The legal checkbox: connecting stays blocked until the visitor accepts the terms and privacy policy.

import { checkbox } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import * as styles from './Connect.css.js';

export interface LegalCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  termsUrl?: string;
  privacyUrl?: string;
}

export function LegalCheckbox({ checked, onChange, termsUrl, privacyUrl }: LegalCheckboxProps) {
  return (
    <label className={styles.legal}>
      <input className={checkbox} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {t('connect.legal.prefix')}{' '}
        {termsUrl ? (
          <a className={styles.legalLink} href={termsUrl} target="_blank" rel="noreferrer noopener">
            {t('connect.legal.terms')}
          </a>
        ) : (
          t('connect.legal.terms')
        )}{' '}
        {t('connect.legal.and')}{' '}
        {privacyUrl ? (
          <a className={styles.legalLink} href={privacyUrl} target="_blank" rel="noreferrer noopener">
            {t('connect.legal.privacy')}
          </a>
        ) : (
          t('connect.legal.privacy')
        )}
      </span>
    </label>
  );
}
