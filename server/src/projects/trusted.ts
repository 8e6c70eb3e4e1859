// The origins the embedded wallet trusts with a security decision: who may frame the secure pages, which top
// origin a passkey ceremony may run under. Only what the operator listed: wildcard conveniences never by default.
import { convenienceOrigins, localhostOrigins, type Config } from '../config/schema.js';
import type { Project } from './store.js';

/**
 * The project's own origins; plus localhost (any port) in development mode when the server's defaults are on;
 * plus each hosting convenience the operator named in `origins.trustDefaults`. The spec's wildcard defaults
 * (allowedOrigins in guard.ts) only open the public API's CORS, which guards no key.
 *
 * @example
 * trustedOrigins(s.config, project) // ['https://app.example.com'] in production with no trustDefaults
 */
export function trustedOrigins(config: Pick<Config, 'mode' | 'origins'>, project: Pick<Project, 'origins'>): string[] {
  const localhost = config.mode === 'development' && config.origins.includeDefaults ? localhostOrigins : [];
  const named = config.origins.trustDefaults.map((name) => convenienceOrigins[name]);
  return [...new Set([...project.origins, ...localhost, ...named])];
}

/** Why a production server should not trust the named conveniences; logged once at start (server.ts). */
export function trustDefaultsWarning(config: Pick<Config, 'mode' | 'origins'>): string | undefined {
  if (config.mode !== 'production' || !config.origins.trustDefaults.length) return undefined;
  return `origins.trustDefaults names ${config.origins.trustDefaults.join(', ')}: any page hosted there may frame the embedded wallet and run its passkey ceremonies. List your app's exact origins on the project instead`;
}
