// Renders the router's current view: the shell's or a feature module's. Connect and ConnectingExternal
// ship with the modal; the other views are chunks of their own, fetched when first shown (Account as
// soon as an account connects).

import { useEffect, type ComponentType } from 'react';
import type { ViewName } from '../../core/types.js';
import { useModalInstance } from '../../react/context.js';
import { Connect } from '../Connect/Connect.js';
import { ConnectingExternal } from '../ConnectingExternal/ConnectingExternal.js';
import { featureView, shownFeatures } from './featureViews.js';
import { lazyView } from './lazyView.js';

const Account = lazyView(() => import('../Account/Account.js').then((module) => module.Account));

const views: Partial<Record<ViewName, ComponentType>> = {
  Connect,
  ConnectingExternal,
  Account,
  AllWallets: lazyView(() => import('../AllWallets/AllWallets.js').then((module) => module.AllWallets)),
  Networks: lazyView(() => import('../Networks/Networks.js').then((module) => module.Networks)),
  UnsupportedChain: lazyView(() => import('../UnsupportedChain/UnsupportedChain.js').then((module) => module.UnsupportedChain)),
  ConnectingWalletConnect: lazyView(() =>
    import('../ConnectingWalletConnect/ConnectingWalletConnect.js').then((module) => module.ConnectingWalletConnect),
  ),
  ConnectingWalletConnectBasic: lazyView(() =>
    import('../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js').then((module) => module.ConnectingWalletConnectBasic),
  ),
};

export function ViewOutlet({ view }: { view: ViewName }) {
  const modal = useModalInstance();
  // Once an account connects, the Account view is what the modal opens on: fetch it ahead.
  useEffect(() => modal.$account.subscribe((account) => void (account.address && Account.preload())), [modal]);
  const load = shownFeatures(modal).find((feature) => feature.views?.[view])?.views?.[view];
  const View = views[view] ?? (load ? featureView(load) : Connect);
  return <View />;
}
