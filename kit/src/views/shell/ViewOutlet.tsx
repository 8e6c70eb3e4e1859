// Renders the router's current view. Connect and ConnectingExternal ship with the modal; the other
// views are chunks of their own, fetched when first shown (Account as soon as an account connects).

import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { $account } from '../../core/stores/account.js';
import type { ViewName } from '../../core/types.js';
import { Connect } from '../Connect/Connect.js';
import { ConnectingExternal } from '../ConnectingExternal/ConnectingExternal.js';
import { center, spinner } from '../components/ui.css.js';

const loadAccount = () => import('../Account/Account.js').then((module) => ({ default: module.Account }));

const views: Partial<Record<ViewName, ComponentType | LazyExoticComponent<ComponentType>>> = {
  Connect,
  ConnectingExternal,
  Account: lazy(loadAccount),
  AllWallets: lazy(() => import('../AllWallets/AllWallets.js').then((module) => ({ default: module.AllWallets }))),
  Networks: lazy(() => import('../Networks/Networks.js').then((module) => ({ default: module.Networks }))),
  UnsupportedChain: lazy(() => import('../UnsupportedChain/UnsupportedChain.js').then((module) => ({ default: module.UnsupportedChain }))),
  ConnectingWalletConnect: lazy(() =>
    import('../ConnectingWalletConnect/ConnectingWalletConnect.js').then((module) => ({ default: module.ConnectingWalletConnect })),
  ),
  ConnectingWalletConnectBasic: lazy(() =>
    import('../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js').then((module) => ({
      default: module.ConnectingWalletConnectBasic,
    })),
  ),
};

function Loading() {
  return (
    <div className={center}>
      <div className={spinner} role="progressbar" aria-label="Loading" />
    </div>
  );
}

export function ViewOutlet({ view }: { view: ViewName }) {
  // Once an account connects, the Account view is what the modal opens on: fetch it ahead.
  useEffect(() => $account.subscribe((account) => void (account.address && loadAccount())), []);
  const View = views[view] ?? Connect;
  return (
    <Suspense fallback={<Loading />}>
      <View />
    </Suspense>
  );
}
