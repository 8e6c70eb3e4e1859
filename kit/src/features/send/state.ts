// The send form's state (spec §3 "Send state"), one per modal instance and owned by the feature, not
// by the shell's stores: it outlives a trip back to Account and resets after a successful send.

import { atom, type WritableAtom } from 'nanostores';
import { instanceState } from '../../core/instanceState.js';

export interface SendError {
  code: string;
  message: string;
}

export interface SendState {
  /** The picked token's key (see tokens.ts); empty when none is picked. */
  tokenKey: string;
  amount: string;
  /** The receiver field: an address, or on EVM a name registered on the app's API. */
  receiver: string;
  /** The receiver's profile when the field holds a name: the name (lowercase), its address and image. */
  receiverProfile?: { name: string; address: string; image?: string };
  step: 'form' | 'review';
  loading: boolean;
  error?: SendError;
  /** The network and account the form was filled for (`caipNetworkId:address`). */
  scope?: string;
  /** The last successful send, shown above the fresh form. */
  sent?: { hash: string; explorerUrl?: string };
}

export const NATIVE_KEY = 'native';

export const initialSendState = (): SendState => ({ tokenKey: NATIVE_KEY, amount: '', receiver: '', step: 'form', loading: false });

/**
 * The send state of a modal.
 * @example
 * sendState(modal).set({ ...sendState(modal).get(), amount: '0.01' });
 */
export const sendState: (modal: object) => WritableAtom<SendState> = instanceState('send', () => atom(initialSendState()));
