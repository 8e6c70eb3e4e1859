// Reads, validates and writes wallet-modal.config.json.

import { existsSync, readFileSync } from 'node:fs';
import { formatConfigIssues, parseConfig, type WalletModalConfig } from '@wallet-modal/schema';
import { CliError } from '../errors.js';
import { unknownNetworkIssues } from '../networks/resolve.js';

export const CONFIG_FILE = 'wallet-modal.config.json';
/** Where the JSON Schema sits once the app installed its dependencies; editors use it to complete the file. */
export const SCHEMA_REF = './node_modules/@wallet-modal/schema/config.schema.json';

/**
 * Validates a config value (the schema, then its EVM ids against viem's chains); a bad one throws a
 * CliError listing every problem with its path.
 * @example
 * validateConfig({ projectId: 'demo', networks: ['eip155:1'] }, 'flags');
 */
export function validateConfig(input: unknown, source: string): WalletModalConfig {
  const result = parseConfig(input);
  const networkIssues = unknownNetworkIssues(input);
  if (result.success && networkIssues.length === 0) return result.config;
  const issues = [...(result.success ? [] : result.issues), ...networkIssues];
  throw new CliError(`${formatConfigIssues(issues, source)}\nFix these and run the command again; nothing was written.`);
}

/**
 * Reads and parses a config file without validating it.
 * @example
 * readConfigInput('wallet-modal.config.json'); // { projectId: …, networks: … }
 */
export function readConfigInput(file: string): Record<string, unknown> {
  if (!existsSync(file)) throw new CliError(`${file} not found: pass --config <file>, or --project-id to create one.`);
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected a JSON object');
    return value as Record<string, unknown>;
  } catch (error) {
    throw new CliError(`${file} is not valid JSON (${(error as Error).message}); fix it and run the command again.`);
  }
}

/**
 * The config file's text: `$schema` first (the given one, else the installed package's), then the values.
 * @example
 * configFileText({ projectId: 'demo', networks: ['eip155:1'] });
 */
export function configFileText(values: Record<string, unknown>): string {
  const { $schema = SCHEMA_REF, ...rest } = values;
  return `${JSON.stringify({ $schema, ...rest }, null, 2)}\n`;
}
