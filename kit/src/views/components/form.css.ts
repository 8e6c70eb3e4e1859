// The form pieces the wallet views share (Send, Swap, Buy): a labelled field, its hint, a Max button,
// a boxed notice (a sent transaction, a note), a link and the terms of a summary.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });

export const label = style({ fontWeight: 500, fontSize: '0.9em', color: vars.color.text });

export const select = style({ appearance: 'auto' });

export const maxButton = style({ minWidth: 64, width: 'auto', padding: '0 12px' });

export const hint = style({ margin: 0, fontSize: '0.85em', color: vars.color.textSecondary });

/** A boxed note (Buy's fees, a summary's aside). */
export const note = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.85em',
});

/** A boxed notice that holds a hash or an address: it breaks anywhere. */
export const notice = style([note, { wordBreak: 'break-all' }]);

export const link = style({ color: vars.color.text, textDecoration: 'underline' });

export const term = style({ color: vars.color.textSecondary });
