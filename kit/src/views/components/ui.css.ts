// Shared building blocks of every view: buttons, list rows, icons, spinner, texts.

import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const shakeFrames = keyframes({
  '0%, 100%': { transform: 'translateX(0)' },
  '20%, 60%': { transform: 'translateX(-6px)' },
  '40%, 80%': { transform: 'translateX(6px)' },
});

const focusRing = {
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
} as const;

export const iconButton = style({
  width: vars.size.control,
  height: vars.size.control,
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.button,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: '1.2em',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
  ...focusRing,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  width: '100%',
  minHeight: vars.size.row,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  boxSizing: 'border-box',
  border: 'none',
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&[aria-current="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.selected}` },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  ...focusRing,
});

export const rowLabel = style({ flex: 1, fontWeight: vars.font.weightMedium });

export const rowHint = style({ color: vars.color.textSecondary, fontSize: vars.font.sizeSmall });

export const walletIcon = style({ width: vars.size.walletIcon, height: vars.size.walletIcon, borderRadius: vars.radius.walletIcon, objectFit: 'cover', flex: 'none' });

/** A wallet without a usable image: its initials on the theme's raised surface, in its text colour. */
export const walletMonogram = style({
  display: 'inline-grid',
  placeItems: 'center',
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: 14,
  fontWeight: 700,
  lineHeight: 1,
  userSelect: 'none',
});

export const primaryButton = style({
  width: '100%',
  minHeight: vars.size.control,
  border: 'none',
  borderRadius: vars.radius.button,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
  ...focusRing,
});

export const secondaryButton = style([primaryButton, { background: vars.color.surface, color: vars.color.text }]);

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const center = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.m, textAlign: 'center', padding: `${vars.space.s} 0` });

export const secondaryText = style({ color: vars.color.textSecondary, margin: 0 });

export const errorText = style({ color: vars.color.error, margin: 0 });

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `3px solid ${vars.color.spinnerTrack}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const shake = style({
  animation: `${shakeFrames} ${vars.motion.shake} ease-in-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A text field of the modal (e-mail, wallet search). */
export const input = style({
  flex: 1,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.input,
  border: `1px solid ${vars.color.inputBorder}`,
  background: vars.color.inputBackground,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

/** A checkbox large enough to see and hit; its label is the real target. */
export const checkbox = style({ width: 20, height: 20, margin: 0, flex: 'none', accentColor: vars.color.accent });
