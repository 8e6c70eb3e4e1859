// The texts the modal shows, in the active locale. English is the source: each feature defines its
// English texts beside its view (they load with its chunk); a locale file holds every translation, by
// key, and loads only when that locale is chosen. Plurals and numbers go by the platform's Intl.

import { atom } from 'nanostores';
import { RTL_LOCALES, type LocaleCode } from '@wallet-modal/schema/locales';
import type { PluralText } from '@wallet-modal/schema/resolve';

export type { PluralText };

/** A locale's texts: key (namespace.name) → text with {placeholders}, or plural forms. */
export type LocaleMessages = Readonly<Record<string, string | PluralText>>;

export interface ActiveLocale {
  code: LocaleCode;
  dir: 'ltr' | 'rtl';
  messages: LocaleMessages;
}

/** The active locale; views re-render when it changes. One per page: a page speaks one language. */
export const $locale = atom<ActiveLocale>({ code: 'en', dir: 'ltr', messages: {} });

/** Sets the active locale's texts (already loaded). */
export function applyLocale(code: LocaleCode, messages: LocaleMessages): void {
  // English without overrides, the usual start: nothing changes, nothing renders again.
  const current = $locale.get();
  if (code === current.code && Object.keys(messages).length === 0 && Object.keys(current.messages).length === 0) return;
  $locale.set({ code, dir: RTL_LOCALES.has(code) ? 'rtl' : 'ltr', messages });
}

type Value = string | number;
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
type Values<S extends string> = { readonly [Name in Placeholders<S>]: Value };
type Entry<S> = S extends string
  ? [Placeholders<S>] extends [never]
    ? string
    : (values: Values<S>) => string
  : S extends PluralText
    ? (values: Values<S['other']> & { readonly count: number }) => string
    : never;

/** English source texts of one namespace. */
export type TextSource = Readonly<Record<string, string | PluralText>>;
/** A namespace's texts in the active locale: plain texts are strings, texts with values are functions. */
export type Texts<T extends TextSource> = { readonly [Key in keyof T]: Entry<T[Key]> };

const SOURCE = Symbol('wallet-modal texts source');

/**
 * Declares a namespace's English texts and returns them as read in the active locale, falling back to
 * English for a key the locale lacks. `{name}` marks a placeholder; an object of Intl.PluralRules
 * categories is a plural, chosen by `count`.
 * @example
 * const texts = defineTexts('send', { form: 'Send tokens', sent: 'Transaction sent: {hash}' });
 * texts.form; // 'Send tokens', or 'Enviar tokens' once Spanish is active
 * texts.sent({ hash: '0xab…' });
 */
export function defineTexts<const T extends TextSource>(namespace: string, source: T): Texts<T> {
  const texts = {};
  Object.defineProperty(texts, SOURCE, { value: { namespace, source } });
  for (const [name, english] of Object.entries(source)) {
    const key = namespace ? `${namespace}.${name}` : name;
    const read = () => $locale.get().messages[key] ?? english;
    const getter =
      typeof english === 'object'
        ? () => (values: Record<string, Value> & { count: number }) => format(pluralForm(read(), values.count), values)
        : /\{\w+\}/.test(english)
          ? () => (values: Record<string, Value>) => format(read() as string, values)
          : () => read() as string;
    Object.defineProperty(texts, name, { get: getter, enumerable: true });
  }
  return texts as Texts<T>;
}

/**
 * A plain text of a `defineTexts` result picked by a name built from data (a payment method's id, a
 * status), or undefined when it has none by that name.
 * @example
 * textNamed(texts, `status_${purchase.status}`) ?? purchase.status;
 */
export function textNamed(texts: object, name: string): string | undefined {
  if (!Object.hasOwn(texts, name)) return undefined;
  const text: unknown = (texts as Record<string, unknown>)[name];
  return typeof text === 'string' ? text : undefined;
}

/** The namespace and English source a `defineTexts` result was made from: the catalogue reads them. */
export function sourceOf(texts: object): { namespace: string; source: TextSource } {
  return (texts as { [SOURCE]: { namespace: string; source: TextSource } })[SOURCE];
}

function pluralForm(text: string | PluralText, count: number): string {
  if (typeof text === 'string') return text;
  const category = new Intl.PluralRules($locale.get().code).select(count) as keyof PluralText;
  return text[category] ?? text.other;
}

/**
 * Fills a text's `{placeholders}`; numbers are written the locale's way.
 * @example
 * format('Continue in {name}', { name: 'MetaMask' }); // 'Continue in MetaMask'
 */
export function format(text: string, values: Readonly<Record<string, Value>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat($locale.get().code).format(value) : value;
  });
}
