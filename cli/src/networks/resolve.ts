// Turns what a developer types for a network (a CAIP-2 id or a name, `eip155:84532` or `baseSepolia`)
// into the CAIP-2 id the config stores, and checks a config's EVM ids against viem's chain list.

import { closest, distance } from 'fastest-levenshtein';
import { isNetworkId, type ConfigIssue, type WalletModalConfig } from '@wallet-modal/schema';
import type { ChainInput } from '@wallet-modal/schema/networks';
import type { Chain } from 'viem';
import { CliError } from '../errors.js';
import { catalogueEntry, networkCatalogue, type CatalogueEntry } from './catalogue.js';

const CUSTOM_HINT = 'define it in customNetworks in wallet-modal.config.json (id, name, nativeCurrency, rpcUrls) and list its id in networks';

/** Up to three names or ids closest to `typed` (edit distance, case ignored), the closest first. */
function suggestions(typed: string): string[] {
  const lower = typed.toLowerCase();
  const candidates = networkCatalogue().flatMap((entry) => [entry.id, ...entry.names]);
  const scored = candidates.map((candidate) => ({ candidate, score: distance(lower, candidate.toLowerCase()) }));
  const limit = Math.max(2, Math.floor(typed.length / 3));
  const best = scored.filter(({ score }) => score <= limit).sort((a, b) => a.score - b.score || a.candidate.length - b.candidate.length);
  const picked = [...new Set(best.map(({ candidate }) => candidate))].slice(0, 3);
  // Always offer something for a long typo: the single closest candidate.
  return picked.length > 0 ? picked : [closest(typed, candidates)].filter((candidate) => distance(lower, candidate.toLowerCase()) <= typed.length / 2);
}

function describe(candidate: string): string {
  const entry = networkCatalogue().find((item) => item.id === candidate || item.names.includes(candidate));
  return entry && entry.id !== candidate ? `${candidate} (${entry.id}, ${entry.label})` : entry ? `${candidate} (${entry.label})` : candidate;
}

function byName(name: string): CatalogueEntry | undefined {
  const catalogue = networkCatalogue();
  const exact = catalogue.find((entry) => entry.names.includes(name));
  if (exact) return exact;
  const lower = name.toLowerCase();
  const matches = catalogue.filter((entry) => entry.names.some((item) => item.toLowerCase() === lower));
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * The CAIP-2 id of a network named on the command line: an id the kit, viem or `customIds` knows, or a
 * viem chain name (`baseSepolia`) or built-in network name (`solanaDevnet`, `local`).
 * @example
 * networkIdOf('baseSepolia'); // 'eip155:84532'
 * networkIdOf('eip155:31337'); // 'eip155:31337'
 */
export function networkIdOf(typed: string, customIds: readonly string[] = []): string {
  if (customIds.includes(typed) || catalogueEntry(typed)) return typed;
  // A Solana or Bitcoin id the kit does not build in: the schema asks for its customNetworks entry.
  if (isNetworkId(typed)) {
    if (typed.startsWith('eip155:')) throw unknownEvmNetwork(typed);
    return typed;
  }
  const named = byName(typed);
  if (named) return named.id;
  const close = suggestions(typed);
  const hint = close.length > 0 ? ` Did you mean ${close.map(describe).join(', or ')}?` : '';
  throw new CliError(
    `Unknown network "${typed}".${hint} Name a network by its CAIP-2 id (eip155:84532) or its viem name (baseSepolia); ` +
      `for a chain viem does not know, ${CUSTOM_HINT}.`,
  );
}

function unknownEvmNetwork(id: string): CliError {
  return new CliError(`${id} is not a chain viem knows: ${CUSTOM_HINT}.`);
}

/**
 * The EVM networks a config value lists that are neither built in, nor a chain viem knows, nor one of its
 * customNetworks, as config issues (the schema checks Solana and Bitcoin ids itself). Reads the raw
 * value, so these are reported beside the schema's own problems.
 * @example
 * unknownNetworkIssues({ networks: ['eip155:999999'] }); // [{ path: 'networks[0]', message: 'eip155:999999 is not a chain viem knows: …' }]
 */
export function unknownNetworkIssues(input: unknown): ConfigIssue[] {
  const value = (input && typeof input === 'object' ? input : {}) as { networks?: unknown; customNetworks?: unknown };
  const networks = Array.isArray(value.networks) ? value.networks : [];
  const custom = Array.isArray(value.customNetworks) ? (value.customNetworks as { id?: unknown }[]) : [];
  const customIds = new Set(custom.map((network) => network?.id));
  return networks.flatMap((id, index) =>
    typeof id === 'string' && isNetworkId(id) && id.startsWith('eip155:') && !customIds.has(id) && !catalogueEntry(id)
      ? [{ path: `networks[${index}]`, message: `${id} is not a chain viem knows: ${CUSTOM_HINT}` }]
      : [],
  );
}

/**
 * The viem chain (and its `viem/chains` export name) of each listed EVM network that is neither built in
 * nor custom: what the generated config defines, so the app's bundle carries only the chains it lists.
 * @example
 * viemChainsOf(config); // [{ id: 'eip155:84532', name: 'baseSepolia', chain: { id: 84532, … } }]
 */
export function viemChainsOf(config: Pick<WalletModalConfig, 'networks' | 'customNetworks'>): { id: string; name: string; chain: Chain }[] {
  const customIds = new Set((config.customNetworks ?? []).map((network) => network.id));
  return config.networks.flatMap((id) => {
    const entry = customIds.has(id) ? undefined : catalogueEntry(id);
    return entry?.viemExport && entry.chain ? [{ id, name: entry.viemExport, chain: entry.chain }] : [];
  });
}

/**
 * The config's networks as the kit takes them in code: an id, or the viem chain of an EVM network the
 * kit does not build in (what the generated config passes), so resolving them leaves none out.
 * @example
 * resolveOptions({ ...config, networks: networksInCode(config) });
 */
export function networksInCode(config: Pick<WalletModalConfig, 'networks' | 'customNetworks'>): (string | ChainInput)[] {
  const customIds = new Set((config.customNetworks ?? []).map((network) => network.id));
  return config.networks.map((id) => (customIds.has(id) ? id : (catalogueEntry(id)?.chain ?? id)));
}
