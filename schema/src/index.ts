// @wallet-modal/schema: the config schema, its types and parser, plus the plain defaults and network catalogue.

export { CONFIG_KEYS, configSchema, PROJECT_ID_MESSAGE, type WalletModalConfig, type WalletModalConfigInput } from './config.js';
export { HTTP_URL_MESSAGE } from './fields.js';
export { formatConfigIssues, formatPath, type ConfigIssue } from './issues.js';
export { parseConfig, type ParseConfigResult } from './parse.js';
export { THEME_TOKENS } from './theme.js';
export * from './defaults.js';
export * from './locales.js';
export * from './networks.js';
