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
  width: 44,
  height: 44,
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

export const list = style({ display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  width: '100%',
  minHeight: 56,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 12px',
  boxSizing: 'border-box',
  border: 'none',
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&[aria-current="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  ...focusRing,
});

export const rowLabel = style({ flex: 1, fontWeight: 500 });

export const rowHint = style({ color: vars.color.textSecondary, fontSize: '0.85em' });

export const walletIcon = style({ width: 40, height: 40, borderRadius: 12, objectFit: 'cover', flex: 'none' });

export const primaryButton = style({
  width: '100%',
  minHeight: 44,
  border: 'none',
  borderRadius: vars.radius.button,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
  ...focusRing,
});

export const secondaryButton = style([primaryButton, { background: vars.color.surface, color: vars.color.text }]);

export const stack = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const center = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, textAlign: 'center', padding: '8px 0' });

export const secondaryText = style({ color: vars.color.textSecondary, margin: 0 });

export const errorText = style({ color: vars.color.error, margin: 0 });

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
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
  minHeight: 44,
  padding: '0 12px',
  borderRadius: vars.radius.button,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

/** A checkbox large enough to see and hit; its label is the real target. */
export const checkbox = style({ width: 20, height: 20, margin: 0, flex: 'none', accentColor: vars.color.accent });
