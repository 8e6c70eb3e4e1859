// Public entry of @wallet-modal/server: start a server in-process, or build the app yourself.
export { createApp } from './app.js';
export { loadConfig, ConfigError } from './config/load.js';
export { configSchema, defaultAllowedOrigins, type Config, type ConfigInput } from './config/schema.js';
export { openDatabase } from './db/open.js';
export type { Database } from './db/types.js';
export { ApiError, embeddedApiErrors, type ErrorBody, type ErrorCode } from './errors.js';
export { embeddedConfigSchema, type EmbeddedConfig } from './embedded/config.js';
export { createSecureSiteApp } from './embedded/app.js';
export { originMatches, originAllowed } from './projects/patterns.js';
export type { PriceSource } from './prices/source.js';
export { startServer, closeOnSignals, type RunningServer } from './server.js';
// The JSON shapes of the endpoints live in @wallet-modal/schema/wire; these names are kept for importers.
export { apiErrors as errorCatalogue, type WalletEntry } from '@wallet-modal/schema/wire';
