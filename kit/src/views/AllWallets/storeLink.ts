// "Get this wallet": the store page for the visitor's device, from the directory entry (app store on
// iOS, Google Play on Android, the extension store on a desktop), else the wallet's own site.

import type { WalletEntry } from '../../core/api/directory.js';

export type Platform = 'ios' | 'android' | 'desktop';

/** The visitor's platform, from the user agent (a narrow coarse-pointer screen counts as mobile). */
export function currentPlatform(mobile: boolean, userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): Platform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return mobile ? 'android' : 'desktop';
}

/**
 * @example
 * storeLink({ id: 'x', name: 'X', chrome_store: 'https://chromewebstore.google.com/detail/x' }, 'desktop');
 */
export function storeLink(wallet: WalletEntry, platform: Platform): string | undefined {
  const store = { ios: wallet.app_store, android: wallet.play_store, desktop: wallet.chrome_store }[platform];
  return store || wallet.webapp_link || wallet.desktop_link || undefined;
}
