import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
export { field, hint, label, link, maxButton, notice as sent, select, term } from '../../views/components/form.css.js';

export const amountRow = style({ display: 'flex', gap: 8 });

export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 12px', margin: 0 });

export const profile = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

export const avatar = style({ width: 20, height: 20, borderRadius: '50%', flexShrink: 0 });

export const detail = style({ margin: 0, textAlign: 'end', wordBreak: 'break-all', color: vars.color.text });
