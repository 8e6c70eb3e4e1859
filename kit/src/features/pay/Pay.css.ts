import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
export { hint, notice, term } from '../../views/components/form.css.js';

export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 12px', margin: 0 });

export const detail = style({ margin: 0, textAlign: 'end', wordBreak: 'break-all', color: vars.color.text });
