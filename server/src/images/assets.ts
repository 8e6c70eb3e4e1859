// The asset images the server knows without being told (GET /public/getAssetImage/{id}): the spec's
// networks by CAIP-2 id (eip155 ones by bare chain id too), the chain namespaces, and the connector types.
// Networks and namespaces are drawn with the @web3icons/core artwork named by `icon`; the lettermark is the
// fallback when the set lacks it.
import { connectorGlyphs } from './connector-glyphs.js';
import { lettermarkSvg } from './lettermark.js';
import { libraryIcon } from './library.js';
import type { Image } from './store.js';

type Mark = { name: string; letters: string; colour: string; icon?: string };

/** Spec §3's networks. Testnets share their family's letters on a muted colour, and its artwork. */
const networks: Record<string, Mark> = {
  'eip155:1': { name: 'Ethereum', letters: 'ETH', colour: '#627EEA', icon: 'ethereum' },
  'eip155:10': { name: 'OP Mainnet', letters: 'OP', colour: '#FF0420', icon: 'optimism' },
  'eip155:56': { name: 'BNB Smart Chain', letters: 'BNB', colour: '#F0B90B', icon: 'binance-smart-chain' },
  'eip155:137': { name: 'Polygon', letters: 'POL', colour: '#8247E5', icon: 'polygon' },
  'eip155:8453': { name: 'Base', letters: 'BASE', colour: '#0052FF', icon: 'base' },
  'eip155:42161': { name: 'Arbitrum One', letters: 'ARB', colour: '#213147', icon: 'arbitrum-one' },
  'eip155:11155111': { name: 'Sepolia', letters: 'SEP', colour: '#8A93A6', icon: 'ethereum' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { name: 'Solana', letters: 'SOL', colour: '#9945FF', icon: 'solana' },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': { name: 'Solana Devnet', letters: 'SOL', colour: '#8A93A6', icon: 'solana' },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': { name: 'Solana Testnet', letters: 'SOL', colour: '#8A93A6', icon: 'solana' },
  'bip122:000000000019d6689c085ae165831e93': { name: 'Bitcoin', letters: 'BTC', colour: '#F7931A', icon: 'bitcoin' },
  'bip122:000000000933ea01ad0ee984209779ba': { name: 'Bitcoin Testnet', letters: 'BTC', colour: '#8A93A6', icon: 'bitcoin' },
};

/** Spec §3's namespaces, for a chain the client knows only by its family. */
const namespaces: Record<string, Mark> = {
  eip155: { name: 'EVM', letters: 'EVM', colour: '#627EEA', icon: 'ethereum' },
  solana: { name: 'Solana', letters: 'SOL', colour: '#9945FF', icon: 'solana' },
  bip122: { name: 'Bitcoin', letters: 'BTC', colour: '#F7931A', icon: 'bitcoin' },
  polkadot: { name: 'Polkadot', letters: 'DOT', colour: '#E6007A', icon: 'polkadot' },
  cosmos: { name: 'Cosmos', letters: 'ATOM', colour: '#2E3148', icon: 'cosmos-hub' },
};

/** Every id served without a stored image, for documentation and tests. */
export const builtinAssetIds = [...Object.keys(networks), ...Object.keys(namespaces), ...Object.keys(connectorGlyphs)];

/** The id an image is stored under: a bare number is an eip155 chain id ("1" -> "eip155:1"). */
export function assetKey(id: string): string {
  return /^[0-9]{1,12}$/.test(id) ? `eip155:${id}` : id;
}

/**
 * @example
 * await builtinAssetImage('eip155:1') // { contentType: 'image/svg+xml', body: '<svg …>' } (the Ethereum diamond)
 * await builtinAssetImage('WALLET_CONNECT') // the WalletConnect logo
 */
export async function builtinAssetImage(key: string): Promise<Image | undefined> {
  const glyphKey = key.toUpperCase() as keyof typeof connectorGlyphs;
  if (Object.hasOwn(connectorGlyphs, glyphKey)) {
    const logo = glyphKey === 'WALLET_CONNECT' ? await libraryIcon('wallet', 'wallet-connect') : undefined;
    return { contentType: 'image/svg+xml', body: logo ?? connectorGlyphs[glyphKey] };
  }
  const mark = Object.hasOwn(networks, key) ? networks[key] : Object.hasOwn(namespaces, key) ? namespaces[key] : undefined;
  if (!mark) return undefined;
  const art = mark.icon ? await libraryIcon('network', mark.icon) : undefined;
  return { contentType: 'image/svg+xml', body: art ?? lettermarkSvg({ text: mark.name, letters: mark.letters, colour: mark.colour }) };
}

/** Whether the server draws `key` itself (a network, namespace or connector type it knows). */
export function isBuiltinAsset(key: string): boolean {
  return Object.hasOwn(connectorGlyphs, key.toUpperCase()) || Object.hasOwn(networks, key) || Object.hasOwn(namespaces, key);
}
