// Connect view layout: sections in connect-method order, separators, e-mail form, social grid, legal.

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  color: vars.color.textSecondary,
  fontSize: '0.85em',
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

export const emailForm = style({ display: 'flex', gap: 8 });


export const socialGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 });

/** A social button: the first spans the row (mark and name), the rest share it four to a row (marks). */
export const social = style({
  minHeight: 44,
  justifyContent: 'center',
  gap: 8,
  padding: '0 4px',
  fontSize: '0.9em',
  selectors: { '&:first-child': { gridColumn: '1 / -1' } },
});

export const socialIcon = style({ width: 20, height: 20, flexShrink: 0 });

// Touch targets of at least 44 px: the whole label toggles the box; links get vertical padding.
export const legal = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.textSecondary,
  fontSize: '0.85em',
  cursor: 'pointer',
});

export const legalLink = style({ color: vars.color.accent, display: 'inline-block', paddingBlock: 14, marginBlock: -14 });

export const compact = style({ width: 'auto', padding: '0 16px' });
