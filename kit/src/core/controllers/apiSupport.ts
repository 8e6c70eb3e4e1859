// Whether the app's API serves a network (spec §7: every Blockchain API call is "skipped with empty
// defaults when the active network is unsupported"): GET v1/supported-chains, asked once per modal.
// Loaded only by lazy code (account data, feature chunks).

import type { ModalCore } from '../instance.js';
import { instanceState } from '../instanceState.js';

const supportedChains = instanceState('apiChains', () => ({ request: undefined as Promise<string[]> | undefined }));

/**
 * Whether the app's API serves `chainId` (CAIP-2). No API, or a supported-chains list that cannot be
 * had, serves nothing: the caller makes no request, reports no error and answers its empty default.
 * @example
 * if (!(await apiServes(modal, 'eip155:1'))) return [];
 */
export async function apiServes(modal: ModalCore, chainId: string): Promise<boolean> {
  const { api } = modal;
  if (!api) return false;
  const state = supportedChains(modal);
  state.request ??= import('../api/balance.js').then(({ getSupportedChains }) => getSupportedChains(api)).catch(() => []);
  return (await state.request).includes(chainId);
}
