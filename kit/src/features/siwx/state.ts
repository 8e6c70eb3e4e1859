// The sign-in state of one modal: the session of the connected account (a store apps subscribe to),
// the sessions kept in storage (spec §3 "sign-in tokens"), the view's error and the accounts whose
// optional sign-in the user cancelled.

import { atom, type WritableAtom } from 'nanostores';
import * as z from 'zod/mini';
import type { ModalCore } from '../../core/instance.js';
import { instanceState } from '../../core/instanceState.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import { siwxSession, type SiwxClient, type SiwxSession } from './client.js';

export interface SiwxState {
  $session: WritableAtom<SiwxSession | undefined>;
  /** The last sign-in attempt's error, shown by SIWXSignMessage. */
  $error: WritableAtom<string | undefined>;
  /** Accounts (keys) whose optional sign-in was cancelled: not asked again until they reconnect. */
  dismissed: Set<string>;
  /** A signature is being asked for: the views it passes through are left alone. */
  signing: boolean;
  /** The account the session belongs to, so a disconnect can end it. */
  signedInKey?: string;
  client?: SiwxClient;
  required: boolean;
  statement?: string;
  expiresInSeconds: number;
}

export const siwxState = instanceState<SiwxState>(() => ({ $session: atom(undefined), $error: atom(undefined), dismissed: new Set(), signing: false, required: false, expiresInSeconds: 86_400 }));

/** The namespaces sign-in serves: EIP-4361 for eip155, Sign-In With Solana for solana. */
export const SIWX_NAMESPACES = ['eip155', 'solana'] as const;
export type SiwxNamespace = (typeof SIWX_NAMESPACES)[number];

/**
 * Sessions are kept per account, whatever its network: one signature signs an address in. EVM addresses
 * compare without case; Solana's base58 is case-sensitive.
 */
export const accountKey = (address: string, namespace: SiwxNamespace = 'eip155') => (namespace === 'eip155' ? `eip155:${address.toLowerCase()}` : `${namespace}:${address}`);

const stored = z.record(z.string(), z.object({ token: z.string(), session: siwxSession }));
type Stored = z.infer<typeof stored>;

function readAll(): Stored {
  return safeStorage.getJSON(STORAGE_KEYS.SIWX_SESSIONS, (value) => {
    const parsed = stored.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  }) ?? {};
}

/** The kept session of `key` while it has not expired (an expired one is dropped). */
export function storedSession(key: string): { token: string; session: SiwxSession } | undefined {
  const all = readAll();
  const entry = all[key];
  if (entry && entry.session.data.expiresAt > Date.now()) return entry;
  if (entry) forgetSession(key);
  return undefined;
}

export function keepSession(key: string, entry: { token: string; session: SiwxSession }): void {
  safeStorage.set(STORAGE_KEYS.SIWX_SESSIONS, JSON.stringify({ ...readAll(), [key]: entry }));
}

export function forgetSession(key: string): void {
  const { [key]: _gone, ...rest } = readAll();
  if (Object.keys(rest).length === 0) safeStorage.remove(STORAGE_KEYS.SIWX_SESSIONS);
  else safeStorage.set(STORAGE_KEYS.SIWX_SESSIONS, JSON.stringify(rest));
}

/** The connected account of the active namespace, when sign-in serves that namespace. */
export function connectedAccount(modal: ModalCore): { namespace: SiwxNamespace; address: string } | undefined {
  const namespace = modal.$activeNamespace.get();
  if (!(SIWX_NAMESPACES as readonly string[]).includes(namespace)) return undefined;
  const account = modal.$accounts.get()[namespace];
  return account?.status === 'connected' && account.address ? { namespace: namespace as SiwxNamespace, address: account.address } : undefined;
}

/** The key of the connected account of the active namespace, once it is connected. */
export function connectedKey(modal: ModalCore): string | undefined {
  const account = connectedAccount(modal);
  return account && accountKey(account.address, account.namespace);
}

/** Whether the account of `key` is still connected in its namespace (active or not). */
export function keyConnected(modal: ModalCore, key: string): boolean {
  const namespace = SIWX_NAMESPACES.find((candidate) => key.startsWith(`${candidate}:`));
  const account = namespace && modal.$accounts.get()[namespace];
  return Boolean(namespace && account?.status === 'connected' && account.address && accountKey(account.address, namespace) === key);
}
