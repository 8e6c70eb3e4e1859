// Activity tab: the account's transactions on the connected chain, grouped by month, newest first,
// after the sections other modules add (activitySections).

import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { showError } from '../../core/controllers/notifications.js';
import { activityGroups } from '../../core/format/history.js';
import { relativeTimeLabel } from '../../core/format/relativeTime.js';
import { truncateMiddle } from '../../core/format/truncate.js';
import { useModalInstance } from '../../react/context.js';
import * as styles from '../../views/Account/Account.css.js';
import { list, secondaryButton, secondaryText } from '../../views/components/ui.css.js';
import { featureView, shownFeatures } from '../../views/shell/featureViews.js';
import { loadActivity } from './loadActivity.js';
import { texts } from './texts.js';

const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 1)).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function ActivityTab() {
  const modal = useModalInstance();
  const { transactions, loading, empty, next } = useStore(modal.$history);
  const { caipNetwork } = useStore(modal.$network);
  const namespace = useStore(modal.$activeNamespace);
  // Other modules' sections (on-ramp purchases) come first; this tab names none of them.
  const sections = useMemo(() => shownFeatures(modal).flatMap((feature) => feature.activitySections ?? []), [modal, namespace]);
  const load = () => loadActivity(modal).catch((error: unknown) => showError(modal, error));

  useEffect(() => {
    if (transactions.length === 0 && !loading && !empty) void load();
  }, [modal, transactions.length, loading, empty]);

  const groups = caipNetwork ? activityGroups(transactions, caipNetwork.caipNetworkId) : [];
  return (
    <div aria-busy={loading}>
      {sections.map(({ id, view }) => {
        const Section = featureView(view);
        return <Section key={id} />;
      })}
      {groups.map((group) => (
        <section key={`${group.year}-${group.month}`} aria-label={monthName(group.year, group.month)}>
          <h3 className={styles.groupHeading}>{monthName(group.year, group.month)}</h3>
          <ul className={list}>
            {group.transactions.map((transaction) => (
              <li key={transaction.id} className={styles.tokenRow}>
                <span className={styles.tokenName}>
                  <span>{transaction.metadata.operationType}</span>
                  <span className={secondaryText}>{truncateMiddle(transaction.metadata.sentTo)}</span>
                </span>
                <span className={secondaryText}>{relativeTimeLabel(transaction.metadata.minedAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {loading ? <p className={secondaryText}>{texts.activityLoading}</p> : null}
      {!loading && groups.length === 0 ? <p className={secondaryText}>{texts.activityEmpty}</p> : null}
      {next && !loading ? (
        <button type="button" className={secondaryButton} onClick={() => void load()}>
          {texts.activityMore}
        </button>
      ) : null}
    </div>
  );
}
