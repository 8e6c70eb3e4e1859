// Maps the config's themeVariables (short names or the peer's --w3m-* spellings) onto the kit's CSS
// variables: written by the kit through the CSSOM (which a strict CSP allows), and by the CLI into a
// static stylesheet, so server-rendered HTML carries no style attribute. No zod here: browser code imports it.

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

/**
 * The theme variables as a static stylesheet: one rule on every element the kit themes. `:root` raises
 * the rule above the kit's own dark and light themes, whatever order the stylesheets load in.
 * @example
 * themeCss({ accent: '#ff0066' });
 * // ':root [data-wm-theme] {\n  --wm-color-accent: #ff0066;\n}\n'
 */
export function themeCss(variables: Readonly<Record<string, string | number>> = {}): string {
  const lines = Object.entries(themeStyle(variables)).map(([name, value]) => `  ${name}: ${cssValue(name, value)};`);
  return lines.length === 0 ? '' : `:root [data-wm-theme] {\n${lines.join('\n')}\n}\n`;
}

/** A value that would end the declaration or the rule is refused, not written (the config is code the team reviews, but a stylesheet must parse). */
function cssValue(name: string, value: string): string {
  if (/[;{}<]|\/\*/.test(value)) throw new Error(`Theme variable ${name}: the value ${JSON.stringify(value)} holds ; { } < or /*, which a CSS value cannot; write the value alone, e.g. "#ff0066" or "12px".`);
  return value;
}
