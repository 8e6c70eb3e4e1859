// Builds the app's config from --config, flags or prompts, validates it, and renders the config file.

import { DEFAULT_NETWORK, type WalletModalConfig } from '@wallet-modal/schema';
import { CliError } from '../errors.js';
import { askConfig } from '../prompts.js';
import { configFileText, readConfigInput, validateConfig } from './configFile.js';
import { minimalConfig } from './minimalConfig.js';

export interface ConfigFlags {
  /** A config file to start from. */
  config?: string;
  projectId?: string;
  /** Comma-separated CAIP-2 ids. */
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

/** Flag values that override the file or the questions. */
function flagValues(flags: ConfigFlags) {
  const networks = flags.networks
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
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
  const overrides = flagValues(flags);
  if (flags.config) {
    const input = { ...readConfigInput(flags.config), ...overrides };
    return { config: validateConfig(input, flags.config), fileText: configFileText(input) };
  }
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
