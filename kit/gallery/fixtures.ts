// Sample data for the gallery's scenarios: wallets with data-URI SVG icons (no network request),
// a dev address, and directory entries, so every view can be shown full, long and crowded.
import type { WalletEntry } from '../src/core/api/directory.js';
import type { Connector } from '../src/core/types.js';

/** A flat, text-free SVG icon (text would depend on installed fonts), as a data URI. */
export function icon(hue: number, shape: 'circle' | 'square' | 'diamond' = 'circle'): string {
  const fill = `hsl(${hue},70%,55%)`;
  const mark = {
    circle: '<circle cx="32" cy="32" r="14" fill="#fff"/>',
    square: '<rect x="20" y="20" width="24" height="24" rx="4" fill="#fff"/>',
    diamond: '<path d="M32 14 50 32 32 50 14 32z" fill="#fff"/>',
  }[shape];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${fill}"/>${mark}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const SHAPES = ['circle', 'square', 'diamond'] as const;

/** An announced (EIP-6963) wallet connector. */
export function wallet(index: number, name: string): Connector {
  return {
    id: `gallery.wallet.${index}`,
    name,
    type: 'ANNOUNCED',
    namespaces: ['eip155'],
    imageUrl: icon((index * 47) % 360, SHAPES[index % SHAPES.length]),
    info: { rdns: `gallery.wallet.${index}` },
  };
}

export const DEV_WALLET = wallet(0, 'Dev Wallet');

export const TWO_WALLETS: Connector[] = [DEV_WALLET, wallet(1, 'Rabby Wallet')];

const NAMES = ['MetaMask', 'Rabby Wallet', 'Coinbase Wallet', 'Trust Wallet', 'Rainbow', 'Zerion', 'Phantom', 'OKX Wallet', 'Brave Wallet', 'Frame', 'Taho', 'Enkrypt'];

export const MANY_WALLETS: Connector[] = NAMES.map((name, index) => wallet(index + 1, name));

export const LONG_NAME_WALLETS: Connector[] = [
  wallet(1, 'A Wallet With An Extraordinarily Long Name That Never Seems To End'),
  wallet(2, 'Supercalifragilisticexpialidocious-Wallet-Extension'),
  DEV_WALLET,
];

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** `count` directory entries; no image ids, so AllWallets draws placeholders and fetches nothing. */
export function directoryWallets(count: number, name = (i: number) => `Wallet ${i + 1}`): WalletEntry[] {
  return Array.from({ length: count }, (_, i) => ({ id: `gallery-${i}`, name: name(i), mobile_link: 'gallery://', webapp_link: null }));
}
