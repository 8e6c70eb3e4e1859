// The modal's view stack (spec §2: there are no URL routes, only an internal history).

import type { Connector, ViewName, WalletLinks } from '../types.js';

/** Data a view needs from the one that pushed it. */
export interface RouterData {
  connector?: Connector;
  wallet?: { id: string; name: string; imageUrl?: string; links?: WalletLinks };
  network?: { caipNetworkId: string };
}

/** How a flow in the transaction stack ends (spec §2 "transaction stack"). */
export interface TransactionAction {
  view: ViewName | null;
  goBack: boolean;
  replace?: boolean;
  onSuccess?: () => void;
  onCancel?: () => void;
}

export interface RouterState {
  view: ViewName;
  history: ViewName[];
  data?: RouterData;
  transactionStack: TransactionAction[];
}

export const initialRouterState = (): RouterState => ({
  view: 'Connect',
  history: ['Connect'],
  transactionStack: [],
});
