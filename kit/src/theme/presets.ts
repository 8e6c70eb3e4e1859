// Theme presets: theme variables to spread into the config's themeVariables (the app's own values
// after them win). Applied like any theme variable: CSS custom properties on the modal, no <style>.

/** A set of theme variables: short names, --w3m-* spellings or --wm-* tokens (docs/theming.md). */
export type ThemeVariables = Readonly<Record<string, string | number>>;

/**
 * @example
 * createWalletModal({ ...config, adapters, themeVariables: { ...themePresets.midnight, ...config.themeVariables } });
 */
export const themePresets = {
  /** The spec's dark and light themes as they are. */
  default: {},
  /** Deep blue: a navy mix in every surface, a softer accent, deeper shadows. */
  midnight: {
    accent: '#8ea2ff',
    colorMix: '#0b1640',
    colorMixStrength: 35,
    '--wm-color-border': 'rgba(142,162,255,0.2)',
    '--wm-color-overlay': 'rgba(3,6,20,0.7)',
    '--wm-shadow-modal': '0 16px 48px rgba(3,6,20,0.6)',
  },
  /** Square corners, no shadows, an outlined button: for apps with a flat design. */
  minimal: {
    borderRadiusMaster: '0px',
    '--wm-radius-walletIcon': '0px',
    '--wm-radius-pill': '0px',
    '--wm-shadow-modal': 'none',
    '--wm-shadow-snackbar': 'none',
    '--wm-color-buttonBackground': 'transparent',
    '--wm-color-buttonText': 'currentColor',
    '--wm-shadow-button': 'inset 0 0 0 1px currentColor',
  },
  /** Round everything: pill buttons and fields, round wallet icons, a little more room. */
  rounded: {
    borderRadiusMaster: '8px',
    '--wm-radius-button': '999px',
    '--wm-radius-input': '999px',
    '--wm-radius-walletIcon': '50%',
    '--wm-size-control': '48px',
    '--wm-modal-padding': '20px',
  },
} as const satisfies Record<string, ThemeVariables>;

export type ThemePresetName = keyof typeof themePresets;
