// Every network the CLI can name: the kit's built-in catalogue (Solana, Bitcoin, the local chain and the
// popular EVM chains) and every EVM chain in `viem/chains`, each with its CAIP-2 id and the names a
// developer may type for it.

import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NETWORKS, type NetworkDefinition } from '@wallet-modal/schema';
import type { Chain } from 'viem';
import * as viemChains from 'viem/chains';

export interface CatalogueEntry {
  /** CAIP-2 id, what the config file stores. */
  id: string;
  /** The name the modal shows. */
  label: string;
  /** Names `--networks` accepts for it: the viem export names, or a camel-case name for a built-in network. */
  names: string[];
  testnet: boolean;
  /** Built into the kit's catalogue: the generated code names it by id and imports nothing. */
  builtIn: boolean;
  /** The `viem/chains` export the generated code imports (EVM chains outside the catalogue). */
  viemExport?: string;
  /** That export's chain. */
  chain?: Chain;
}

/** viem's export names it marks `@deprecated` (an old spelling of a chain it kept as an alias). */
function deprecatedViemNames(): Set<string> {
  try {
    const root = join(createRequire(import.meta.url).resolve('viem'), '../..');
    const text = readFileSync(join(root, '_types/chains/index.d.ts'), 'utf8');
    const names = [...text.matchAll(/\/\*\*\s*@deprecated[^*]*\*\/\s*(?:export\s*\{\s*)?(\w+)(?:\s+as\s+(\w+))?/g)];
    return new Set(names.map((match) => match[2] ?? match[1]!));
  } catch {
    return new Set();
  }
}

/** The export names of viem's chains per chain id, the preferred name first (not deprecated, then the shortest). */
function viemNamesById(): Map<number, { name: string; chain: Chain }[]> {
  const deprecated = deprecatedViemNames();
  const byId = new Map<number, { name: string; chain: Chain }[]>();
  for (const [name, value] of Object.entries(viemChains)) {
    const chain = value as Chain;
    if (!chain || typeof chain !== 'object' || typeof chain.id !== 'number' || typeof chain.name !== 'string') continue;
    const list = byId.get(chain.id) ?? [];
    byId.set(chain.id, [...list, { name, chain }]);
  }
  const rank = (name: string) => [deprecated.has(name) ? 1 : 0, name.length, name] as const;
  for (const list of byId.values()) {
    list.sort((a, b) => {
      const [da, la, na] = rank(a.name);
      const [db, lb, nb] = rank(b.name);
      return da - db || la - lb || (na < nb ? -1 : 1);
    });
  }
  return byId;
}

/** A camel-case name for a built-in network: 'Solana Devnet' → 'solanaDevnet'. */
function camelName(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('');
}

let cached: CatalogueEntry[] | undefined;

/**
 * Every network the CLI knows, built-in first; computed once.
 * @example
 * networkCatalogue().find((entry) => entry.id === 'eip155:84532')?.viemExport; // 'baseSepolia'
 */
export function networkCatalogue(): CatalogueEntry[] {
  if (cached) return cached;
  const viem = viemNamesById();
  const builtIn = (NETWORKS as readonly NetworkDefinition[]).map((network): CatalogueEntry => {
    const fromViem = network.chainNamespace === 'eip155' ? (viem.get(Number(network.id)) ?? []).map((entry) => entry.name) : [];
    return { id: network.caipNetworkId, label: network.name, names: [...new Set([...fromViem, camelName(network.name)])], testnet: network.testnet, builtIn: true };
  });
  const builtInIds = new Set(builtIn.map((entry) => entry.id));
  const others = [...viem.entries()]
    .filter(([id]) => !builtInIds.has(`eip155:${id}`))
    .map(([id, list]): CatalogueEntry => ({
      id: `eip155:${id}`,
      label: list[0]!.chain.name,
      names: list.map((entry) => entry.name),
      testnet: list[0]!.chain.testnet === true,
      builtIn: false,
      viemExport: list[0]!.name,
      chain: list[0]!.chain,
    }));
  cached = [...builtIn, ...others];
  return cached;
}

/**
 * The catalogue entry of a CAIP-2 id, if the kit or viem knows it.
 * @example
 * catalogueEntry('eip155:31337')?.label; // 'Local'
 */
export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return networkCatalogue().find((entry) => entry.id === id);
}
