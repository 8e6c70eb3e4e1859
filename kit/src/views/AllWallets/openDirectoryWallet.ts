// What picking a wallet from the directory does: connect it when it is installed here, pair it
// over WalletConnect when the app offers that, otherwise open the wallet's own site.

import type { WalletEntry } from '../../core/api/directory.js';
import { walletImage } from '../../core/controllers/directory.js';
import { push } from '../../core/controllers/router.js';
import type { ModalCore } from '../../core/instance.js';
import { startConnecting } from '../Connect/startConnecting.js';

/** A touch device with a narrow screen: deep links, not extensions. */
export function isMobile(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse) and (max-width: 768px)').matches;
}

export function openDirectoryWallet(modal: ModalCore, wallet: WalletEntry): void {
  const connectors = modal.$connectors.get();
  const installed = wallet.rdns ? connectors.find((connector) => connector.info?.rdns === wallet.rdns) : undefined;
  if (installed) {
    startConnecting(modal, installed);
    return;
  }
  if (connectors.some((connector) => connector.type === 'WALLET_CONNECT')) {
    const links = { mobile: wallet.mobile_link ?? undefined, webapp: wallet.webapp_link ?? undefined, desktop: wallet.desktop_link ?? undefined };
    push(modal, 'ConnectingWalletConnect', { wallet: { id: wallet.id, name: wallet.name, imageUrl: walletImage(modal, wallet), links } });
    return;
  }
  const link = wallet.webapp_link || wallet.desktop_link;
  if (link) window.open(link, '_blank', 'noopener,noreferrer');
}
