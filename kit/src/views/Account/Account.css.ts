// Account view layout: identity block, balance, actions.

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const identity = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, padding: '8px 0 16px' });

export const avatar = style({
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: `conic-gradient(from 90deg, ${vars.color.accent}, ${vars.color.success}, ${vars.color.accent})`,
});

export const address = style({ display: 'flex', alignItems: 'center', gap: 4, fontSize: '1.15em', fontWeight: 600, margin: 0 });

export const balance = style({ margin: 0, color: vars.color.textSecondary });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const link = style({ textDecoration: 'none' });
