import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const address = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.85em',
  wordBreak: 'break-all',
  color: vars.color.text,
});

export const networks = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 6, margin: 0, padding: 0, listStyle: 'none' });

export const network = style({
  padding: '2px 8px',
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: '0.85em',
});
