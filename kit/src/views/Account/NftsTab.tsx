// NFTs tab: the non-spam NFTs that appear in the account's activity on the connected chain.

import { useStore } from '@nanostores/react';
import { hasActivity } from '../../core/controllers/activity.js';
import { onChain, withoutSpam } from '../../core/format/history.js';
import { $history } from '../../core/stores/history.js';
import { $network } from '../../core/stores/network.js';
import { list, secondaryText, walletIcon } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import * as styles from './Account.css.js';

export function NftsTab() {
  const { transactions } = useStore($history);
  const { caipNetwork } = useStore($network);
  if (!hasActivity()) return <p className={secondaryText}>{t('nfts.unavailable')}</p>;
  const nfts = withoutSpam(caipNetwork ? onChain(transactions, caipNetwork.caipNetworkId) : [])
    .flatMap((transaction) => transaction.transfers)
    .flatMap((transfer) => (transfer.nft_info && !transfer.nft_info.flags?.is_spam ? [transfer.nft_info] : []));
  if (nfts.length === 0) return <p className={secondaryText}>{t('nfts.empty')}</p>;
  return (
    <ul className={list} aria-label={t('nfts.list')}>
      {nfts.map((nft, index) => (
        <li key={`${nft.name}-${index}`} className={styles.tokenRow}>
          {nft.content?.preview?.url ? <img className={walletIcon} src={nft.content.preview.url} alt="" /> : null}
          <span className={styles.tokenName}>{nft.name ?? t('nfts.unnamed')}</span>
        </li>
      ))}
    </ul>
  );
}
