// Maps the config's themeVariables (short names or the peer's --w3m-* spellings) onto our CSS
// variables. Applied through React's style prop (CSSOM), which a strict CSP allows: no <style> tags.

const targets = {
  accent: '--wm-color-accent',
  colorMix: '--wm-color-mix',
  colorMixStrength: '--wm-color-mixStrength',
  fontFamily: '--wm-font-family',
  fontSizeMaster: '--wm-font-sizeMaster',
  borderRadiusMaster: '--wm-radius-master',
  zIndex: '--wm-modal-zIndex',
  qrColor: '--wm-color-qr',
} as const;

type ThemeVariable = keyof typeof targets;

const aliases: Record<string, ThemeVariable> = {
  '--w3m-accent': 'accent',
  '--w3m-color-mix': 'colorMix',
  '--w3m-color-mix-strength': 'colorMixStrength',
  '--w3m-font-family': 'fontFamily',
  '--w3m-font-size-master': 'fontSizeMaster',
  '--w3m-border-radius-master': 'borderRadiusMaster',
  '--w3m-z-index': 'zIndex',
  '--w3m-qr-color': 'qrColor',
};

/**
 * CSS custom properties for an element's style, from the config's theme variables: the short names,
 * the peer's --w3m-* spellings, or any --wm-* token of the contract by its own name.
 * @example
 * themeStyle({ accent: '#ff0066', '--w3m-border-radius-master': '2px', '--wm-shadow-modal': 'none' });
 * // { '--wm-color-accent': '#ff0066', '--wm-radius-master': '2px', '--wm-shadow-modal': 'none' }
 */
export function themeStyle(variables: Readonly<Record<string, string | number>> = {}): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [key, value] of Object.entries(variables)) {
    // Any token of the contract by its own name (docs/theming.md), value as CSS has it.
    if (TOKEN_NAME.test(key)) {
      style[key] = String(value);
      continue;
    }
    const name = key in targets ? (key as ThemeVariable) : aliases[key];
    if (!name) {
      console.warn(`[wallet-modal] Unknown theme variable ${key}: use a --wm-* token (docs/theming.md), a short name (${Object.keys(targets).join(', ')}) or its --w3m-* spelling.`);
      continue;
    }
    style[targets[name]] = name === 'colorMixStrength' ? `${Number(value)}%` : String(value);
  }
  return style;
}

/** The shape of the contract's names; the exact list is checked where configs are validated (schema/src/theme.ts). */
const TOKEN_NAME = /^--wm-(color|font|radius|space|size|shadow|modal|motion)-[a-zA-Z]+$/;
