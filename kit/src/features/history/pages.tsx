// What the Activity and NFTs tabs share: the account's history read page by page from the app's API
// (the first page when a tab opens on an empty history), and the list's footer (loading, empty, more).

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { showError } from '../../core/controllers/notifications.js';
import { useModalInstance } from '../../react/context.js';
import { secondaryButton, secondaryText } from '../../views/components/ui.css.js';
import { loadActivity } from './loadActivity.js';
import { texts } from './texts.js';

/**
 * The modal's history, its first page read when the tab opens, and `more` for the next page (an
 * error shows as a notification).
 * @example
 * const { transactions, loading, next, more } = useHistoryPages();
 */
export function useHistoryPages() {
  const modal = useModalInstance();
  const history = useStore(modal.$history);
  const { transactions, loading, empty } = history;
  const more = () => void loadActivity(modal).catch((error: unknown) => showError(modal, error));

  useEffect(() => {
    if (transactions.length === 0 && !loading && !empty) more();
  }, [modal, transactions.length, loading, empty]);

  return { ...history, more };
}

export interface HistoryFooterProps {
  loading: boolean;
  /** Nothing to list once loaded: `emptyText` shows. */
  isEmpty: boolean;
  emptyText: string;
  next?: string;
  more(): void;
}

/** Loading, or the empty text, and a button for the next page while there is one. */
export function HistoryFooter({ loading, isEmpty, emptyText, next, more }: HistoryFooterProps) {
  return (
    <>
      {loading ? <p className={secondaryText}>{texts.activityLoading}</p> : null}
      {!loading && isEmpty ? <p className={secondaryText}>{emptyText}</p> : null}
      {next && !loading ? (
        <button type="button" className={secondaryButton} onClick={more}>
          {texts.activityMore}
        </button>
      ) : null}
    </>
  );
}
