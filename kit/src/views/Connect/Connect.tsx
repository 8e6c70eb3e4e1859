// Connect: the wallets this browser offers, in connector order.

import { useStore } from '@nanostores/react';
import { connect } from '../../core/controllers/connection.js';
import { push } from '../../core/controllers/router.js';
import { $connectors } from '../../core/stores/connection.js';
import type { Connector } from '../../core/types.js';
import { WalletRow } from '../components/WalletRow.js';
import { list, secondaryText } from '../components/ui.css.js';
import { t } from '../i18n/en.js';

export function Connect() {
  const connectors = useStore($connectors);
  if (connectors.length === 0) return <p className={secondaryText}>{t('connect.noWallets')}</p>;
  return (
    <ul className={list} aria-label="Wallets">
      {connectors.map((connector) => (
        <li key={connector.id}>
          <WalletRow connector={connector} onSelect={startConnecting} hint={t('connect.installed')} />
        </li>
      ))}
    </ul>
  );
}

/** Opens ConnectingExternal and asks the wallet; that view shows progress and errors. */
export function startConnecting(connector: Connector): void {
  push('ConnectingExternal', { connector });
  connect({ connectorId: connector.id }).catch(() => {
    // The connection store carries the error; ConnectingExternal shows it with a retry.
  });
}
