// Theme variables of the config: the short names and their `--w3m-*` CSS-variable spellings.

import * as z from 'zod';

const themeValues = {
  accent: z.string(),
  colorMix: z.string(),
  colorMixStrength: z.number().min(0).max(100),
  fontFamily: z.string(),
  fontSizeMaster: z.string(),
  borderRadiusMaster: z.string(),
  zIndex: z.number().int(),
  qrColor: z.string(),
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

/** Every accepted theme variable, all optional. */
export const themeVariablesSchema = z.strictObject({ ...themeValues, ...cssAliases }).partial();
