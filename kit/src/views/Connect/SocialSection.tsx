// Social login buttons, in the app's socials order (spec §1).

import { connectSocial } from '../../core/controllers/embeddedLogin.js';
import { showError } from '../../core/controllers/notifications.js';
import { row } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import * as styles from './Connect.css.js';

const NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

export function SocialSection({ socials, disabled }: { socials: readonly string[]; disabled: boolean }) {
  return (
    <div className={styles.socialGrid} role="group" aria-label={t('connect.socials')}>
      {socials.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`${row} ${styles.social}`}
          disabled={disabled}
          onClick={() => connectSocial({ provider }).catch(showError)}
        >
          {NAMES[provider] ?? provider}
        </button>
      ))}
    </div>
  );
}
