// Starts the secure site's listener beside the API's: its own port, hence its own origin.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config/schema.js';
import { listenError } from '../listen-error.js';
import type { Services } from '../services.js';
import { createSecureSiteApp } from './app.js';
import type { EmbeddedService } from './service.js';

const DEFAULT_PORT = 8788;

export type SecureSiteListener = { url: string; http: ServerType };

/** The configured port; a server on a free port (0) gets its secure site on a free port too. */
export const secureSitePort = (config: Config) => config.embedded.secureSite.port ?? (config.port === 0 ? 0 : DEFAULT_PORT);

export async function startSecureSite(s: Services, e: EmbeddedService): Promise<SecureSiteListener> {
  const host = e.config.secureSite.host ?? s.config.host;
  const app = createSecureSiteApp(s, e);
  let http: ServerType | undefined;
  const wanted = secureSitePort(s.config);
  const port = await new Promise<number>((resolve, reject) => {
    http = serve({ fetch: app.fetch, port: wanted, hostname: host }, (info: AddressInfo) => resolve(info.port));
    http.once('error', (error) => reject(listenError(error, { port: 'embedded.secureSite.port', host: 'embedded.secureSite.host' }, host, wanted)));
  });
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  e.siteUrl = (e.config.secureSite.publicUrl ?? url).replace(/\/$/, '');
  e.siteOrigins = [...new Set([new URL(e.siteUrl).origin, url])];
  return { url: e.siteUrl, http: http! };
}
