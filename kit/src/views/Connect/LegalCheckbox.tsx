// The legal checkbox: connecting stays blocked until the visitor accepts the terms and privacy policy.

import { checkbox } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import { withElements } from '../i18n/withElement.js';
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
        {withElements((values) => t('connect.legal.agree', values), {
          terms: <LegalLink url={termsUrl} text={t('connect.legal.terms')} />,
          privacy: <LegalLink url={privacyUrl} text={t('connect.legal.privacy')} />,
        })}
      </span>
    </label>
  );
}

function LegalLink({ url, text }: { url: string | undefined; text: string }) {
  if (!url) return text;
  return (
    <a className={styles.legalLink} href={url} target="_blank" rel="noreferrer noopener">
      {text}
    </a>
  );
}
