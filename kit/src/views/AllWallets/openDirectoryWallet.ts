// What picking a wallet from the directory does: connect it when it is installed here, pair it
// over WalletConnect when the app offers that and the wallet supports it, otherwise open the page
// where the visitor gets it (its store for this device, or its own site).

import type { WalletEntry } from '../../core/api/directory.js';
import { walletImage } from '../../core/controllers/walletImage.js';
import { push } from '../../core/controllers/router.js';
import type { ModalCore } from '../../core/instance.js';
import { startConnecting } from '../Connect/startConnecting.js';
import { currentPlatform, storeLink } from './storeLink.js';

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
  const store = storeLink(wallet, currentPlatform(isMobile()));
  if (wallet.supports_wc !== false && connectors.some((connector) => connector.type === 'WALLET_CONNECT')) {
    const links = {
      mobile: wallet.mobile_link ?? undefined,
      webapp: wallet.webapp_link ?? undefined,
      desktop: wallet.desktop_link ?? undefined,
      store,
    };
    push(modal, 'ConnectingWalletConnect', { wallet: { id: wallet.id, name: wallet.name, imageUrl: walletImage(modal, wallet), links } });
    return;
  }
  if (store) window.open(store, '_blank', 'noopener,noreferrer');
}
