// Theme variables of the config: the short names and their `--w3m-*` CSS-variable spellings.

import * as z from 'zod';

/**
 * A CSS value as the config writes it into the generated stylesheet: a value that would end the declaration
 * or the rule (; { } < or a comment) is refused when the config is read, so nothing is written from it.
 */
const cssText = z
  .string()
  .max(256)
  .refine((value) => !/[;{}<]|\/\*/.test(value), { message: 'holds ; { } < or /*, which a CSS value cannot; write the value alone, e.g. "#ff0066" or "12px"' });

const themeValues = {
  accent: cssText,
  colorMix: cssText,
  colorMixStrength: z.number().min(0).max(100),
  fontFamily: cssText,
  fontSizeMaster: cssText,
  borderRadiusMaster: cssText,
  zIndex: z.number().int(),
  qrColor: cssText,
};

/** The same variables spelled as the peer's CSS variables, accepted so existing themes can be pasted in. */
const cssAliases = {
  '--w3m-accent': themeValues.accent,
  '--w3m-color-mix': themeValues.colorMix,
  '--w3m-color-mix-strength': themeValues.colorMixStrength,
  '--w3m-font-family': themeValues.fontFamily,
  '--w3m-font-size-master': themeValues.fontSizeMaster,
  '--w3m-border-radius-master': themeValues.borderRadiusMaster,
  '--w3m-z-index': themeValues.zIndex,
  '--w3m-qr-color': themeValues.qrColor,
};

/**
 * Every token of the kit's theme contract by its CSS variable name (`--wm-<group>-<name>`), listed in
 * docs/theming.md; a kit test keeps this list and the contract equal.
 */
export const THEME_TOKENS = [
  ...['accent', 'accentText', 'background', 'surface', 'surfaceHover', 'border', 'text', 'textSecondary', 'success', 'error', 'overlay', 'focus', 'mix', 'mixStrength', 'qr',
    'buttonBackground', 'buttonText', 'inputBackground', 'inputBorder', 'selected', 'spinnerTrack', 'snackbarBackground'].map((name) => `--wm-color-${name}`),
  ...['family', 'sizeMaster', 'sizeSmall', 'sizeTitle', 'weightMedium', 'weightBold'].map((name) => `--wm-font-${name}`),
  ...['master', 'modal', 'button', 'input', 'walletIcon', 'pill'].map((name) => `--wm-radius-${name}`),
  ...['xs', 's', 'm', 'l'].map((name) => `--wm-space-${name}`),
  ...['control', 'row', 'walletIcon'].map((name) => `--wm-size-${name}`),
  ...['modal', 'button', 'snackbar'].map((name) => `--wm-shadow-${name}`),
  ...['width', 'zIndex', 'padding'].map((name) => `--wm-modal-${name}`),
  ...['header', 'view', 'shake'].map((name) => `--wm-motion-${name}`),
] as const;

/** A token's value: any CSS value (a colour, a length, a shadow…), at most 256 characters. */
const tokenValue = z.union([cssText, z.number()]);
const contractTokens = Object.fromEntries(THEME_TOKENS.map((name) => [name, tokenValue])) as Record<(typeof THEME_TOKENS)[number], typeof tokenValue>;

/** Every accepted theme variable, all optional: the short names, their --w3m-* spellings and every --wm-* token. */
export const themeVariablesSchema = z.strictObject({ ...themeValues, ...cssAliases, ...contractTokens }).partial();
