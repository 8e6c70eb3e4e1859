// The languages the modal speaks. A locale file per code lives in the kit (kit/src/i18n/locales/);
// this list is here so the config schema, the CLI and the kit agree on the codes.

/** Locale codes, BCP 47: English first (the source texts), then the translations. */
export const LOCALES = [
  'en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'uk', 'ru', 'tr',
  'ar', 'he', 'hi', 'id', 'th', 'vi', 'ja', 'ko', 'zh-CN', 'zh-TW',
] as const;

export type LocaleCode = (typeof LOCALES)[number];

/** Each locale's name in its own language, for pickers and the docs. */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  en: 'English', es: 'Español', pt: 'Português', fr: 'Français', de: 'Deutsch', it: 'Italiano',
  nl: 'Nederlands', pl: 'Polski', uk: 'Українська', ru: 'Русский', tr: 'Türkçe', ar: 'العربية',
  he: 'עברית', hi: 'हिन्दी', id: 'Bahasa Indonesia', th: 'ไทย', vi: 'Tiếng Việt', ja: '日本語',
  ko: '한국어', 'zh-CN': '简体中文', 'zh-TW': '繁體中文',
};

/** Written right to left: the modal mirrors its layout for them. */
export const RTL_LOCALES: ReadonlySet<LocaleCode> = new Set(['ar', 'he']);

/** `locale` in the config: a code, or 'auto' for the browser's preferred languages. */
export const DEFAULT_LOCALE = 'auto';

/**
 * The supported locale closest to a list of BCP 47 tags (the browser's navigator.languages), in
 * order of preference: an exact match, then the language alone; Chinese goes by script or region
 * (Hant, TW, HK, MO are traditional). English when nothing matches.
 * @example
 * matchLocale(['pt-BR', 'en']); // 'pt'
 * matchLocale(['zh-HK']); // 'zh-TW'
 */
export function matchLocale(tags: readonly string[]): LocaleCode {
  for (const tag of tags) {
    const parts = tag.toLowerCase().split(/[-_]/);
    const language = parts[0];
    if (language === 'zh') return parts.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN';
    // iw is the old code of Hebrew, still found in some browsers' lists.
    const code = language === 'iw' ? 'he' : language;
    const found = LOCALES.find((locale) => locale === code);
    if (found) return found;
  }
  return 'en';
}
