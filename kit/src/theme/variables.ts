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
 * CSS custom properties for an element's style, from the config's theme variables.
 * @example
 * themeStyle({ accent: '#ff0066', '--w3m-border-radius-master': '2px' });
 * // { '--wm-color-accent': '#ff0066', '--wm-radius-master': '2px' }
 */
export function themeStyle(variables: Readonly<Record<string, string | number>> = {}): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [key, value] of Object.entries(variables)) {
    const name = key in targets ? (key as ThemeVariable) : aliases[key];
    if (!name) continue;
    style[targets[name]] = name === 'colorMixStrength' ? `${Number(value)}%` : String(value);
  }
  return style;
}
