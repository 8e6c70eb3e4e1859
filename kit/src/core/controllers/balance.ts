// Balance fetch (spec §4): a loading flag set then cleared; after a failure a retry only after 30 s.

import { BALANCE_NAMESPACES, BALANCE_RETRY_WAIT_MS } from '../constants.js';
import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import type { ModalCore } from '../instance.js';
import type { ChainNamespace } from '../types.js';
import { updateAccount } from './account.js';

/**
 * Whether the modal reads balances in `namespace`: spec §1's eip155 and solana, and (our extension,
 * issue 13) a namespace an adapter of the app reads the native balance of itself (bip122, through the
 * app's server).
 * @example
 * hasBalance(modal, 'bip122'); // true with bitcoinAdapter() in the app's adapters
 */
export function hasBalance(modal: ModalCore, namespace: ChainNamespace): boolean {
  return (BALANCE_NAMESPACES as readonly string[]).includes(namespace) || modal.adapters.some((adapter) => adapter.namespaces.includes(namespace) && adapter.getBalance);
}

export interface BalanceResult {
  /** Decimal string in whole units, e.g. "1.5". */
  balance: string;
  symbol: string;
}

export interface FetchBalanceParameters {
  namespace: ChainNamespace;
  /** Reads the balance of `address` (adapter RPC or the Blockchain API). */
  fetcher: (address: string) => Promise<BalanceResult>;
  now?: () => number;
}

export type FetchBalanceReturnType =
  | { status: 'fetched'; balance: string; symbol: string }
  | { status: 'skipped'; reason: 'no-account' | 'retry-wait' | 'stale' }
  | { status: 'failed'; error: WalletModalError };

/**
 * Fetches the balance of the namespace's account into the modal's $accounts, with balanceLoading on meanwhile.
 * After a failure (lastRetry set), another fetch is skipped until 30 s have passed. A result that
 * lands after the account changed or disconnected is dropped, and so is one overtaken by a later fetch
 * (a slow read from before a send must not overwrite the forced read after it).
 * @example
 * await fetchBalance(modal, { namespace: 'eip155', fetcher: (address) => api.balance(address) });
 */
/** The last fetch started per modal and namespace: only its result is written. */
const latestFetch = new WeakMap<ModalCore, Partial<Record<ChainNamespace, number>>>();

export async function fetchBalance(modal: ModalCore, { namespace, fetcher, now = Date.now }: FetchBalanceParameters): Promise<FetchBalanceReturnType> {
  const account = modal.$accounts.get()[namespace];
  const address = account?.address;
  if (!address) return { status: 'skipped', reason: 'no-account' };
  if (account.lastRetry !== undefined && now() - account.lastRetry < BALANCE_RETRY_WAIT_MS) {
    return { status: 'skipped', reason: 'retry-wait' };
  }
  if (!hasBalance(modal, namespace)) {
    return { status: 'failed', error: new WalletModalError(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, { details: `namespace ${namespace}` }) };
  }
  updateAccount(modal, namespace, { balanceLoading: true });
  const started = latestFetch.get(modal) ?? {};
  const sequence = (started[namespace] ?? 0) + 1;
  latestFetch.set(modal, { ...started, [namespace]: sequence });
  const stillCurrent = () => modal.$accounts.get()[namespace]?.address === address && latestFetch.get(modal)?.[namespace] === sequence;
  try {
    const { balance, symbol } = await fetcher(address);
    if (!stillCurrent()) return { status: 'skipped', reason: 'stale' };
    updateAccount(modal, namespace, { balance, balanceSymbol: symbol, balanceLoading: false, lastRetry: undefined });
    return { status: 'fetched', balance, symbol };
  } catch (cause) {
    if (stillCurrent()) updateAccount(modal, namespace, { balanceLoading: false, lastRetry: now() });
    return { status: 'failed', error: new WalletModalError(ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, { cause }) };
  }
}
