// The theme contract: stable, documented CSS variable names (--wm-*) an app may override. Every token
// is listed with its default in docs/theming.md; schema/src/theme.ts lists the same names for configs.

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
    /** The ConnectButton and per-wallet buttons (default: the accent). */
    buttonBackground: null,
    buttonText: null,
    /** Text fields (default: surface and border). */
    inputBackground: null,
    inputBorder: null,
    /** The outline of the current row (the active network…; default: the accent). */
    selected: null,
    /** The track of the loading spinner (default: border). */
    spinnerTrack: null,
    snackbarBackground: null,
  },
  font: { family: null, sizeMaster: null, sizeSmall: null, sizeTitle: null, weightMedium: null, weightBold: null },
  radius: { master: null, modal: null, button: null, input: null, walletIcon: null, pill: null },
  space: { xs: null, s: null, m: null, l: null },
  size: { control: null, row: null, walletIcon: null },
  shadow: { modal: null, button: null, snackbar: null },
  modal: { width: null, zIndex: null, padding: null },
  motion: { header: null, view: null, shake: null },
};

/** `vars.color.accent` is `var(--wm-color-accent)`, and so on for every token. */
export const vars = createGlobalThemeContract(tokens, (_, path) => `wm-${path.join('-')}`);
