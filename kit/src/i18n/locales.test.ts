// Locales (issue 17): every locale translates every text with the same placeholders, plurals and numbers
// follow the platform's Intl, the browser's languages pick the locale, and an app can override any text.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, matchLocale, type LocaleCode } from '@wallet-modal/schema/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../views/i18n/en.js';
import { catalogueShapes, englishCatalogue } from './catalogue.js';
import { TEXT_KEYS } from './keys.js';
import { checkMessages } from './shapes.js';
import { setLocale } from './load.js';
import { texts as onrampTexts } from '../features/onramp/texts.js';
import { $locale, applyLocale, type LocaleMessages } from './texts.js';

const translated = LOCALES.filter((code): code is Exclude<LocaleCode, 'en'> => code !== 'en');
const load = async (code: string) => ((await import(`./locales/${code}.ts`)) as { default: LocaleMessages }).default;

/** A file generated from the catalogue must be as written; UPDATE_DOCS=1 rewrites it. */
function expectCurrent(path: string, expected: string) {
  if (process.env.UPDATE_DOCS) writeFileSync(path, expected);
  expect(readFileSync(path, 'utf8'), `${path} is out of date: UPDATE_DOCS=1 npx vitest run kit/src/i18n/locales.test.ts`).toBe(expected);
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('locale catalogue', () => {
  it('ships at least 20 locales besides English, Arabic and Hebrew among them', () => {
    expect(translated.length).toBeGreaterThanOrEqual(20);
    expect(translated).toEqual(expect.arrayContaining(['ar', 'he', 'zh-CN', 'zh-TW', 'ja', 'uk']));
  });

  it.each(translated)('%s has every key of the English catalogue, with the same placeholders and its plural forms', async (code) => {
    expect(checkMessages(code, await load(code), TEXT_KEYS)).toEqual([]);
  });

  it('a locale missing a key, losing a placeholder, adding a key or lacking a plural form fails the check', async () => {
    const english = englishCatalogue();
    const [pluralKey] = Object.entries(english).find(([, text]) => typeof text === 'object') ?? [];
    const [withValue] = Object.entries(english).find(([, text]) => typeof text === 'string' && text.includes('{')) ?? [];
    expect(pluralKey && withValue).toBeTruthy();
    const doctored: Record<string, unknown> = { ...(await load('pl')) };
    delete doctored['modal.close'];
    doctored[withValue!] = 'brak wartości';
    doctored['modal.nothing'] = 'nic';
    doctored[pluralKey!] = { one: '{count} x', other: '{count} x' };
    const problems = checkMessages('pl', doctored as LocaleMessages, TEXT_KEYS).join('\n');
    expect(problems).toMatch(/pl: "modal.close" is missing/);
    expect(problems).toContain(`pl: "${withValue}" lacks the placeholder`);
    expect(problems).toMatch(/pl: "modal.nothing" is not a text of the kit/);
    expect(problems).toContain(`pl: "${pluralKey}" lacks the plural form "few"`);
  });

  it('keys.ts, the key list shipped to check overrides, is the catalogue’s', () => {
    const path = join(import.meta.dirname, 'keys.ts');
    const entries = Object.entries(catalogueShapes()).map(([key, shape]) => `  '${key}': '${shape}',`);
    const expected = [
      '// Generated from the English catalogue by kit/src/i18n/locales.test.ts (UPDATE_DOCS=1 rewrites it): each',
      "// text's key and its placeholders, '#' first for a plural. An app's text overrides are checked against it.",
      '',
      'export const TEXT_KEYS: Readonly<Record<string, string>> = {',
      ...entries,
      '};',
      '',
    ].join('\n');
    expectCurrent(path, expected);
  });

  it('docs/locales.md lists every key with its English text', () => {
    const path = join(import.meta.dirname, '../../../docs/locales.md');
    const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
    const rows = Object.entries(englishCatalogue()).map(
      ([key, text]) => `| \`${key}\` | ${cell(typeof text === 'string' ? text : Object.entries(text).map(([form, words]) => `${form}: ${words}`).join('; '))} |`,
    );
    const table = ['<!-- keys:start -->', '| Key | English |', '|---|---|', ...rows, '<!-- keys:end -->'].join('\n');
    expectCurrent(path, readFileSync(path, 'utf8').replace(/<!-- keys:start -->[\s\S]*<!-- keys:end -->/, table));
  });

  it('every module that defines texts is in the catalogue', () => {
    const root = join(import.meta.dirname, '..');
    const defining = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.startsWith('i18n'))
      .filter((file) => /defineTexts\(/.test(readFileSync(join(root, file), 'utf8')))
      .map((file) => `../${file.replace(/\.tsx?$/, '.js')}`);
    const catalogue = readFileSync(join(import.meta.dirname, 'catalogue.ts'), 'utf8');
    expect(defining.filter((file) => !catalogue.includes(` from '${file}';`))).toEqual([]);
  });
});

describe('choosing the locale', () => {
  it("the browser's languages pick the closest locale; English when none is supported", () => {
    expect(matchLocale(['pt-BR', 'en'])).toBe('pt');
    expect(matchLocale(['fr-CA'])).toBe('fr');
    expect(matchLocale(['zh-HK'])).toBe('zh-TW');
    expect(matchLocale(['zh-Hant-TW'])).toBe('zh-TW');
    expect(matchLocale(['zh'])).toBe('zh-CN');
    expect(matchLocale(['iw-IL'])).toBe('he');
    expect(matchLocale(['xx', 'de-AT'])).toBe('de');
    expect(matchLocale(['xx'])).toBe('en');
  });

  it("'auto' follows navigator.languages", async () => {
    vi.stubGlobal('navigator', { languages: ['ja-JP', 'en'], language: 'ja-JP' });
    await setLocale('auto');
    expect($locale.get().code).toBe('ja');
    expect(t('modal.close')).toBe((await load('ja'))['modal.close']);
  });

  it('a right-to-left locale sets dir rtl', async () => {
    await setLocale('ar');
    expect($locale.get()).toMatchObject({ code: 'ar', dir: 'rtl' });
    await setLocale('he');
    expect($locale.get().dir).toBe('rtl');
    await setLocale('fr');
    expect($locale.get().dir).toBe('ltr');
  });

  it('the latest choice wins when two loads overlap', async () => {
    const earlier = setLocale('de');
    await setLocale('es');
    await earlier;
    expect($locale.get().code).toBe('es');
  });
});

describe('texts in the active locale', () => {
  it('falls back to English for a key the locale lacks, and fills placeholders', () => {
    applyLocale('fr', { 'walletConnect.open': 'Ouvrir {name}' });
    expect(t('walletConnect.open', { name: 'Rainbow' })).toBe('Ouvrir Rainbow');
    expect(t('walletConnect.copy')).toBe('Copy link');
  });

  it('plural forms and numbers follow Intl for the locale', async () => {
    expect(onrampTexts.tooManyDecimals({ count: 1 })).toBe('Use at most 1 decimal place');
    expect(onrampTexts.tooManyDecimals({ count: 1234 })).toBe('Use at most 1,234 decimal places');
    const polish = { one: '{count} miejsce', few: '{count} miejsca (few)', many: '{count} miejsc (many)', other: '{count} miejsca' };
    await setLocale('pl', { pl: { 'onramp.tooManyDecimals': polish } });
    expect(onrampTexts.tooManyDecimals({ count: 1 })).toBe('1 miejsce');
    expect(onrampTexts.tooManyDecimals({ count: 3 })).toBe('3 miejsca (few)');
    expect(onrampTexts.tooManyDecimals({ count: 5 })).toBe('5 miejsc (many)');
    expect(onrampTexts.tooManyDecimals({ count: 1.5 })).toBe('1,5 miejsca');
    expect(onrampTexts.tooManyDecimals({ count: 12345 })).toBe('12 345 miejsc (many)'.replace(' ', '\u00a0'));
  });

  it('an app overrides any text, per locale', async () => {
    await setLocale('en', { en: { 'title.Connect': 'Sign in' }, de: { 'title.Connect': 'Anmelden' } });
    expect(t('title.Connect')).toBe('Sign in');
    await setLocale('de', { en: { 'title.Connect': 'Sign in' }, de: { 'title.Connect': 'Anmelden' } });
    expect(t('title.Connect')).toBe('Anmelden');
    expect(t('modal.close')).toBe((await load('de'))['modal.close']);
  });

  it('an override with an unknown key or placeholder is reported with what to fix, and the kit text stays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await setLocale('en', { en: { 'title.Conect': 'Sign in', 'walletConnect.open': 'Open {wallet}', 'modal.back': 'Go back' } });
    expect(t('modal.back')).toBe('Go back');
    expect(t('walletConnect.open', { name: 'Rainbow' })).toBe('Open Rainbow');
    const said = errors.mock.calls.map((call) => String(call[0])).join('\n');
    expect(said).toMatch(/texts\.en: "title\.Conect" is not a text of the kit; the keys are listed in docs\/locales\.md/);
    expect(said).toMatch(/texts\.en: "walletConnect\.open" has the placeholder \{wallet\}; this text takes \{name\}/);
  });
});
