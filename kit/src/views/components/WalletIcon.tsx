// A wallet's icon: its image, or, without one or when it fails to load, its monogram (the initials of its
// name), so a list never shows a broken image. Decorative: the name is beside it. Kept tiny: it ships in
// the views chunk fetched before the first click.

import { useState } from 'react';
import type { Connector } from '../../core/types.js';
import { walletIcon, walletMonogram } from './ui.css.js';

export function WalletIcon({ connector, className = '', lazy }: { connector: Pick<Connector, 'name' | 'imageUrl'>; className?: string; lazy?: boolean }) {
  const [failed, setFailed] = useState<string>();
  const url = connector.imageUrl;
  return url && url !== failed ? (
    <img className={`${walletIcon} ${className}`} src={url} alt="" loading={lazy ? 'lazy' : undefined} data-testid="wallet-icon" onError={() => setFailed(url)} />
  ) : (
    <span className={`${walletIcon} ${walletMonogram} ${className}`} aria-hidden="true" data-testid="wallet-monogram">
      {connector.name
        .split(/\s+/)
        .slice(0, 2)
        .map((word) => Array.from(word)[0])
        .join('')
        .toUpperCase()}
    </span>
  );
}
