// NFTs tab: the non-spam NFTs the account holds on the connected chain, as its activity shows them
// (read from the app's API, page by page like the Activity tab).

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { showError } from '../../core/controllers/notifications.js';
import { onChain, ownedNfts } from '../../core/format/history.js';
import { useModalInstance } from '../../react/context.js';
import * as styles from '../../views/Account/Account.css.js';
import { list, secondaryButton, secondaryText, walletIcon } from '../../views/components/ui.css.js';
import { loadActivity } from './loadActivity.js';
import { texts } from './texts.js';

export function NftsTab() {
  const modal = useModalInstance();
  const { transactions, loading, empty, next } = useStore(modal.$history);
  const { caipNetwork } = useStore(modal.$network);
  const load = () => loadActivity(modal).catch((error: unknown) => showError(modal, error));

  // Opened before the Activity tab: the history is read here the same way.
  useEffect(() => {
    if (transactions.length === 0 && !loading && !empty) void load();
  }, [modal, transactions.length, loading, empty]);

  const nfts = ownedNfts(caipNetwork ? onChain(transactions, caipNetwork.caipNetworkId) : []);
  return (
    <div aria-busy={loading}>
      {nfts.length > 0 ? (
        <ul className={list} aria-label={texts.nftsList}>
          {nfts.map((nft, index) => (
            <li key={`${nft.name}-${index}`} className={styles.tokenRow}>
              {nft.content?.preview?.url ? <img className={walletIcon} src={nft.content.preview.url} alt="" /> : null}
              <span className={styles.tokenName}>{nft.name ?? texts.nftsUnnamed}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? <p className={secondaryText}>{texts.activityLoading}</p> : null}
      {!loading && nfts.length === 0 ? <p className={secondaryText}>{texts.nftsEmpty}</p> : null}
      {next && !loading ? (
        <button type="button" className={secondaryButton} onClick={() => void load()}>
          {texts.activityMore}
        </button>
      ) : null}
    </div>
  );
}
