// The wallet list in connector order, optionally collapsed behind one "Continue with a wallet" button.

import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { WalletEntry } from '../../core/api/directory.js';
import { orderConnectors } from '../../core/controllers/connectorOrder.js';
import { hasDirectory, walletImage } from '../../core/controllers/walletImage.js';
import { push } from '../../core/controllers/router.js';
import { getRecentWallets } from '../../core/storage/recentWallets.js';
import type { ModalCore } from '../../core/instance.js';
import type { Connector } from '../../core/types.js';
import { useModalInstance } from '../../react/context.js';
import { WalletRow } from '../components/WalletRow.js';
import { list, row, rowLabel, secondaryText } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import { startConnecting } from './startConnecting.js';

/** A directory wallet as a row of the list; picking it goes through openDirectoryWallet. */
const fromDirectory = (modal: ModalCore, wallet: WalletEntry): Connector => ({
  id: `directory:${wallet.id}`,
  name: wallet.name,
  type: 'WALLET_CONNECT',
  namespaces: ['eip155'],
  imageUrl: walletImage(modal, wallet),
  explorerId: wallet.id,
  info: wallet.rdns ? { rdns: wallet.rdns } : undefined,
});

function hintFor(connector: Connector, recentIds: readonly string[]): string | undefined {
  if (recentIds.includes(connector.id)) return t('connect.recent');
  if (connector.type === 'WALLET_CONNECT') return t('connect.qrCode');
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return t('connect.installed');
  return undefined;
}

export function WalletSection({ collapsed, disabled }: { collapsed: boolean; disabled: boolean }) {
  const modal = useModalInstance();
  const { options } = modal;
  const connectors = useStore(modal.$connectors);
  const [expanded, setExpanded] = useState(!collapsed);
  const suggested = useStore(modal.$suggestedWallets);
  const recentIds = useMemo(() => getRecentWallets().map((wallet) => wallet.id), []);
  // The directory's code loads only for an app that has one.
  useEffect(() => {
    if (hasDirectory(modal)) void import('../../core/controllers/directory.js').then(({ loadSuggestedWallets }) => loadSuggestedWallets(modal));
  }, [modal]);
  const ordered = useMemo(
    () =>
      orderConnectors({
        // The embedded wallet (AUTH) is reached through the e-mail section, never listed as a wallet.
        connectors: [...connectors.filter((connector) => connector.type !== 'AUTH'), ...suggested.featured.map((wallet) => fromDirectory(modal, wallet))],
        order: options.connectorOrder,
        recentIds,
        featuredIds: options.featuredWalletIds,
        recommended: suggested.recommended.map((wallet) => fromDirectory(modal, wallet)),
      }),
    [modal, connectors, options, recentIds, suggested],
  );
  const directoryEntries = useMemo(
    () => new Map([...suggested.featured, ...suggested.recommended].map((wallet) => [`directory:${wallet.id}`, wallet])),
    [suggested],
  );
  const select = (connector: Connector) => {
    const entry = directoryEntries.get(connector.id);
    if (entry) void import('../AllWallets/openDirectoryWallet.js').then(({ openDirectoryWallet }) => openDirectoryWallet(modal, entry));
    else startConnecting(modal, connector);
  };

  if (!expanded) {
    return (
      <button type="button" className={row} onClick={() => setExpanded(true)} disabled={disabled}>
        <span className={rowLabel}>{t('connect.continueWithWallet')}</span>
      </button>
    );
  }
  const allWallets =
    options.features.allWallets && hasDirectory(modal) ? (
      <button type="button" className={row} onClick={() => push(modal, 'AllWallets')} disabled={disabled}>
        <span className={rowLabel}>{t('connect.allWallets')}</span>
      </button>
    ) : null;
  if (ordered.length === 0) {
    return (
      <>
        <p className={secondaryText}>{t('connect.noWallets')}</p>
        {allWallets}
      </>
    );
  }
  return (
    <ul className={list} aria-label={t('connect.wallets')}>
      {ordered.map((connector) => (
        <li key={connector.id}>
          <WalletRow
            connector={connector}
            onSelect={select}
            disabled={disabled}
            hint={hintFor(connector, recentIds)}
          />
        </li>
      ))}
      {allWallets ? <li>{allWallets}</li> : null}
    </ul>
  );
}
