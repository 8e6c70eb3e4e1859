// The networks list's namespace groups: a small heading above each group's buttons.

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const groupHeading = style({
  margin: '0 0 8px',
  fontSize: '0.8em',
  fontWeight: 600,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
});
