// Layout of the pairing panel: the QR code, then its actions side by side.

import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', gap: 8, width: '100%', flexWrap: 'wrap' });

export const action = style({ flex: '1 1 140px', display: 'grid', placeItems: 'center', textDecoration: 'none', boxSizing: 'border-box' });

/** "Don't have it? Get it": a quiet link under the actions. */
export const getWallet = style({ color: 'inherit', fontSize: '0.85em', padding: '12px 0' });
