// Chooses the modal's locale (the config's, or the browser's preferred languages) and loads its texts:
// each locale is a chunk of its own, fetched only when chosen, so English pages load no translation.

import { matchLocale, type LocaleCode } from '@wallet-modal/schema/locales';
import type { TextOverrides } from '@wallet-modal/schema/resolve';
import { applyLocale, type LocaleMessages } from './texts.js';

/** The config's locale, or for 'auto' the browser's closest supported language (English without one). */
export function chooseLocale(setting: LocaleCode | 'auto'): LocaleCode {
  if (setting !== 'auto') return setting;
  if (typeof navigator === 'undefined') return 'en';
  return matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

let loading: Promise<void> = Promise.resolve();
let latest = 0;

/**
 * Makes `setting` the active locale, with the app's own wording over the kit's. Resolves once the
 * texts are in; a failed load (a chunk the network lost) keeps English and says so in the console.
 * @example
 * await setLocale('fr', { fr: { 'title.Connect': 'Se connecter' } });
 */
export function setLocale(setting: LocaleCode | 'auto', overrides: TextOverrides = {}): Promise<void> {
  const code = chooseLocale(setting);
  const call = ++latest;
  // Overrides are checked against the key list (a chunk of its own, fetched only for apps that have some).
  const checked = Object.keys(overrides).length
    ? Promise.all([import('./shapes.js'), import('./keys.js')]).then(([shapes, keys]) => shapes.validOverrides(overrides, keys.TEXT_KEYS), () => overrides)
    : Promise.resolve<TextOverrides>({});
  const apply = async (applied: LocaleCode, messages: LocaleMessages) => {
    const own = await checked;
    if (call === latest) applyLocale(applied, { ...messages, ...own[applied] });
  };
  // The table of locale chunks is a chunk too: an English page fetches neither.
  const load = code === 'en' ? Promise.resolve({}) : import('./loaders.js').then(({ LOADERS }) => LOADERS[code]()).then((loaded) => loaded.default);
  loading = load.then(
    (messages) => apply(code, messages),
    (error: unknown) => {
      console.error(`[wallet-modal] The ${code} texts could not be loaded (${String(error)}); the modal shows English.`);
      return apply('en', {});
    },
  );
  return loading;
}

/**
 * A chunk's module once the active locale's texts are in too, so what it renders never flashes English.
 * @example
 * lazyModule(() => withLocale(import('../views/shell/ModalRoot.js')));
 */
export function withLocale<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loading]).then(([loaded]) => loaded);
}
