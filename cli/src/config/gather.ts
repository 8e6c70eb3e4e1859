// Builds the app's config from --config, flags or prompts, validates it, and renders the config file.

import { DEFAULT_NETWORK, type WalletModalConfig } from '@wallet-modal/schema';
import { CliError } from '../errors.js';
import { networkIdOf } from '../networks/resolve.js';
import { askConfig } from '../prompts.js';
import { configFileText, readConfigInput, validateConfig } from './configFile.js';
import { minimalConfig } from './minimalConfig.js';

export interface ConfigFlags {
  /** A config file to start from. */
  config?: string;
  projectId?: string;
  /** Comma-separated CAIP-2 ids or network names (eip155:84532, baseSepolia). */
  networks?: string;
  /** The embedded wallet's secure site (e-mail and social login need it). */
  secureSiteUrl?: string;
}

export interface GatheredConfig {
  config: WalletModalConfig;
  /** The text of wallet-modal.config.json to write. */
  fileText: string;
}

const MISSING_PROJECT_ID =
  'A project id is required and there is no terminal to ask for it: pass --project-id <id> ' +
  '(from https://dashboard.reown.com, or a project on your own wallet-modal server), or --config <file>.';

/** The ids a config file defines in customNetworks, so --networks may name them. */
function customNetworkIds(file: Record<string, unknown>): string[] {
  const custom = Array.isArray(file.customNetworks) ? (file.customNetworks as unknown[]) : [];
  return custom.flatMap((entry) => (entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string' ? [(entry as { id: string }).id] : []));
}

/** Flag values that override the file or the questions. */
function flagValues(flags: ConfigFlags, customIds: readonly string[] = []) {
  // Ids or names (eip155:84532, baseSepolia); the config stores ids.
  const networks = flags.networks
    ?.split(',')
    .map((typed) => typed.trim())
    .filter(Boolean)
    .map((typed) => networkIdOf(typed, customIds));
  return {
    ...(flags.projectId && { projectId: flags.projectId }),
    ...(networks && { networks }),
    ...(flags.secureSiteUrl && { secureSiteUrl: flags.secureSiteUrl }),
  };
}

/**
 * Resolves the config: from `--config` (flags override it), else from prompts when `interactive`,
 * else from flags alone. Throws a CliError listing every problem when the result is invalid.
 * @example
 * const { config, fileText } = await gatherConfig({ projectId: 'demo' }, false);
 */
export async function gatherConfig(flags: ConfigFlags, interactive: boolean): Promise<GatheredConfig> {
  if (flags.config) {
    const file = readConfigInput(flags.config);
    const input = { ...file, ...flagValues(flags, customNetworkIds(file)) };
    return { config: validateConfig(input, flags.config), fileText: configFileText(input) };
  }
  const overrides = flagValues(flags);
  let input: Record<string, unknown>;
  if (interactive) {
    input = await askConfig(overrides);
  } else {
    if (!overrides.projectId) throw new CliError(MISSING_PROJECT_ID);
    input = { networks: [DEFAULT_NETWORK], ...overrides };
  }
  const config = validateConfig(input, interactive ? 'your answers' : 'the flags');
  return { config, fileText: configFileText(minimalConfig(config)) };
}
