// The asset images the server knows without being told (GET /public/getAssetImage/{id}): the spec's
// networks by CAIP-2 id (eip155 ones by bare chain id too), the chain namespaces, and the connector types.
import { connectorGlyphs } from './connector-glyphs.js';
import { lettermarkSvg } from './lettermark.js';
import type { Image } from './store.js';

type Mark = { name: string; letters: string; colour: string };

/** Spec §3's networks. Testnets share their family's letters on a muted colour. */
const networks: Record<string, Mark> = {
  'eip155:1': { name: 'Ethereum', letters: 'ETH', colour: '#627EEA' },
  'eip155:10': { name: 'OP Mainnet', letters: 'OP', colour: '#FF0420' },
  'eip155:56': { name: 'BNB Smart Chain', letters: 'BNB', colour: '#F0B90B' },
  'eip155:137': { name: 'Polygon', letters: 'POL', colour: '#8247E5' },
  'eip155:8453': { name: 'Base', letters: 'BASE', colour: '#0052FF' },
  'eip155:42161': { name: 'Arbitrum One', letters: 'ARB', colour: '#213147' },
  'eip155:11155111': { name: 'Sepolia', letters: 'SEP', colour: '#8A93A6' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { name: 'Solana', letters: 'SOL', colour: '#9945FF' },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': { name: 'Solana Devnet', letters: 'SOL', colour: '#8A93A6' },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': { name: 'Solana Testnet', letters: 'SOL', colour: '#8A93A6' },
  'bip122:000000000019d6689c085ae165831e93': { name: 'Bitcoin', letters: 'BTC', colour: '#F7931A' },
  'bip122:000000000933ea01ad0ee984209779ba': { name: 'Bitcoin Testnet', letters: 'BTC', colour: '#8A93A6' },
};

/** Spec §3's namespaces, for a chain the client knows only by its family. */
const namespaces: Record<string, Mark> = {
  eip155: { name: 'EVM', letters: 'EVM', colour: '#627EEA' },
  solana: { name: 'Solana', letters: 'SOL', colour: '#9945FF' },
  bip122: { name: 'Bitcoin', letters: 'BTC', colour: '#F7931A' },
  polkadot: { name: 'Polkadot', letters: 'DOT', colour: '#E6007A' },
  cosmos: { name: 'Cosmos', letters: 'ATOM', colour: '#2E3148' },
};

/** Every id served without a stored image, for documentation and tests. */
export const builtinAssetIds = [...Object.keys(networks), ...Object.keys(namespaces), ...Object.keys(connectorGlyphs)];

/** The id an image is stored under: a bare number is an eip155 chain id ("1" -> "eip155:1"). */
export function assetKey(id: string): string {
  return /^[0-9]{1,12}$/.test(id) ? `eip155:${id}` : id;
}

/**
 * @example
 * builtinAssetImage('eip155:1') // { contentType: 'image/svg+xml', body: '<svg …>ETH</svg>' }
 * builtinAssetImage('WALLET_CONNECT') // the two-links glyph
 */
export function builtinAssetImage(key: string): Image | undefined {
  const glyph = connectorGlyphs[key.toUpperCase() as keyof typeof connectorGlyphs];
  if (glyph) return { contentType: 'image/svg+xml', body: glyph };
  const mark = Object.hasOwn(networks, key) ? networks[key] : Object.hasOwn(namespaces, key) ? namespaces[key] : undefined;
  return mark && { contentType: 'image/svg+xml', body: lettermarkSvg({ text: mark.name, letters: mark.letters, colour: mark.colour }) };
}
