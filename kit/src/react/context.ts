// The React context carrying the WalletModal instance.

import { createContext, useContext } from 'react';
import type { WalletModal } from '../core/client.js';

export const WalletModalContext = createContext<WalletModal | undefined>(undefined);

/** The modal instance of the nearest WalletModalProvider; throws a clear error outside one. */
export function useModalInstance(): WalletModal {
  const modal = useContext(WalletModalContext);
  if (!modal) throw new Error('Wallet modal hooks must be used inside <WalletModalProvider modal={modal}>.');
  return modal;
}
