// A network's icon: its own image (iconUrl), else the built-in one the app's API serves, or, without
// either or when they fail to load, a monogram (initials on a colour chosen by its id). Never a broken
// image. Decorative: the name is beside it.

import { useState } from 'react';
import { networkImages } from '../../core/controllers/networkImage.js';
import type { CaipNetwork } from '../../core/types.js';
import { useModalInstance } from '../../react/context.js';
import { t } from '../i18n/en.js';
import * as styles from './NetworkIcon.css.js';
import { colourIndex, initials, networkName } from './networkDisplay.js';

export function NetworkIcon({ network, size = 'normal' }: { network: CaipNetwork; size?: 'normal' | 'small' }) {
  const modal = useModalInstance();
  const [failed, setFailed] = useState<readonly string[]>([]);
  const className = size === 'small' ? `${styles.icon} ${styles.small}` : styles.icon;
  const url = networkImages(modal, network).find((candidate) => !failed.includes(candidate));
  if (url) {
    return <img key={url} className={className} src={url} alt="" aria-hidden="true" data-testid="network-icon" onError={() => setFailed((before) => [...before, url])} />;
  }
  const colour = styles.monogram[colourIndex(network.caipNetworkId, styles.MONOGRAM_COLOURS.length)];
  return (
    <span className={`${className} ${colour}`} aria-hidden="true" data-testid="network-monogram">
      {initials(networkName(network))}
    </span>
  );
}

/**
 * The network's icon, name and, on a test network, a Testnet badge (in the name a screen reader reads),
 * unless the name already says so ("Bitcoin Testnet" is not read as "Bitcoin Testnet Testnet").
 */
export function NetworkName({ network, size, nameTestId }: { network: CaipNetwork; size?: 'normal' | 'small'; nameTestId?: string }) {
  const name = networkName(network);
  const badge = t('networks.testnet');
  const saysTestnet = name.toLowerCase().includes(badge.toLowerCase());
  return (
    <span className={styles.name}>
      <NetworkIcon network={network} size={size} />
      <span data-testid={nameTestId}>{name}</span>
      {network.testnet && !saysTestnet ? (
        <>
          {' '}
          <span className={styles.badge} data-testid="network-testnet">
            {t('networks.testnet')}
          </span>
        </>
      ) : null}
    </span>
  );
}
