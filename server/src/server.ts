// Starts and stops one server instance: database, seed data, HTTP listener, graceful shutdown.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import type { Config } from './config/schema.js';
import { openDatabase } from './db/open.js';
import type { Database } from './db/types.js';
import { startSecureSite } from './embedded/listener.js';
import { checkEmbeddedStart } from './embedded/start-checks.js';
import { listenError } from './listen-error.js';
import { createLogger, type Logger } from './log.js';
import { trustDefaultsWarning } from './projects/trusted.js';
import { seed } from './seed.js';
import { createServices, type Services } from './services.js';

export type RunningServer = {
  url: string;
  port: number;
  /** The embedded wallet's secure site (its pages and /embedded/v1 API); undefined when embedded.enabled is false. */
  secureSiteUrl: string | undefined;
  services: Services;
  close(): Promise<void>;
};

const DRAIN_MS = 10_000;

/**
 * @example
 * const server = await startServer(loadConfig({ env: process.env }));
 * console.log(server.url); // http://127.0.0.1:8787
 * await server.close();
 */
export async function startServer(
  config: Config,
  log: Logger = createLogger(config.logLevel),
  /** An opened, migrated database to use instead of config.database (tests); closed with the server. */
  database?: Database,
): Promise<RunningServer> {
  checkEmbeddedStart(config);
  const db = database ?? (await openDatabase(config.database));
  const services = createServices(config, log, db);
  let http: ServerType | undefined;
  let site: ServerType | undefined;
  try {
    await seed(services);
    const app = createApp(services);
    const port = await new Promise<number>((resolve, reject) => {
      http = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => resolve(info.port));
      http.once('error', (error) => reject(listenError(error, { port: 'port', host: 'host' }, config.host, config.port)));
    });
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    if (!config.publicUrl) services.baseUrl = url;
    const secureSite = services.embedded && (await startSecureSite(services, services.embedded));
    site = secureSite?.http;
    services.history.indexer.start();
    const trustWarning = trustDefaultsWarning(config);
    if (trustWarning) log.warn(trustWarning);
    log.info({ url, secureSiteUrl: secureSite?.url, database: db.engine, chains: services.chains.all().map((c) => c.config.id) }, 'wallet-modal-server listening');
    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      secureSiteUrl: secureSite?.url,
      services,
      close: () => (closing ??= shutdown([http!, ...(site ? [site] : [])], services)),
    };
  } catch (error) {
    http?.close();
    site?.close();
    services.embedded?.close();
    await db.close();
    throw error;
  }
}

/** Stops accepting connections, lets in-flight requests finish (bounded), then closes the database. */
async function shutdown(listeners: ServerType[], s: Services): Promise<void> {
  const servers = listeners as import('node:http').Server[];
  const closed = Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  s.embedded?.stopping.abort(); // long polls answer now instead of holding the drain
  // Keep-alive sockets become idle as their last response ends: close them as they do.
  const closeIdle = () => servers.forEach((server) => server.closeIdleConnections());
  const idle = setInterval(closeIdle, 50);
  closeIdle();
  const timer = setTimeout(() => servers.forEach((server) => server.closeAllConnections()), DRAIN_MS);
  await s.history.indexer.stop(); // before the database closes: it writes there
  await closed;
  clearInterval(idle);
  clearTimeout(timer);
  s.embedded?.close();
  await s.db.close();
  s.log.info('wallet-modal-server stopped');
}

/** SIGTERM / SIGINT close the server gracefully; a second signal exits at once. */
export function closeOnSignals(server: RunningServer, log: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
