// Styles of the dialog shell: overlay, the 360px card (a bottom sheet on narrow screens), header.

import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// `translate`, not `transform`: it adds to the dialog's centring transform instead of replacing it, so the
// dialog rises into its centred place rather than opening half a card right and down and jumping there.
const riseIn = keyframes({ from: { opacity: 0, translate: '0 8px' }, to: { opacity: 1, translate: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.modal.zIndex,
  animation: `${fadeIn} ${vars.motion.view} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The card's look, shared by the dialog and the embedded variant (EmbeddedRoot.css.ts); neither overrides these. */
export const card = style({
  width: vars.modal.width,
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

export const content = style([card, {
  position: 'fixed',
  zIndex: vars.modal.zIndex,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  boxShadow: vars.shadow.modal,
  animation: `${riseIn} ${vars.motion.view} ease-out`,
  '@media': {
    '(max-width: 430px)': {
      top: 'auto',
      bottom: 0,
      left: 0,
      transform: 'none',
      width: '100vw',
      maxWidth: '100vw',
      borderRadius: `${vars.radius.modal} ${vars.radius.modal} 0 0`,
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
}]);

/** The page behind an open modal does not scroll (static CSS, so a strict CSP needs no exception). */
globalStyle(`html:has(${content}[data-state="open"])`, { overflow: 'hidden' });

export const header = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.control} 1fr ${vars.size.control}`,
  alignItems: 'center',
  marginBottom: vars.space.m,
});

export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.sizeTitle,
  fontWeight: vars.font.weightBold,
  animation: `${fadeIn} ${vars.motion.header} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Each view fades in when the router changes view (150 ms). */
export const view = style({
  animation: `${riseIn} ${vars.motion.view} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Holds the view at its measured height, so a change of view animates the modal's height. */
export const heightFrame = style({
  overflow: 'clip',
  overflowClipMargin: 4,
  transition: `height ${vars.motion.view} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Off-screen and invisible: where the home view is rendered once to warm up (see WarmUp). */
export const warmUp = style({ position: 'fixed', left: -10_000, top: 0, visibility: 'hidden', pointerEvents: 'none', contain: 'strict', width: 360, height: 600 });
