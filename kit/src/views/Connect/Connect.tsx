// Connect: e-mail, social and wallet sections in the app's connect-method order, honouring the
// feature flags; the legal checkbox, when on, blocks connecting until it is ticked.

import { Fragment, useState } from 'react';
import { useModalInstance } from '../../react/context.js';
import { t } from '../i18n/en.js';
import * as styles from './Connect.css.js';
import { EmailSection } from './EmailSection.js';
import { LegalCheckbox } from './LegalCheckbox.js';
import { SocialSection } from './SocialSection.js';
import { WalletSection } from './WalletSection.js';

export { startConnecting } from './startConnecting.js';

export function Connect() {
  const { options } = useModalInstance();
  const { features } = options;
  const [accepted, setAccepted] = useState(!features.legalCheckbox);
  const disabled = !accepted;
  const emailOn = features.email;

  const sections = options.connectMethodsOrder.flatMap((method) => {
    if (method === 'email' && emailOn) return [<EmailSection key="email" disabled={disabled} />];
    if (method === 'social' && options.socials.length > 0) {
      return [<SocialSection key="social" socials={options.socials} disabled={disabled} />];
    }
    if (method === 'wallet') {
      const collapsed = features.collapseWallets || (emailOn && !features.emailShowWallets);
      return [<WalletSection key="wallet" collapsed={collapsed} disabled={disabled} />];
    }
    return [];
  });

  return (
    <div className={styles.sections}>
      {features.legalCheckbox ? (
        <LegalCheckbox
          checked={accepted}
          onChange={setAccepted}
          termsUrl={options.termsConditionsUrl}
          privacyUrl={options.privacyPolicyUrl}
        />
      ) : null}
      {sections.map((section, index) => (
        <Fragment key={section.key}>
          {index > 0 ? (
            <div className={styles.separator} role="separator">
              {t('connect.or')}
            </div>
          ) : null}
          {section}
        </Fragment>
      ))}
    </div>
  );
}
