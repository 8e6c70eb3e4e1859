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
  NETWORKS,
  THEME_MODES,
  type FeatureName,
  type NetworkDefinition,
} from '@wallet-modal/schema';
import { CancelledError } from './errors.js';

/** Unwraps a prompt's answer; Ctrl-C or Esc ends the run with a clear message and exit code 1. */
function answer<T>(value: T): Exclude<T, symbol> {
  if (p.isCancel(value)) throw new CancelledError();
  return value as Exclude<T, symbol>;
}

const FAMILIES: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
};

function networkOptions() {
  const groups: Record<string, { value: string; label: string; hint?: string }[]> = {};
  for (const network of NETWORKS as readonly NetworkDefinition[]) {
    const group = FAMILIES[network.chainNamespace] ?? network.chainNamespace;
    (groups[group] ??= []).push({ value: network.caipNetworkId, label: network.name, hint: network.caipNetworkId });
  }
  return groups;
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
      await p.groupMultiselect({
        message: 'Networks (space to toggle). Only EVM networks connect for now.',
        options: networkOptions(),
        initialValues: [DEFAULT_NETWORK],
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
