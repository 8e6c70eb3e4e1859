// parseConfig: validates a config file's contents and reports every problem, never throwing.

import { configSchema, type WalletModalConfig } from './config.js';
import { toConfigIssues, type ConfigIssue } from './issues.js';

export type ParseConfigResult =
  | { success: true; config: WalletModalConfig }
  | { success: false; issues: ConfigIssue[] };

/**
 * Validates a parsed `wallet-modal.config.json` and applies the defaults.
 * @example
 * const result = parseConfig(JSON.parse(text));
 * if (!result.success) console.error(formatConfigIssues(result.issues));
 */
export function parseConfig(input: unknown): ParseConfigResult {
  const result = configSchema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, config: result.data };
  return { success: false, issues: toConfigIssues(configSchema, result.error.issues) };
}
