// Social login buttons, in the app's socials order (spec §1).

import { connectSocial } from '../../core/controllers/embeddedLogin.js';
import { showError } from '../../core/controllers/notifications.js';
import { useModalInstance } from '../../react/context.js';
import * as styles from '../../views/Connect/Connect.css.js';
import { row } from '../../views/components/ui.css.js';
import { t } from '../../views/i18n/en.js';

const NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

export function SocialSection({ disabled }: { disabled: boolean }) {
  const modal = useModalInstance();
  const { socials } = modal.options;
  return (
    <div className={styles.socialGrid} role="group" aria-label={t('connect.socials')}>
      {socials.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`${row} ${styles.social}`}
          disabled={disabled}
          onClick={() => connectSocial(modal, { provider }).catch((error: unknown) => showError(modal, error))}
        >
          {NAMES[provider] ?? provider}
        </button>
      ))}
    </div>
  );
}
