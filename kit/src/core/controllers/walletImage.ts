// What the Connect view needs of the directory before any of it loads: whether the app has one, and
// a wallet's icon URL. The directory controller itself (directory.ts) loads when it is used.

import type { WalletEntry } from '../api/directory.js';
import { walletImageUrl } from '../api/url.js';
import type { ModalCore } from '../instance.js';

/** Whether the app has a directory to show (an apiUrl). */
export function hasDirectory(modal: ModalCore): boolean {
  return modal.api !== undefined;
}

/** The URL of a wallet's icon, when the app has a directory. */
export function walletImage(modal: ModalCore, wallet: Pick<WalletEntry, 'image_id'>): string | undefined {
  return modal.api && wallet.image_id ? walletImageUrl(modal.api, wallet.image_id) : undefined;
}
