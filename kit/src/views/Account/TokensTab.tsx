// Tokens tab: the native balance of the active network (token balances join with the API).

import { useStore } from '@nanostores/react';
import { toFixedDecimals } from '../../core/format/decimals.js';
import { $account } from '../../core/stores/account.js';
import { $network } from '../../core/stores/network.js';
import { list, secondaryText } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import * as styles from './Account.css.js';

export function TokensTab() {
  const { balance, balanceSymbol, balanceLoading } = useStore($account);
  const { caipNetwork } = useStore($network);
  if (balance === undefined) return <p className={secondaryText}>{balanceLoading ? t('account.balanceLoading') : t('tokens.unavailable')}</p>;
  return (
    <ul className={list} aria-label={t('tokens.list')}>
      <li className={styles.tokenRow}>
        <span className={styles.tokenIcon} aria-hidden="true">
          {balanceSymbol?.slice(0, 3)}
        </span>
        <span className={styles.tokenName}>
          <span>{caipNetwork?.nativeCurrency.name}</span>
          <span className={secondaryText}>{caipNetwork?.name}</span>
        </span>
        <span>{`${toFixedDecimals(balance)} ${balanceSymbol ?? ''}`}</span>
      </li>
    </ul>
  );
}
