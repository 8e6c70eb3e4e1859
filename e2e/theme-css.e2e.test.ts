// The static stylesheet the kit ships (kit/dist/style.css, built by vanilla-extract): the theme
// values of spec §2 are in it, and nothing in the kit's JS injects styles at runtime.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@wallet-modal/testing';

const dist = join(REPO_ROOT, 'kit', 'dist');
const css = readFileSync(join(dist, 'style.css'), 'utf8');
const rule = (selector: string) => css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)));

describe('kit/dist/style.css', () => {
  it('Theme default is dark: the dark variables apply at :root', () => {
    expect(rule(':root, [data-wm-theme="dark"]')).toContain('--wm-color-background: color-mix(in srgb, #121313,');
  });

  it('Accent colours: light hsla(231,100%,70%,1), dark hsla(230,100%,67%,1). Backgrounds: #fff (light) and #121313 (dark)', () => {
    expect(rule(':root, [data-wm-theme="dark"]')).toContain('--wm-color-accent: hsla(230,100%,67%,1)');
    expect(rule('[data-wm-theme="light"]')).toContain('--wm-color-accent: hsla(231,100%,70%,1)');
    expect(rule('[data-wm-theme="light"]')).toContain('--wm-color-background: color-mix(in srgb, #fff,');
  });

  it('Modal width is 360px; header text 120 ms; view transitions 150 ms; shake 500 ms', () => {
    const dark = rule(':root, [data-wm-theme="dark"]');
    expect(dark).toContain('--wm-modal-width: 360px');
    expect(dark).toContain('--wm-motion-header: 120ms');
    expect(dark).toContain('--wm-motion-view: 150ms');
    expect(dark).toContain('--wm-motion-shake: 500ms');
  });

  it('prefers-reduced-motion is respected', () => {
    expect(css).toContain('prefers-reduced-motion: reduce');
  });

  it('static CSS only: the kit JS creates no <style> element and sets no style text', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    for (const file of files) {
      const js = readFileSync(join(dist, file), 'utf8');
      expect(js, file).not.toMatch(/createElement\(\s*["']style["']\s*\)|insertRule\(|\.cssText\s*=|adoptedStyleSheets/);
    }
  });
});
