// Activity tab: the account's transactions on the connected chain, grouped by month, newest first,
// after the sections other modules add (activitySections).

import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { activityGroups } from '../../core/format/history.js';
import { relativeTimeLabel } from '../../core/format/relativeTime.js';
import { truncateMiddle } from '../../core/format/truncate.js';
import { useModalInstance } from '../../react/context.js';
import * as styles from '../../views/Account/Account.css.js';
import { list, secondaryText } from '../../views/components/ui.css.js';
import { featureView, shownFeatures } from '../../views/shell/featureViews.js';
import { HistoryFooter, useHistoryPages } from './pages.js';
import { $locale } from '../../i18n/texts.js';
import { texts } from './texts.js';

const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 1)).toLocaleString($locale.get().code, { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function ActivityTab() {
  const modal = useModalInstance();
  const { transactions, loading, next, more } = useHistoryPages();
  const { caipNetwork } = useStore(modal.$network);
  const namespace = useStore(modal.$activeNamespace);
  // Other modules' sections (on-ramp purchases) come first; this tab names none of them.
  const sections = useMemo(() => shownFeatures(modal).flatMap((feature) => feature.activitySections ?? []), [modal, namespace]);
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
      <HistoryFooter loading={loading} isEmpty={groups.length === 0} emptyText={texts.activityEmpty} next={next} more={more} />
    </div>
  );
}
