// NFTs tab: the non-spam NFTs that appear in the account's activity on the connected chain.

import { useStore } from '@nanostores/react';
import { onChain, withoutSpam } from '../../core/format/history.js';
import { useModalInstance } from '../../react/context.js';
import * as styles from '../../views/Account/Account.css.js';
import { list, secondaryText, walletIcon } from '../../views/components/ui.css.js';
import { texts } from './texts.js';

export function NftsTab() {
  const modal = useModalInstance();
  const { transactions } = useStore(modal.$history);
  const { caipNetwork } = useStore(modal.$network);
  const nfts = withoutSpam(caipNetwork ? onChain(transactions, caipNetwork.caipNetworkId) : [])
    .flatMap((transaction) => transaction.transfers)
    .flatMap((transfer) => (transfer.nft_info && !transfer.nft_info.flags?.is_spam ? [transfer.nft_info] : []));
  if (nfts.length === 0) return <p className={secondaryText}>{texts.nftsEmpty}</p>;
  return (
    <ul className={list} aria-label={texts.nftsList}>
      {nfts.map((nft, index) => (
        <li key={`${nft.name}-${index}`} className={styles.tokenRow}>
          {nft.content?.preview?.url ? <img className={walletIcon} src={nft.content.preview.url} alt="" /> : null}
          <span className={styles.tokenName}>{nft.name ?? texts.nftsUnnamed}</span>
        </li>
      ))}
    </ul>
  );
}
