import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.js';
export { field, hint, label, note, select, term } from '../../../views/components/form.css.js';

export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });

export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 12px', margin: 0 });

export const detail = style({ margin: 0, textAlign: 'end', color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: 600 });

export const link = style({ color: vars.color.text, textDecoration: 'underline', fontWeight: 600 });

export const heading = style({ margin: '4px 0', fontSize: '0.95em', fontWeight: 600, color: vars.color.text });

export const purchase = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: '8px 4px' });

export const purchaseText = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const status = style({
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: '0.8em',
  fontWeight: 600,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-status="confirmed"]': { color: vars.color.success },
    '&[data-status="failed"]': { color: vars.color.error },
  },
});
