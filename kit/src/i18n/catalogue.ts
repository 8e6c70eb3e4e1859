// Every text of the kit in English, by key: what a locale file must translate in full and what an app
// may override. Loaded by the locale test, the docs and, only when an app overrides texts, to check them.

import { viewTexts } from '../views/i18n/en.js';
import { errorTexts } from '../views/i18n/errors.js';
import { buttonTexts } from '../react/buttonTexts.js';
import { texts as emailTexts } from '../features/email/texts.js';
import { moduleTexts as embeddedModule } from '../features/embedded/moduleTexts.js';
import { texts as embeddedTexts } from '../features/embedded/texts.js';
import { moduleTexts as historyModule } from '../features/history/moduleTexts.js';
import { texts as historyTexts } from '../features/history/texts.js';
import { moduleTexts as namesModule } from '../features/names/moduleTexts.js';
import { texts as namesTexts } from '../features/names/texts.js';
import { moduleTexts as onrampModule } from '../features/onramp/moduleTexts.js';
import { texts as onrampTexts } from '../features/onramp/texts.js';
import { moduleTexts as payModule } from '../features/pay/moduleTexts.js';
import { texts as payTexts } from '../features/pay/texts.js';
import { moduleTexts as receiveModule } from '../features/receive/moduleTexts.js';
import { texts as receiveTexts } from '../features/receive/texts.js';
import { moduleTexts as sendModule } from '../features/send/moduleTexts.js';
import { texts as sendTexts } from '../features/send/texts.js';
import { moduleTexts as siwxModule } from '../features/siwx/moduleTexts.js';
import { texts as siwxTexts } from '../features/siwx/texts.js';
import { moduleTexts as smartSessionsModule } from '../features/smartSessions/moduleTexts.js';
import { texts as smartSessionsTexts } from '../features/smartSessions/texts.js';
import { texts as socialsTexts } from '../features/socials/texts.js';
import { moduleTexts as swapModule } from '../features/swap/moduleTexts.js';
import { texts as swapTexts } from '../features/swap/texts.js';
import type { LocaleCode } from '@wallet-modal/schema/locales';
import type { TextOverrides } from '@wallet-modal/schema/resolve';
import { sourceOf, type LocaleMessages, type PluralText } from './texts.js';

// Imported by name, not for side effects: the package declares none, so bundlers would drop a bare import.
const ALL_TEXTS: readonly object[] = [
  viewTexts,
  errorTexts,
  buttonTexts,
  emailTexts,
  embeddedModule,
  embeddedTexts,
  historyModule,
  historyTexts,
  namesModule,
  namesTexts,
  onrampModule,
  onrampTexts,
  payModule,
  payTexts,
  receiveModule,
  receiveTexts,
  sendModule,
  sendTexts,
  siwxModule,
  siwxTexts,
  smartSessionsModule,
  smartSessionsTexts,
  socialsTexts,
  swapModule,
  swapTexts,
];

/**
 * The app's overrides without the entries that cannot work, each reported in the console with what to
 * change; the kit's own text shows in their place.
 */
export function validOverrides(overrides: TextOverrides): TextOverrides {
  const valid: TextOverrides = {};
  for (const [code, messages] of Object.entries(overrides) as [LocaleCode, LocaleMessages][]) {
    const kept: Record<string, string | PluralText> = {};
    for (const [key, text] of Object.entries(messages)) {
      const problems = checkMessages(code, { [key]: text }, { partial: true });
      if (problems.length === 0) kept[key] = text;
      else for (const problem of problems) console.error(`[wallet-modal] texts.${problem}; the kit's text is shown instead.`);
    }
    valid[code] = kept;
  }
  return valid;
}

/** Every English text, flattened to its key (namespace.name). */
export function englishCatalogue(): Record<string, string | PluralText> {
  const catalogue: Record<string, string | PluralText> = {};
  for (const { namespace, source } of ALL_TEXTS.map(sourceOf)) {
    for (const [name, text] of Object.entries(source)) catalogue[namespace ? `${namespace}.${name}` : name] = text;
  }
  return catalogue;
}

const placeholdersOf = (text: string | PluralText) =>
  [...new Set([...(typeof text === 'string' ? [text] : Object.values(text)).join(' ').matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

/**
 * What is wrong with a locale's texts, one sentence each: a missing key (unless `partial`, as for an
 * app's overrides), a key the kit does not have, a placeholder missing or unknown, a plural where the
 * English is a plain text or the reverse, a plural without a form the language needs.
 * @example
 * checkMessages('fr', { 'modal.close': 'Fermer {x}' }, { partial: true });
 * // ['fr: "modal.close" has the placeholder {x}, which the English text "Close" does not have']
 */
export function checkMessages(code: string, messages: LocaleMessages, { partial = false } = {}): string[] {
  const english = englishCatalogue();
  const problems: string[] = [];
  if (!partial) {
    for (const key of Object.keys(english)) if (!(key in messages)) problems.push(`${code}: "${key}" is missing (English: ${JSON.stringify(english[key])})`);
  }
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  for (const [key, text] of Object.entries(messages)) {
    const source = english[key];
    if (source === undefined) {
      problems.push(`${code}: "${key}" is not a text of the kit; the keys are listed in docs/locales.md`);
      continue;
    }
    if (typeof source !== typeof text) {
      problems.push(`${code}: "${key}" must be ${typeof source === 'string' ? 'a plain text' : `plural forms (${categories.join(', ')})`}, like the English`);
      continue;
    }
    const ours = placeholdersOf(source);
    const theirs = placeholdersOf(text);
    for (const name of theirs.filter((name) => !ours.includes(name))) {
      problems.push(`${code}: "${key}" has the placeholder {${name}}, which the English text ${JSON.stringify(source)} does not have`);
    }
    // An app may leave a value out of its own wording; a translation may not.
    if (!partial) for (const name of ours.filter((name) => !theirs.includes(name))) problems.push(`${code}: "${key}" lacks the placeholder {${name}}`);
    if (typeof text === 'object' && !partial) {
      for (const category of categories) if (!(category in text)) problems.push(`${code}: "${key}" lacks the plural form "${category}"`);
    }
  }
  return problems;
}
