// The account's purchases on the active network, newest first, each with its status: in the Buy view
// after Continue, and in the Activity tab (spec §7 history's `onramp`). While one is pending it is
// read again every 10 s (the server then asks the provider how it goes).

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { relativeTimeLabel } from '../../../core/format/relativeTime.js';
import { textNamed } from '../../../i18n/texts.js';
import { useModalInstance } from '../../../react/context.js';
import { list, secondaryText } from '../../../views/components/ui.css.js';
import { loadPurchases } from '../actions.js';
import { purchasesState } from '../state.js';
import { texts } from '../texts.js';
import * as styles from './Buy.css.js';

const REFRESH_MS = 10_000;

/** A purchase with its amount when one is known (above zero). */
const purchaseLine = (amount: string, symbol: string) => (amount && Number(amount) > 0 ? texts.purchase({ amount, symbol }) : texts.purchaseAny({ symbol }));

/** A purchase's status in words; a status without one is shown as it came. */
function statusName(status: string): string {
  return textNamed(texts, `status_${status}`) ?? status;
}

export function Purchases() {
  const modal = useModalInstance();
  const { address } = useStore(modal.$account);
  const { caipNetwork } = useStore(modal.$network);
  const state = useStore(purchasesState(modal));
  const records = state.data ?? [];
  const pending = records.some((record) => record.metadata.status === 'pending');

  useEffect(() => {
    void loadPurchases(modal);
  }, [modal, address, caipNetwork?.caipNetworkId]);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void loadPurchases(modal, { force: true }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [modal, pending]);

  if (state.status === 'failed' && records.length === 0) return <p className={secondaryText}>{texts.purchasesFailed}</p>;
  if (records.length === 0) return null;
  return (
    <section aria-label={texts.purchases} data-testid="buy-purchases">
      <h3 className={styles.heading}>{texts.purchases}</h3>
      <ul className={list}>
        {records.map((record) => {
          const transfer = record.transfers[0];
          const symbol = transfer?.fungible_info?.symbol ?? '';
          return (
            <li key={record.id} className={styles.purchase}>
              <span className={styles.purchaseText}>
                <span>{purchaseLine(transfer?.quantity.numeric ?? '', symbol)}</span>
                <span className={secondaryText}>{relativeTimeLabel(record.metadata.minedAt)}</span>
              </span>
              <span className={styles.status} data-status={record.metadata.status}>
                {statusName(record.metadata.status)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
