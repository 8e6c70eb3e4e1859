// The React face of smart sessions: the connected account's active sessions (undefined until loaded).

import { useStore } from '@nanostores/react';
import { useModalInstance } from '../../react/context.js';
import type { SmartSession } from './client.js';
import { smartSessionsState } from './state.js';

/**
 * @example
 * const sessions = useSmartSessions(); // after loadSessions(modal) or the Sessions tab
 */
export function useSmartSessions(): SmartSession[] | undefined {
  return useStore(smartSessionsState(useModalInstance()).$sessions);
}
