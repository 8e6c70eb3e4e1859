// One chunk per locale, fetched only when that locale is chosen (load.ts fetches this table first).

import type { LocaleCode } from '@wallet-modal/schema/locales';
import type { LocaleMessages } from './texts.js';

type Loader = () => Promise<{ default: LocaleMessages }>;

export const LOADERS: Record<Exclude<LocaleCode, 'en'>, Loader> = {
  es: () => import('./locales/es.js'),
  pt: () => import('./locales/pt.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  it: () => import('./locales/it.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  uk: () => import('./locales/uk.js'),
  ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  th: () => import('./locales/th.js'),
  vi: () => import('./locales/vi.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
};

