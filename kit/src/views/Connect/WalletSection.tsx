// The wallet list in connector order, optionally collapsed behind one "Continue with a wallet" button.

import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { orderConnectors } from '../../core/controllers/connectorOrder.js';
import { hasDirectory } from '../../core/controllers/directory.js';
import { push } from '../../core/controllers/router.js';
import { getRecentWallets } from '../../core/storage/recentWallets.js';
import { $connectors } from '../../core/stores/connection.js';
import type { Connector } from '../../core/types.js';
import { useModalInstance } from '../../react/context.js';
import { WalletRow } from '../components/WalletRow.js';
import { list, row, rowLabel, secondaryText } from '../components/ui.css.js';
import { t } from '../i18n/en.js';
import { startConnecting } from './startConnecting.js';

function hintFor(connector: Connector, recentIds: readonly string[]): string | undefined {
  if (recentIds.includes(connector.id)) return t('connect.recent');
  if (connector.type === 'WALLET_CONNECT') return t('connect.qrCode');
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return t('connect.installed');
  return undefined;
}

export function WalletSection({ collapsed, disabled }: { collapsed: boolean; disabled: boolean }) {
  const { options } = useModalInstance();
  const connectors = useStore($connectors);
  const [expanded, setExpanded] = useState(!collapsed);
  const recentIds = useMemo(() => getRecentWallets().map((wallet) => wallet.id), []);
  const ordered = useMemo(
    () => orderConnectors({ connectors, order: options.connectorOrder, recentIds, featuredIds: options.featuredWalletIds }),
    [connectors, options, recentIds],
  );

  if (!expanded) {
    return (
      <button type="button" className={row} onClick={() => setExpanded(true)} disabled={disabled}>
        <span className={rowLabel}>{t('connect.continueWithWallet')}</span>
      </button>
    );
  }
  const allWallets =
    options.features.allWallets && hasDirectory() ? (
      <button type="button" className={row} onClick={() => push('AllWallets')} disabled={disabled}>
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
            onSelect={startConnecting}
            disabled={disabled}
            hint={hintFor(connector, recentIds)}
          />
        </li>
      ))}
      {allWallets ? <li>{allWallets}</li> : null}
    </ul>
  );
}
