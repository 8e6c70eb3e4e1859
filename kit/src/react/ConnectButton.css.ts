// The ConnectButton's look, from the same theme variables as the modal.

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.l}`,
  border: 'none',
  borderRadius: vars.radius.button,
  background: vars.color.buttonBackground,
  color: vars.color.buttonText,
  boxShadow: vars.shadow.button,
  fontFamily: vars.font.family,
  fontSize: `calc(${vars.font.sizeMaster} * 1.5)`,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: { '&[data-connected="true"]': { background: vars.color.surface, color: vars.color.text } },
});

/** Shown before the address, though it follows it in the text (see ConnectButton). */
export const balance = style({ order: -1, opacity: 0.8, fontWeight: 500 });
