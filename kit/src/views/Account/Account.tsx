// Account: who is connected and on which network, with copy, explorer and disconnect, and the
// Tokens, NFTs and Activity tabs.

import * as Tabs from '@radix-ui/react-tabs';
import { useStore } from '@nanostores/react';
import { selectAccountTab } from '../../core/controllers/account.js';
import { disconnect } from '../../core/controllers/connection.js';
import { closeModal } from '../../core/controllers/modal.js';
import { showError, showSuccess } from '../../core/controllers/notifications.js';
import { push } from '../../core/controllers/router.js';
import { toFixedDecimals } from '../../core/format/decimals.js';
import { truncateMiddle } from '../../core/format/truncate.js';
import { $account } from '../../core/stores/account.js';
import { $network } from '../../core/stores/network.js';
import { Icon } from '../components/Icon.js';
import { iconButton, row, rowHint, rowLabel } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import * as styles from './Account.css.js';
import { ActivityTab } from './ActivityTab.js';
import { NftsTab } from './NftsTab.js';
import { TokensTab } from './TokensTab.js';

const TABS = [
  { id: 'tokens', label: 'account.tab.tokens', Panel: TokensTab },
  { id: 'nfts', label: 'account.tab.nfts', Panel: NftsTab },
  { id: 'activity', label: 'account.tab.activity', Panel: ActivityTab },
] as const;

export function Account() {
  const account = useStore($account);
  const { caipNetwork } = useStore($network);
  if (!account.address) return null;
  const { address } = account;

  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => showSuccess(t('account.copied')),
      (error: unknown) => showError(error),
    );
  const leave = () => disconnect().then(() => closeModal(), showError);

  return (
    <div>
      <div className={styles.identity}>
        {account.profileImage ? (
          <img className={styles.avatar} src={account.profileImage} alt="" />
        ) : (
          <div className={styles.avatar} aria-hidden="true" />
        )}
        <p className={styles.address}>
          <span data-testid="account-address" title={address}>
            {account.profileName ?? truncateMiddle(address)}
          </span>
          <button type="button" className={iconButton} onClick={copy} aria-label={t('account.copy')}>
            <Icon name="copy" />
          </button>
        </p>
        <p className={styles.balance} data-testid="account-balance" aria-live="polite">
          {account.balance === undefined
            ? t('account.balanceLoading')
            : `${toFixedDecimals(account.balance)} ${account.balanceSymbol ?? ''}`}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={row} onClick={() => push('Networks')}>
          <span className={rowLabel}>{t('account.network')}</span>
          <span className={rowHint} data-testid="account-network">
            {caipNetwork?.name}
          </span>
        </button>
        {account.addressExplorerUrl ? (
          <a className={`${row} ${styles.link}`} href={account.addressExplorerUrl} target="_blank" rel="noreferrer noopener">
            <span className={rowLabel}>{t('account.explorer')}</span>
            <span className={rowHint}>
              <Icon name="external" size={16} />
            </span>
          </a>
        ) : null}
        <button type="button" className={row} onClick={leave}>
          <span className={rowLabel}>{t('account.disconnect')}</span>
        </button>
      </div>
      <Tabs.Root value={TABS[account.currentTab]?.id ?? 'tokens'} onValueChange={(id) => selectAccountTab(TABS.findIndex((tab) => tab.id === id))}>
        <Tabs.List className={styles.tabList} aria-label={t('account.tabs')}>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} className={styles.tab}>
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ id, Panel }) => (
          <Tabs.Content key={id} value={id} className={styles.panel}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
