// NFTs tab: the non-spam NFTs the account holds on the connected chain, as its activity shows them
// (read from the app's API, page by page like the Activity tab).

import { useStore } from '@nanostores/react';
import { onChain, ownedNfts } from '../../core/format/history.js';
import { useModalInstance } from '../../react/context.js';
import * as styles from '../../views/Account/Account.css.js';
import { list, walletIcon } from '../../views/components/ui.css.js';
import { HistoryFooter, useHistoryPages } from './pages.js';
import { texts } from './texts.js';

export function NftsTab() {
  const modal = useModalInstance();
  // Opened before the Activity tab, the history is read here the same way.
  const { transactions, loading, next, more } = useHistoryPages();
  const { caipNetwork } = useStore(modal.$network);
  const nfts = ownedNfts(caipNetwork ? onChain(transactions, caipNetwork.caipNetworkId) : []);
  return (
    <div aria-busy={loading}>
      {nfts.length > 0 ? (
        <ul className={list} aria-label={texts.nftsList}>
          {nfts.map((nft, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list has no id, and two NFTs may share a name
            <li key={`${nft.name}-${index}`} className={styles.tokenRow}>
              {nft.content?.preview?.url ? <img className={walletIcon} src={nft.content.preview.url} alt="" /> : null}
              <span className={styles.tokenName}>{nft.name ?? texts.nftsUnnamed}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <HistoryFooter loading={loading} isEmpty={nfts.length === 0} emptyText={texts.nftsEmpty} next={next} more={more} />
    </div>
  );
}
