// The smart sessions of one modal: the connected account's active sessions as our server lists them.

import { atom, type WritableAtom } from 'nanostores';
import { instanceState } from '../../core/instanceState.js';
import type { SmartSession } from './client.js';

export interface SmartSessionsState {
  $sessions: WritableAtom<SmartSession[] | undefined>;
  $error: WritableAtom<string | undefined>;
  /** Ids being revoked (their buttons wait). */
  $revoking: WritableAtom<readonly string[]>;
}

export const smartSessionsState = instanceState<SmartSessionsState>('smart sessions', () => ({ $sessions: atom(undefined), $error: atom(undefined), $revoking: atom([]) }));
