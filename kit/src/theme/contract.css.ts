// The theme contract: stable, documented CSS variable names (--wm-*) an app may override.

import { createGlobalThemeContract } from '@vanilla-extract/css';

const tokens = {
  color: {
    accent: null,
    accentText: null,
    background: null,
    surface: null,
    surfaceHover: null,
    border: null,
    text: null,
    textSecondary: null,
    success: null,
    error: null,
    overlay: null,
    focus: null,
    /** Colour mixed into the backgrounds, and how much of it (a percentage). */
    mix: null,
    mixStrength: null,
    /** Colour of the QR code's modules. */
    qr: null,
  },
  font: { family: null, sizeMaster: null },
  radius: { master: null, modal: null, button: null },
  modal: { width: null, zIndex: null },
  motion: { header: null, view: null, shake: null },
};

/** `vars.color.accent` is `var(--wm-color-accent)`, and so on for every token. */
export const vars = createGlobalThemeContract(tokens, (_, path) => `wm-${path.join('-')}`);
