// Styles of the embedded wallet's views: the code boxes, the e-mail line, the settings rows.

import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.js';
import { input } from '../../../views/components/ui.css.js';

export const otp = style({ display: 'flex', justifyContent: 'center', gap: 8, border: 0, margin: 0, padding: 0, minInlineSize: 0 });

/** A code box: the shell's text field, square and centred, with the digit larger. */
export const digit = style([
  input,
  {
    flex: 'none',
    width: 44,
    height: 52,
    padding: 0,
    boxSizing: 'border-box',
    textAlign: 'center',
    fontSize: '1.4em',
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
  },
]);

export const legend = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

export const email = style({ fontWeight: 600, wordBreak: 'break-all', color: vars.color.text });

export const form = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const linkButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  padding: '8px 12px',
  borderRadius: vars.radius.button,
  selectors: { '&:disabled': { color: vars.color.textSecondary, cursor: 'not-allowed' } },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
