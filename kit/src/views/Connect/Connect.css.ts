// Connect view layout: sections in connect-method order, separators, legal. Feature modules style their own sections.

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
