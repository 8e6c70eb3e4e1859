// Renders the router's current view.

import type { ComponentType } from 'react';
import type { ViewName } from '../../core/types.js';
import { Account } from '../Account/Account.js';
import { AllWallets } from '../AllWallets/AllWallets.js';
import { Connect } from '../Connect/Connect.js';
import { ConnectingExternal } from '../ConnectingExternal/ConnectingExternal.js';
import { ConnectingWalletConnect } from '../ConnectingWalletConnect/ConnectingWalletConnect.js';
import { ConnectingWalletConnectBasic } from '../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js';
import { Networks } from '../Networks/Networks.js';
import { UnsupportedChain } from '../UnsupportedChain/UnsupportedChain.js';

const views: Partial<Record<ViewName, ComponentType>> = {
  Connect,
  ConnectingExternal,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  Account,
  AllWallets,
  Networks,
  UnsupportedChain,
};

export function ViewOutlet({ view }: { view: ViewName }) {
  const View = views[view] ?? Connect;
  return <View />;
}
