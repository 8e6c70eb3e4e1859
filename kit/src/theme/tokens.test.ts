// The theme's public tokens (issue 17): at least 40, documented, each used by a style, the same list
// the config schema accepts, and presets made only of accepted names.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEME_TOKENS, parseConfig } from '@wallet-modal/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vars } from './contract.css.js';
import { themePresets } from './presets.js';
import { themeStyle } from './variables.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const kitSrc = join(root, 'kit/src');

/** `--wm-color-accent` for every token of the contract, in its order. */
const contractNames = Object.values(vars).flatMap((group) => Object.values(group as Record<string, string>).map((value) => value.slice(4, -1)));

/** Every style file and component of the kit except the theme's own (the QR code reads its colour in the component). */
function styleSources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return path.endsWith('/theme') ? [] : styleSources(path);
    return /\.css\.ts$|(?<!\.test)\.tsx$/.test(path) ? [readFileSync(path, 'utf8')] : [];
  });
}

afterEach(() => vi.restoreAllMocks());

describe('theme tokens', () => {
  it('offers at least 40 tokens across colours, fonts, radii, spacing, sizes and shadows', () => {
    expect(contractNames.length).toBeGreaterThanOrEqual(40);
    for (const group of ['color', 'font', 'radius', 'space', 'shadow']) {
      expect(contractNames.filter((name) => name.startsWith(`--wm-${group}-`)).length, group).toBeGreaterThanOrEqual(3);
    }
  });

  it('the config schema accepts exactly the contract’s tokens, and refuses a name that is not one', () => {
    expect([...THEME_TOKENS]).toEqual(contractNames);
    const tokens = Object.fromEntries(contractNames.map((name) => [name, '1px']));
    expect(parseConfig({ projectId: 'p', networks: ['eip155:1'], themeVariables: tokens }).success).toBe(true);
    expect(parseConfig({ projectId: 'p', networks: ['eip155:1'], themeVariables: { '--wm-color-acent': 'red' } }).success).toBe(false);
  });

  it('documents every token with its default in docs/theming.md', () => {
    const doc = readFileSync(join(root, 'docs/theming.md'), 'utf8');
    const documented = [...doc.matchAll(/^\| `(--wm-[\w-]+)` \|/gm)].map((match) => match[1]);
    expect(documented).toEqual(contractNames);
  });

  it('every token styles something: each is read by a style of the modal or the buttons', () => {
    const sources = styleSources(kitSrc).join('\n');
    const themes = readFileSync(join(kitSrc, 'theme/themes.css.ts'), 'utf8');
    const unused = Object.entries(vars).flatMap(([group, tokens]) =>
      Object.keys(tokens as object).filter((name) => !sources.includes(`vars.${group}.${name}`) && !themes.includes(`vars.${group}.${name}`)),
    );
    expect(unused).toEqual([]);
  });

  it('themeStyle passes --wm-* tokens through as CSS values and says what to use for an unknown name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(themeStyle({ '--wm-shadow-modal': 'none', '--wm-space-l': '20px', '--wm-modal-zIndex': 5 })).toEqual({
      '--wm-shadow-modal': 'none',
      '--wm-space-l': '20px',
      '--wm-modal-zIndex': '5',
    });
    expect(themeStyle({ accentColour: 'red' })).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[wallet-modal\] Unknown theme variable accentColour: use a --wm-\* token/));
  });

  it('maps each of the peer’s eight --w3m-* variables onto a token of ours', () => {
    const w3m = {
      '--w3m-accent': '#f06',
      '--w3m-color-mix': '#00bb7f',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-family': 'Inter',
      '--w3m-font-size-master': '9px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 100,
      '--w3m-qr-color': '#123',
    };
    const style = themeStyle(w3m);
    expect(Object.keys(style)).toHaveLength(8);
    for (const name of Object.keys(style)) expect(contractNames).toContain(name);
    expect(style['--wm-color-mixStrength']).toBe('40%');
  });

  it('presets: default, midnight, minimal and rounded, made only of names the schema and themeStyle accept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(Object.keys(themePresets)).toEqual(['default', 'midnight', 'minimal', 'rounded']);
    for (const [name, preset] of Object.entries(themePresets)) {
      expect(parseConfig({ projectId: 'p', networks: ['eip155:1'], themeVariables: preset }).success, name).toBe(true);
      expect(Object.keys(themeStyle(preset))).toHaveLength(Object.keys(preset).length);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
