// The network icon: the network's image, or a monogram on one of a fixed palette of colours (static
// classes, so a strict Content-Security-Policy needs no style nonce).

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const icon = style({
  width: 28,
  height: 28,
  flex: 'none',
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'inline-grid',
  placeItems: 'center',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: 1,
  letterSpacing: '0.02em',
  color: '#fff',
  userSelect: 'none',
});

export const small = style({ width: 18, height: 18, fontSize: 8 });

/** Eight hues dark enough for white initials (contrast ≥ 4.5:1). */
export const MONOGRAM_COLOURS = ['#1d4ed8', '#6d28d9', '#a21caf', '#be123c', '#b45309', '#047857', '#0e7490', '#4d5a6b'] as const;

export const monogram = styleVariants(Object.fromEntries(MONOGRAM_COLOURS.map((colour, index) => [index, { background: colour }])) as Record<number, { background: string }>);

export const badge = style({
  display: 'inline-block',
  padding: '1px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  color: vars.color.textSecondary,
  fontSize: '0.75em',
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
});

export const name = style({ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 });
