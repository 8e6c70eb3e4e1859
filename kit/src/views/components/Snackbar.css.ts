// The snackbar: a pill at the bottom of the modal for success, loading and error notices.

import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const slideUp = keyframes({ from: { opacity: 0, transform: 'translate(-50%, 8px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } });

export const snackbar = style({
  position: 'absolute',
  left: '50%',
  bottom: 16,
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 'calc(100% - 32px)',
  padding: '8px 14px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 4px 16px rgba(0,0,0,0.2)',
  animation: `${slideUp} ${vars.motion.view} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.error },
  loading: { color: vars.color.accent },
});
