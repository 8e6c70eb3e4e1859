// The interactive questions (@clack/prompts): project id, networks, features, theme mode, accent colour
// and language.

import * as p from '@clack/prompts';
import {
  DEFAULT_FEATURES,
  DEFAULT_LOCALE,
  DEFAULT_NETWORK,
  LOCALE_NAMES,
  LOCALES,
  DEFAULT_THEME_MODE,
  THEME_MODES,
  type FeatureName,
} from '@wallet-modal/schema';
import { CancelledError } from './errors.js';
import { networkCatalogue } from './networks/catalogue.js';

/** Unwraps a prompt's answer; Ctrl-C or Esc ends the run with a clear message and exit code 1. */
function answer<T>(value: T): Exclude<T, symbol> {
  if (p.isCancel(value)) throw new CancelledError();
  return value as Exclude<T, symbol>;
}

/**
 * The network question's options: mainnets, then testnets (each label starts with its group); built-in
 * networks first in each group, then viem's chains by name.
 * @example
 * networkOptions()[0]; // { value: 'eip155:1', label: 'mainnet  Ethereum', hint: 'eip155:1 · mainnet · ethereum' }
 */
export function networkOptions(): { value: string; label: string; hint: string }[] {
  const entries = [...networkCatalogue()].sort(
    (a, b) => Number(a.testnet) - Number(b.testnet) || Number(b.builtIn) - Number(a.builtIn) || (a.builtIn ? 0 : a.label.localeCompare(b.label)),
  );
  return entries.map((entry) => ({
    value: entry.id,
    label: `${entry.testnet ? 'testnet' : 'mainnet'}  ${entry.label}`,
    hint: [entry.id, ...entry.names].join(' · '),
  }));
}

/**
 * Every word typed must appear in the option (its group, name, id or viem names).
 * @example
 * matchesAllWords('base test', { value: 'eip155:84532', label: 'testnet  Base Sepolia' }); // true
 */
export function matchesAllWords(search: string, option: { value: string; label?: string; hint?: string }): boolean {
  const text = `${option.label ?? ''} ${option.hint ?? ''} ${option.value}`.toLowerCase();
  return search.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

export interface PromptDefaults {
  projectId?: string;
  networks?: string[];
  secureSiteUrl?: string;
}

/**
 * Asks for the config values; returns a config input for the schema to validate.
 * @example
 * const input = await askConfig({ projectId: flags.projectId });
 */
export async function askConfig(defaults: PromptDefaults): Promise<Record<string, unknown>> {
  const projectId =
    defaults.projectId ??
    answer(
      await p.text({
        message: 'Project id (from https://dashboard.reown.com, or a project on your own wallet-modal server)',
        validate: (value) => (value?.trim() ? undefined : 'A project id is required'),
      }),
    ).trim();
  const networks =
    defaults.networks ??
    answer(
      await p.autocompleteMultiselect({
        message: 'Networks: type to search (a name, an id such as eip155:84532, "testnet"), Tab to toggle',
        options: networkOptions(),
        filter: matchesAllWords,
        placeholder: 'e.g. base sepolia, local, solana',
        initialValues: [DEFAULT_NETWORK],
        maxItems: 12,
        required: true,
      }),
    );
  const featureNames = Object.keys(DEFAULT_FEATURES) as FeatureName[];
  const enabled = answer(
    await p.multiselect({
      message: 'Features',
      options: featureNames.map((name) => ({ value: name, label: name })),
      initialValues: featureNames.filter((name) => DEFAULT_FEATURES[name]),
      required: false,
    }),
  );
  // E-mail (and social) login run on the embedded wallet's secure site: without its URL they are left out.
  const secureSiteUrl = enabled.includes('email')
    ? (defaults.secureSiteUrl ??
      answer(
        await p.text({
          message: "E-mail login: your wallet-modal server's secure site URL (empty leaves e-mail and social login out)",
          placeholder: 'http://localhost:8788',
          validate: (value) => (!value?.trim() || URL.canParse(value.trim()) ? undefined : 'An http(s) URL, or empty'),
        }),
      )?.trim())
    : undefined;
  const themeMode = answer(
    await p.select({
      message: 'Theme mode',
      options: THEME_MODES.map((mode) => ({ value: mode, label: mode })),
      initialValue: DEFAULT_THEME_MODE,
    }),
  );
  const accent = answer(
    await p.text({ message: 'Accent colour (any CSS colour; empty keeps the default)', placeholder: 'hsla(230,100%,67%,1)' }),
  )?.trim();
  const locale = answer(
    await p.select({
      message: 'Language of the modal',
      options: [
        { value: DEFAULT_LOCALE, label: "auto: the visitor's browser language (English when not supported)" },
        ...LOCALES.map((code) => ({ value: code, label: `${LOCALE_NAMES[code]} (${code})` })),
      ],
      initialValue: DEFAULT_LOCALE,
    }),
  );
  return {
    projectId,
    networks,
    features: Object.fromEntries(featureNames.map((name) => [name, enabled.includes(name)])),
    themeMode,
    ...(secureSiteUrl ? { secureSiteUrl } : {}),
    ...(accent ? { themeVariables: { accent } } : {}),
    ...(locale !== DEFAULT_LOCALE ? { locale } : {}),
  };
}
