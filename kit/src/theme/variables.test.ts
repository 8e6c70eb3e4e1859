import { describe, expect, it } from 'vitest';
import { vars } from './contract.css.js';
import { themeStyle } from './variables.js';

describe('theme variables', () => {
  it('maps the short names onto the public --wm-* variables', () => {
    expect(themeStyle({ accent: '#ff0066', colorMixStrength: 40, zIndex: 10, borderRadiusMaster: '2px' })).toEqual({
      '--wm-color-accent': '#ff0066',
      '--wm-color-mixStrength': '40%',
      '--wm-modal-zIndex': '10',
      '--wm-radius-master': '2px',
    });
  });

  it('accepts the --w3m-* keys, so a team can migrate by copying its theme', () => {
    expect(themeStyle({ '--w3m-accent': 'red', '--w3m-font-family': 'Inter', '--w3m-qr-color': '#000' })).toEqual({
      '--wm-color-accent': 'red',
      '--wm-font-family': 'Inter',
      '--wm-color-qr': '#000',
    });
  });

  it('targets variables that exist in the theme contract', () => {
    const contract = JSON.stringify(vars);
    for (const name of Object.keys(themeStyle({ accent: 'a', colorMix: 'b', colorMixStrength: 1, fontFamily: 'c', fontSizeMaster: 'd', borderRadiusMaster: 'e', zIndex: 1, qrColor: 'f' }))) {
      expect(contract).toContain(`var(${name})`);
    }
  });
});
