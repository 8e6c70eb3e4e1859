// Reduces a resolved config to what differs from the defaults (plus projectId and networks), so the
// config file and the generated config.ts stay short and say only what the developer chose.

import { CONFIG_KEYS, parseConfig, type WalletModalConfig } from '@wallet-modal/schema';

// customNetworks go with networks: a network of the app's own is listed by an id only its definition explains.
const ALWAYS = new Set<string>(['projectId', 'networks', 'customNetworks']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Keeps the entries of `value` that differ from `base`; undefined when none do. */
function changedEntries(value: Record<string, unknown>, base: Record<string, unknown>) {
  const changed = Object.entries(value).filter(([name, item]) => !same(item, base[name]));
  return changed.length > 0 ? Object.fromEntries(changed) : undefined;
}

/**
 * @example
 * minimalConfig(resolved); // { projectId: 'demo', networks: ['eip155:1'], features: { swaps: false } }
 */
export function minimalConfig(config: WalletModalConfig): Record<string, unknown> {
  // The baseline lists the same networks, so it needs their definitions: a Solana or Bitcoin id the kit does not build in is valid only beside its customNetworks entry.
  const baseline = parseConfig({ projectId: config.projectId, networks: config.networks, customNetworks: config.customNetworks });
  if (!baseline.success) throw new Error('a valid config always has a valid baseline');
  const defaults: Record<string, unknown> = baseline.config;
  const resolved: Record<string, unknown> = config;
  const entries = CONFIG_KEYS.filter((name) => name !== '$schema').flatMap((name) => {
    const value = resolved[name];
    const base = defaults[name];
    if (ALWAYS.has(name)) return value === undefined ? [] : [[name, value]];
    if (isRecord(value) && isRecord(base)) {
      const changed = changedEntries(value, base);
      return changed ? [[name, changed]] : [];
    }
    return value === undefined || same(value, base) ? [] : [[name, value]];
  });
  return Object.fromEntries(entries);
}
