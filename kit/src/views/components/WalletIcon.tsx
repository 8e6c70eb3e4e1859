// A wallet's icon: its image, or, without one or when it fails to load, its monogram (initials on a
// colour chosen by its id), so a list never shows a broken image. Decorative: the name is beside it.

import { useState } from 'react';
import type { Connector } from '../../core/types.js';
import { colourIndex, initials } from './networkDisplay.js';
import { MONOGRAM_COLOURS, monogram } from './NetworkIcon.css.js';
import { walletIcon, walletMonogram } from './ui.css.js';

export function WalletIcon({ connector, className = '', lazy }: { connector: Pick<Connector, 'id' | 'name' | 'imageUrl'>; className?: string; lazy?: boolean }) {
  const [failed, setFailed] = useState<string | undefined>();
  const url = connector.imageUrl;
  if (url && url !== failed) {
    return <img className={`${walletIcon} ${className}`} src={url} alt="" loading={lazy ? 'lazy' : undefined} data-testid="wallet-icon" onError={() => setFailed(url)} />;
  }
  const colour = monogram[colourIndex(connector.id, MONOGRAM_COLOURS.length)];
  return (
    <span className={`${walletIcon} ${walletMonogram} ${colour} ${className}`} aria-hidden="true" data-testid="wallet-monogram">
      {initials(connector.name)}
    </span>
  );
}
