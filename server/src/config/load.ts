// Reads the config file (CONFIG or --config), applies env overrides, validates with zod.
// Env wins over the file so one image can run anywhere: PORT, HOST, DATABASE_URL, LOG_LEVEL, PGLITE_DIR,
// TRUSTED_PROXIES (comma-separated), WALLET_MODAL_MASTER_KEY, WALLET_MODAL_MODE (development | production).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { configSchema, type Config, type ConfigInput } from './schema.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type LoadConfigParameters = { path?: string | undefined; env?: NodeJS.ProcessEnv; overrides?: ConfigInput };

/**
 * @example
 * const config = loadConfig({ path: 'server.config.json', env: process.env });
 */
export function loadConfig({ path, env = process.env, overrides = {} }: LoadConfigParameters = {}): Config {
  const file = path ?? env.CONFIG;
  const fromFile = file ? readJson(file) : {};
  const merged: Record<string, unknown> = { ...fromFile, ...overrides };
  const database = { ...(merged.database as object | undefined) } as Record<string, unknown>;
  if (env.WALLET_MODAL_MODE) merged.mode = env.WALLET_MODAL_MODE;
  if (env.PORT) merged.port = Number(env.PORT);
  if (env.HOST) merged.host = env.HOST;
  if (env.LOG_LEVEL) merged.logLevel = env.LOG_LEVEL;
  if (env.TRUSTED_PROXIES) merged.trustedProxies = env.TRUSTED_PROXIES.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (env.DATABASE_URL) database.url = env.DATABASE_URL;
  if (env.PGLITE_DIR) database.pgliteDir = env.PGLITE_DIR;
  merged.database = database;
  if (env.WALLET_MODAL_MASTER_KEY) merged.embedded = { ...(merged.embedded as object | undefined), masterKey: env.WALLET_MODAL_MASTER_KEY };
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) throw new ConfigError(`Invalid server config${file ? ` (${file})` : ''}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function readJson(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new ConfigError(`Cannot read config file ${file}: ${(cause as Error).message}`);
  }
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (cause) {
    throw new ConfigError(`Config file ${file} is not valid JSON: ${(cause as Error).message}`);
  }
}
