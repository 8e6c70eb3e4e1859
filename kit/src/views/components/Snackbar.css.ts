// The snackbar: a pill at the bottom of the modal for success, loading and error notices.

import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const slideUp = keyframes({ from: { opacity: 0, transform: 'translate(-50%, 8px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } });

export const snackbar = style({
  position: 'absolute',
  left: '50%',
  bottom: vars.space.l,
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  maxWidth: 'calc(100% - 32px)',
  padding: '8px 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.snackbarBackground,
  color: vars.color.text,
  boxShadow: vars.shadow.snackbar,
  animation: `${slideUp} ${vars.motion.view} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.error },
  loading: { color: vars.color.accent },
});
