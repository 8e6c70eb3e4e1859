// What the generated modal.ts imports from the kit: the adapters for the config's namespaces and the
// feature modules the config turns on, taken only from the kit's manifest (kit/manifest.json), so a
// generated app never imports what the kit does not export.

import { readFileSync } from 'node:fs';
import type { WalletModalConfig } from '@wallet-modal/schema';
import { resolveOptions } from '@wallet-modal/schema/resolve';
import { networksInCode } from '../networks/resolve.js';
import { kitManifestPath } from '../paths.js';

interface ManifestEntry {
  id: string;
  from: string;
  import: string;
  /** Namespaces it serves; the entry is used when the config lists a network of one of them. */
  namespaces?: string[];
}

interface AdapterEntry extends ManifestEntry {
  namespaces: string[];
  /** How modal.ts creates it, e.g. `evmAdapter()`. */
  call: string;
  /** A connector the config's connectorOrder must list (walletConnect). */
  connector?: string;
}

interface FeatureEntry extends ManifestEntry {
  /** How the CLI's notices name it: what a visitor would miss (e.g. 'e-mail login'). */
  label: string;
  /** The config's feature flag that turns it on. */
  flag?: string;
  /** The connect method the config's connectMethodsOrder must list. */
  connectMethod?: string;
  /** Ids of other feature entries: this one is emitted when any of them is (the embedded wallet, for e-mail). */
  when?: string[];
  /** How modal.ts creates it; `import()` by default. */
  call?: string;
  /** A config option that turns it on when set (siwx), for a feature that is not a flag. */
  option?: string;
  /** Config options it cannot work without (the embedded wallet's secureSiteUrl): unset, it is not emitted. */
  requires?: string[];
}

export interface KitManifest {
  adapters: AdapterEntry[];
  features: FeatureEntry[];
}

export interface KitImports {
  imports: { name: string; module: string }[];
  adapterCalls: string[];
  moduleCalls: string[];
  /** Namespaces the config lists that no adapter of this kit serves (listed, but they cannot connect). */
  unservedNamespaces: string[];
  /** Features the config turns on that are left out for a missing option: `{ id, label, missing }`. */
  unconfigured: { id: string; label: string; missing: string[] }[];
}

/** The manifest of the kit this CLI generates for. */
export function readKitManifest(path: string = kitManifestPath): KitManifest {
  return JSON.parse(readFileSync(path, 'utf8')) as KitManifest;
}

/**
 * @example
 * kitImports(config).adapterCalls; // ['evmAdapter()', 'walletConnectAdapter(config)']
 */
export function kitImports(config: WalletModalConfig, manifest: KitManifest = readKitManifest()): KitImports {
  const options = resolveOptions({ ...config, networks: networksInCode(config) });
  const namespaces = new Set<string>(options.networks.map((network) => network.chainNamespace));
  const serves = (entry: ManifestEntry) => !entry.namespaces || entry.namespaces.some((namespace) => namespaces.has(namespace));
  const flags: Record<string, boolean> = { ...options.features };
  const adapters = manifest.adapters.filter(
    (entry) => serves(entry) && (!entry.connector || (options.connectorOrder as readonly string[]).includes(entry.connector)),
  );
  const set = options as unknown as Record<string, unknown>;
  const missing = (entry: FeatureEntry) => (entry.requires ?? []).filter((key) => !set[key]);
  const configured = (entry: FeatureEntry) => missing(entry).length === 0;
  const wanted = (entry: FeatureEntry) =>
    serves(entry) &&
    (!entry.option || Boolean(set[entry.option])) &&
    (!entry.flag || flags[entry.flag] === true) &&
    (!entry.connectMethod || (options.connectMethodsOrder as readonly string[]).includes(entry.connectMethod));
  const on = new Set(manifest.features.filter((entry) => !entry.when && wanted(entry) && configured(entry)).map((entry) => entry.id));
  const features = manifest.features.filter((entry) => (entry.when ? serves(entry) && configured(entry) && entry.when.some((id) => on.has(id)) : on.has(entry.id)));
  return {
    imports: [...adapters, ...features].map((entry) => ({ name: entry.import, module: entry.from })),
    adapterCalls: adapters.map((entry) => entry.call),
    moduleCalls: features.map((entry) => entry.call ?? `${entry.import}()`),
    unservedNamespaces: [...namespaces].filter((namespace) => !manifest.adapters.some((entry) => entry.namespaces.includes(namespace))),
    // Only what the config turned on itself is worth a notice (a flag, an option, a connect method).
    unconfigured: manifest.features
      .filter((entry) => !entry.when && (entry.flag || entry.option || entry.connectMethod) && wanted(entry) && !configured(entry))
      .map((entry) => ({ id: entry.id, label: entry.label, missing: missing(entry) })),
  };
}
