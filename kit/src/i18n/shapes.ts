// What makes a text fit its key: the placeholders it may use and whether it is a plural. Locale files
// (in the test) and an app's overrides (at run time, against keys.ts) are checked the same way.

import type { LocaleCode } from '@wallet-modal/schema/locales';
import type { TextOverrides } from '@wallet-modal/schema/resolve';
import type { LocaleMessages, PluralText } from './texts.js';

/**
 * Key → its placeholders, space-separated, with a leading `#` for a plural: `'hash'`, `'#count'`, `''`.
 * A string per key keeps the shipped list small.
 */
export type TextShapes = Readonly<Record<string, string>>;

const placeholdersOf = (text: string | PluralText) =>
  [...new Set([...(typeof text === 'string' ? [text] : Object.values(text)).join(' ').matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();

/**
 * @example
 * shapeOf('Transaction sent: {hash}'); // 'hash'
 * shapeOf({ one: '{count} day', other: '{count} days' }); // '#count'
 */
export function shapeOf(text: string | PluralText): string {
  return `${typeof text === 'string' ? '' : '#'}${placeholdersOf(text).join(' ')}`;
}

/**
 * What is wrong with a locale's texts, one sentence each: a missing key (unless `partial`, as for an
 * app's overrides), a key the kit does not have, a placeholder missing or unknown, a plural where the
 * kit has a plain text or the reverse, a plural without a form the language needs.
 * @example
 * checkMessages('fr', { 'modal.close': 'Fermer {x}' }, TEXT_KEYS, { partial: true });
 * // ['fr: "modal.close" has the placeholder {x}; this text takes none']
 */
export function checkMessages(code: string, messages: LocaleMessages, shapes: TextShapes, { partial = false } = {}): string[] {
  const problems: string[] = [];
  if (!partial) for (const key of Object.keys(shapes)) if (!(key in messages)) problems.push(`${code}: "${key}" is missing`);
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  for (const [key, text] of Object.entries(messages)) {
    const shape = shapes[key];
    if (shape === undefined) {
      problems.push(`${code}: "${key}" is not a text of the kit; the keys are listed in docs/locales.md`);
      continue;
    }
    const plural = shape.startsWith('#');
    if (plural !== (typeof text === 'object')) {
      problems.push(`${code}: "${key}" must be ${plural ? `plural forms (${categories.join(', ')})` : 'a plain text'}, like the English`);
      continue;
    }
    const ours = shape.replace('#', '').split(' ').filter(Boolean);
    const theirs = placeholdersOf(text);
    const takes = ours.length ? ours.map((name) => `{${name}}`).join(', ') : 'none';
    for (const name of theirs.filter((name) => !ours.includes(name))) problems.push(`${code}: "${key}" has the placeholder {${name}}; this text takes ${takes}`);
    // An app may leave a value out of its own wording; a translation may not.
    if (partial) continue;
    for (const name of ours.filter((name) => !theirs.includes(name))) problems.push(`${code}: "${key}" lacks the placeholder {${name}}`);
    if (typeof text === 'object') for (const category of categories) if (!(category in text)) problems.push(`${code}: "${key}" lacks the plural form "${category}"`);
  }
  return problems;
}

/**
 * The app's overrides without the entries that cannot work, each reported in the console with what to
 * change; the kit's own text shows in their place.
 */
export function validOverrides(overrides: TextOverrides, shapes: TextShapes): TextOverrides {
  const valid: TextOverrides = {};
  for (const [code, messages] of Object.entries(overrides) as [LocaleCode, LocaleMessages][]) {
    const kept: Record<string, string | PluralText> = {};
    for (const [key, text] of Object.entries(messages)) {
      const problems = checkMessages(code, { [key]: text }, shapes, { partial: true });
      if (problems.length === 0) kept[key] = text;
      else for (const problem of problems) console.error(`[wallet-modal] texts.${problem}; the kit's text is shown instead.`);
    }
    valid[code] = kept;
  }
  return valid;
}
