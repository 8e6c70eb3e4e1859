// Activity tab: the account's transactions on the connected chain, grouped by month, newest first.

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { hasActivity, loadActivity } from '../../core/controllers/activity.js';
import { showError } from '../../core/controllers/notifications.js';
import { activityGroups } from '../../core/format/history.js';
import { relativeTimeLabel } from '../../core/format/relativeTime.js';
import { truncateMiddle } from '../../core/format/truncate.js';
import { $history } from '../../core/stores/history.js';
import { $network } from '../../core/stores/network.js';
import { list, secondaryButton, secondaryText } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import * as styles from './Account.css.js';

const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 1)).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function ActivityTab() {
  const { transactions, loading, empty, next } = useStore($history);
  const { caipNetwork } = useStore($network);
  const available = hasActivity();

  useEffect(() => {
    if (available && transactions.length === 0 && !loading && !empty) loadActivity().catch(showError);
  }, [available, transactions.length, loading, empty]);

  if (!available) return <p className={secondaryText}>{t('activity.unavailable')}</p>;
  const groups = caipNetwork ? activityGroups(transactions, caipNetwork.caipNetworkId) : [];
  return (
    <div aria-busy={loading}>
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
      {loading ? <p className={secondaryText}>{t('activity.loading')}</p> : null}
      {!loading && groups.length === 0 ? <p className={secondaryText}>{t('activity.empty')}</p> : null}
      {next && !loading ? (
        <button type="button" className={secondaryButton} onClick={() => loadActivity().catch(showError)}>
          {t('activity.more')}
        </button>
      ) : null}
    </div>
  );
}
