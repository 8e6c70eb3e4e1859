// The React face of sign-in with wallet: who is signed in, for components.

import { useStore } from '@nanostores/react';
import { useModalInstance } from '../../react/context.js';
import type { SiwxSession } from './client.js';
import { siwxState } from './state.js';

/**
 * The signed-in session of the connected account, or undefined.
 * @example
 * const session = useSiwxSession(); if (session) greet(session.data.address);
 */
export function useSiwxSession(): SiwxSession | undefined {
  return useStore(siwxState(useModalInstance()).$session);
}
