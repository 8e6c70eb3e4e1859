// The embedded variant's card: the modal's look, but in the page's flow where the app placed it.

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const embedded = style({
  position: 'relative',
  width: vars.modal.width,
  maxWidth: '100%',
  boxSizing: 'border-box',
  padding: vars.modal.padding,
  borderRadius: vars.radius.modal,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: `calc(${vars.font.sizeMaster} * 1.4)`,
  outline: 'none',
});
