// The app's theme as the secure UI takes it (spec §3 "Sync theme"): the mode, and the accent colour and
// master radius from the app's theme variables, each only when it is a plain CSS colour or length. The
// values reach the page through CSSOM custom properties on the root (CSP: the stylesheet stays static,
// no <style> element and no style attribute is ever written).

/** What the UI frame applies: the mode, and the validated accent and radius (absent: the stylesheet's own). */
export interface UiTheme {
  themeMode: 'dark' | 'light';
  accent?: string;
  radius?: string;
}

// Hex, or rgb()/hsl() with numbers, percentages and degrees only: no var(), url(), keywords or ';'.
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:[0-9]{1,3}(?:\.[0-9]{1,6})?|\.[0-9]{1,6})`;
const FUNCTION_COLOR = new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}(?:deg|%)?(?:(?:\s*,\s*|\s+)${NUMBER}%?){2}(?:\s*[,/]\s*${NUMBER}%?)?\s*\)$`, 'i');
const LENGTH = /^(?:0|[0-9]{1,3}(?:\.[0-9]{1,3})?(?:px|rem|em))$/;

/** `value` if it is a hex, rgb() or hsl() colour of at most 64 characters (and the browser, when it can tell, agrees); else undefined. */
export function cssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  // The channel carries at most 64 characters (shared/channel.ts); no real colour needs more.
  if (color.length > 64 || (!HEX_COLOR.test(color) && !FUNCTION_COLOR.test(color))) return undefined;
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && !CSS.supports('color', color)) return undefined;
  return color;
}

/** `value` if it is a length in px, rem or em below 1000 (a number means px); else undefined. */
export function cssLength(value: unknown): string | undefined {
  const length = typeof value === 'number' && Number.isFinite(value) && value >= 0 ? `${value}px` : typeof value === 'string' ? value.trim() : '';
  return LENGTH.test(length) ? length : undefined;
}

type Variables = Readonly<Record<string, string | number>> | undefined;

/**
 * The UI theme from a SYNC_THEME payload: the short names (accent, borderRadiusMaster) or their --w3m-*
 * spellings, in themeVariables first, then w3mThemeVariables. Invalid values are dropped.
 * @example
 * uiTheme({ themeMode: 'light', themeVariables: { accent: '#f06', borderRadiusMaster: 'url(x)' } }, 'dark');
 * // { themeMode: 'light', accent: '#f06' }
 */
export function uiTheme(payload: { themeMode?: 'dark' | 'light' | undefined; themeVariables?: Variables; w3mThemeVariables?: Variables }, previousMode: 'dark' | 'light'): UiTheme {
  const pick = (short: string, w3m: string) => payload.themeVariables?.[short] ?? payload.themeVariables?.[w3m] ?? payload.w3mThemeVariables?.[w3m];
  const accent = cssColor(pick('accent', '--w3m-accent'));
  const radius = cssLength(pick('borderRadiusMaster', '--w3m-border-radius-master'));
  return { themeMode: payload.themeMode ?? previousMode, ...(accent ? { accent } : {}), ...(radius ? { radius } : {}) };
}

/**
 * Applies `theme` to the document's root: the light class, and the accent and radius as custom
 * properties (checked again here: the channel is not trusted to have done it).
 * @example
 * applyTheme(document.documentElement, { themeMode: 'light', accent: '#ff0066' });
 */
export function applyTheme(root: HTMLElement, theme: UiTheme): void {
  root.classList.toggle('wm-light', theme.themeMode === 'light');
  const accent = cssColor(theme.accent);
  const radius = cssLength(theme.radius);
  if (accent) root.style.setProperty('--wm-accent', accent);
  else root.style.removeProperty('--wm-accent');
  if (radius) root.style.setProperty('--wm-radius-master', radius);
  else root.style.removeProperty('--wm-radius-master');
  root.toggleAttribute('data-wm-radius', Boolean(radius));
}
