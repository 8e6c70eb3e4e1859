// Connect: e-mail, social and wallet sections in the app's connect-method order, honouring the
// feature flags; the legal checkbox, when on, blocks connecting until it is ticked.

import { useStore } from '@nanostores/react';
import { atom, computed } from 'nanostores';
import { Fragment, useMemo, useState } from 'react';
import { useModalInstance } from '../../react/context.js';
import { t } from '../i18n/en.js';
import { featureView, shownFeatures } from '../shell/featureViews.js';
import * as styles from './Connect.css.js';
import { LegalCheckbox } from './LegalCheckbox.js';
import { WalletSection } from './WalletSection.js';

export { startConnecting } from './startConnecting.js';

export function Connect() {
  const modal = useModalInstance();
  const { options } = modal;
  const { features } = options;
  const namespace = useStore(modal.$activeNamespace);
  // A method's availability can change after the first render (the origin check answers).
  const originCheck = useStore(modal.$originCheck);
  const [accepted, setAccepted] = useState(!features.legalCheckbox);
  const disabled = !accepted;
  // Feature modules bring the other connect methods (e-mail, socials); only those that can work show.
  const available = useMemo(() => shownFeatures(modal).flatMap((feature) => feature.connectMethods ?? []), [modal, namespace, originCheck]);
  // Which of them have anything to show now (socials once the secure site said which it offers).
  const $shown = useMemo(() => computed(available.map((method) => method.shown?.(modal) ?? atom(true)), (...shown: boolean[]) => shown), [modal, available]);
  const shown = useStore($shown);
  const methods = available.filter((_, index) => shown[index]);

  const sections = options.connectMethodsOrder.flatMap((method) => {
    if (method === 'wallet') {
      const collapsed = features.collapseWallets || methods.some((candidate) => candidate.collapsesWallets?.(modal));
      return [<WalletSection key="wallet" collapsed={collapsed} disabled={disabled} />];
    }
    return methods
      .filter((candidate) => candidate.id === method)
      .map((candidate) => {
        const Section = featureView(candidate.view);
        return <Section key={method} disabled={disabled} />;
      });
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
