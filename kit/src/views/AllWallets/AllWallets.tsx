// AllWallets: the whole wallet directory, 40 at a time as the visitor scrolls (the next page loads
// near the end of the list), searchable, with a certified filter. On mobile, wallets with no link
// to open are left out.

import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type UIEvent } from 'react';
import { loadWallets, searchWallets, setCertifiedOnly, walletImage } from '../../core/controllers/directory.js';
import type { ModalCore } from '../../core/instance.js';
import { useModalInstance } from '../../react/context.js';
import { checkbox, input, secondaryText } from '../components/ui.css.js';
import { WalletIcon } from '../components/WalletIcon.js';
import { ErrorText } from '../components/ErrorText.js';
import { t } from '../i18n/en.js';
import * as styles from './AllWallets.css.js';
import { isMobile, openDirectoryWallet } from './openDirectoryWallet.js';

/** How close to the end of the list (in px) the next page starts loading. */
const LOAD_AHEAD_PX = 200;

function loadMoreNearEnd(modal: ModalCore, { currentTarget: list }: UIEvent<HTMLElement>) {
  if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_AHEAD_PX) void loadWallets(modal);
}

export function AllWallets() {
  const modal = useModalInstance();
  const { wallets, loading, error, search, certified, count } = useStore(modal.$directory);
  const mobile = useMemo(isMobile, []);
  const shown = mobile ? wallets.filter((wallet) => wallet.mobile_link || wallet.webapp_link) : wallets;

  useEffect(() => {
    if (modal.$directory.get().page === 0) void loadWallets(modal, { reset: true });
  }, [modal]);

  return (
    <div>
      <div className={styles.toolbar}>
        <input
          className={input}
          type="search"
          aria-label={t('allWallets.search')}
          placeholder={t('allWallets.search')}
          defaultValue={search}
          onChange={(event) => searchWallets(modal, event.target.value)}
        />
        <label className={styles.toggle}>
          <input className={checkbox} type="checkbox" checked={certified} onChange={(event) => setCertifiedOnly(modal, event.target.checked)} />
          {t('allWallets.certified')}
        </label>
      </div>
      <ul className={styles.grid} aria-label={t('allWallets.list')} aria-busy={loading} onScroll={(event) => loadMoreNearEnd(modal, event)}>
        {shown.map((wallet) => {
          return (
            <li key={wallet.id}>
              <button type="button" className={styles.tile} onClick={() => openDirectoryWallet(modal, wallet)}>
                <WalletIcon connector={{ name: wallet.name, imageUrl: walletImage(modal, wallet) }} lazy />
                <span className={styles.tileName}>{wallet.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <ErrorText message={error} />
      {!loading && !error && count === 0 ? <p className={secondaryText}>{t('allWallets.none')}</p> : null}
      <p className={secondaryText} role="status">
        {loading ? t('allWallets.loading') : ''}
      </p>
    </div>
  );
}
