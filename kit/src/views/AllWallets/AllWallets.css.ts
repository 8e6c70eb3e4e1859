// AllWallets: search bar, certified toggle, and a scrolling grid of wallets.

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const toolbar = style({ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 12 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 8,
  maxHeight: 'min(420px, 60vh)',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  width: '100%',
  minHeight: 88,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: '8px 4px',
  border: 'none',
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.8em',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const tileName = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });


export const toggle = style({ display: 'flex', gap: 6, alignItems: 'center', minHeight: 44, whiteSpace: 'nowrap', fontSize: '0.85em', cursor: 'pointer' });
