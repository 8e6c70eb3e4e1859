// The embedded wallet's frames: the hidden wallet frame, and the visible secure UI (approve, recovery, export).

import { style } from '@vanilla-extract/css';

/** Out of sight and out of the layout, yet loaded (display: none would keep some browsers from running it). */
export const hiddenFrame = style({
  position: 'fixed',
  width: 0,
  height: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
  top: 0,
  left: 0,
});

/** The secure site's UI, inside the modal's view: the full view width, ~400 px tall. */
export const secureFrame = style({ display: 'block', width: '100%', height: 400, border: 0, colorScheme: 'normal' });
