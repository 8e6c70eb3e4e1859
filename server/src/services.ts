// Everything a route needs, built once per server instance and passed in (no module-level state).
import { AnalyticsStore } from './analytics/store.js';
import { ChainRegistry } from './chains/registry.js';
import { clientAddressReader, type ClientAddress } from './client-address.js';
import { ConvertService } from './convert/service.js';
import type { Config } from './config/schema.js';
import type { Database } from './db/types.js';
import { EmbeddedService } from './embedded/service.js';
import { HistoryService } from './history/service.js';
import { ImageStore } from './images/store.js';
import { NameService } from './names/service.js';
import type { Logger } from './log.js';
import { OnrampService } from './onramp/service.js';
import { ProjectCache } from './projects/cache.js';
import { ProjectStore, type Project } from './projects/store.js';
import type { PriceSource } from './prices/source.js';
import { createPriceSource } from './prices/layered.js';
import { WalletStore } from './wallets/store.js';

export type Services = {
  config: Config;
  log: Logger;
  db: Database;
  projects: ProjectStore;
  projectCache: ProjectCache;
  wallets: WalletStore;
  images: ImageStore;
  analytics: AnalyticsStore;
  chains: ChainRegistry;
  prices: PriceSource;
  /** The name registry (/v1/profile/*), whose names are also the identity route's profile names. */
  names: NameService;
  /** Swaps (/v1/convert/*) on the chains with a swap provider; undefined when disabled. */
  convert: ConvertService | undefined;
  /** Account history: its index of the chains and the pages read from it. */
  history: HistoryService;
  /** On-ramp: the configured providers and the purchases started through them. */
  onramp: OnrampService;
  /** The client address of a request (per-IP limits), through the trusted proxies of the config. */
  clientAddress: ClientAddress;
  /** Where clients reach this server (icon URLs); set once the port is known. */
  baseUrl: string;
  /** The embedded wallet (e-mail login, sessions, shares, the secure site); undefined when disabled. */
  embedded: EmbeddedService | undefined;
};

export type AppEnv = { Variables: { project: Project } };

export function createServices(config: Config, log: Logger, db: Database): Services {
  const projects = new ProjectStore(db);
  const images = new ImageStore(db);
  const chains = new ChainRegistry(config);
  const prices = createPriceSource(config.prices, chains, log);
  return {
    config,
    log,
    db,
    projects,
    projectCache: new ProjectCache(projects),
    wallets: new WalletStore(db, images),
    images,
    analytics: new AnalyticsStore(db),
    chains,
    prices,
    convert: config.convert.enabled ? new ConvertService(config.convert, chains, prices) : undefined,
    history: new HistoryService(config, log, db, chains),
    onramp: new OnrampService(config.onramp, log, db),
    names: new NameService({ db, config: config.names, chains }),
    clientAddress: clientAddressReader(config.trustedProxies),
    baseUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
    embedded: config.embedded.enabled ? new EmbeddedService(config, log, db) : undefined,
  };
}
