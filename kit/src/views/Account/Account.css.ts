// Account view layout: identity block, balance, actions.

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const identity = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, padding: `${vars.space.s} 0 ${vars.space.l}` });

export const avatar = style({
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: `conic-gradient(from 90deg, ${vars.color.accent}, ${vars.color.success}, ${vars.color.accent})`,
});

export const address = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: '1.15em', fontWeight: vars.font.weightBold, margin: 0 });

export const balance = style({ margin: 0, color: vars.color.textSecondary });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const link = style({ textDecoration: 'none' });

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 4,
  padding: 4,
  margin: '16px 0 8px',
  borderRadius: vars.radius.button,
  background: vars.color.surface,
});

export const tab = style({
  minHeight: 44,
  border: 'none',
  borderRadius: `calc(${vars.radius.button} - 4px)`,
  background: 'transparent',
  color: vars.color.textSecondary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[data-state="active"]': { background: vars.color.background, color: vars.color.text } },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const panel = style({ outline: 'none', minHeight: 96 });

export const tokenRow = style({ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 4px' });

export const tokenIcon = style({
  width: 36,
  height: 36,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceHover,
  fontWeight: 700,
  fontSize: '0.8em',
});

export const tokenName = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const groupHeading = style({ margin: '12px 4px 4px', fontSize: '0.85em', color: vars.color.textSecondary, fontWeight: 600 });
