// Deep links into a wallet app with the pairing URI (spec §3 "Wallet entry"): on mobile its
// mobile_link, else its webapp_link; on desktop its desktop_link.

import type { WalletLinks } from '../../core/types.js';

/** Which link a device opens, and whether it leaves the page (native app) or opens a tab (web app). */
export interface WalletTarget {
  link: string;
  kind: 'native' | 'webapp';
}

/**
 * @example
 * pickWalletLink({ mobile: 'metamask://', webapp: 'https://metamask.io' }, true); // { link: 'metamask://', kind: 'native' }
 */
export function pickWalletLink(links: WalletLinks | undefined, mobile: boolean): WalletTarget | undefined {
  if (mobile && links?.mobile) return { link: links.mobile, kind: 'native' };
  if (mobile && links?.webapp) return { link: links.webapp, kind: 'webapp' };
  if (!mobile && links?.desktop) return { link: links.desktop, kind: 'native' };
  return undefined;
}

/**
 * The href that hands `uri` to the wallet: `scheme://wc?uri=…` for an app scheme,
 * `https://host/path/wc?uri=…` for a universal link or web app.
 * @example
 * walletHref('metamask://', 'wc:abc@2'); // 'metamask://wc?uri=wc%3Aabc%402'
 */
export function walletHref(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri);
  if (/^https?:\/\//i.test(link)) return `${link.replace(/\/*$/, '/')}wc?uri=${encoded}`;
  if (!link.includes('://')) return `${link.replace(/:*$/, '')}://wc?uri=${encoded}`;
  return `${link.endsWith('://') ? link : link.replace(/\/*$/, '/')}wc?uri=${encoded}`;
}
