// The sign-in state of one modal: the session of the connected account (a store apps subscribe to),
// the sessions kept in storage (spec §3 "sign-in tokens"), the view's error and the accounts whose
// optional sign-in the user cancelled.

import { atom, type WritableAtom } from 'nanostores';
import type { ModalCore } from '../../core/instance.js';
import { instanceState } from '../../core/instanceState.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { safeStorage } from '../../core/storage/safeStorage.js';
import type { SiwxClient, SiwxSession } from './client.js';

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

export const siwxState = instanceState<SiwxState>('sign-in', () => ({ $session: atom(undefined), $error: atom(undefined), dismissed: new Set(), signing: false, required: false, expiresInSeconds: 86_400 }));

/** The namespaces sign-in serves: EIP-4361 for eip155, Sign-In With Solana for solana. */
export const SIWX_NAMESPACES = ['eip155', 'solana'] as const;
export type SiwxNamespace = (typeof SIWX_NAMESPACES)[number];

/**
 * Sessions are kept per account, whatever its network: one signature signs an address in. EVM addresses
 * compare without case; Solana's base58 is case-sensitive.
 */
export const accountKey = (address: string, namespace: SiwxNamespace = 'eip155') => (namespace === 'eip155' ? `eip155:${address.toLowerCase()}` : `${namespace}:${address}`);

type Stored = Record<string, { token: string; session: SiwxSession }>;

// What this page wrote itself (keepSession), read at start-up: a hand-check of its shape, so zod loads
// only with the code that parses the verifier's answers (client.ts). A value of another shape is dropped.
const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const DATA_STRINGS = ['chainId', 'address', 'domain', 'uri', 'nonce', 'issuedAt'] as const;
function isEntry(value: unknown): value is { token: string; session: SiwxSession } {
  if (!isRecord(value) || !isString(value.token) || !isRecord(value.session)) return false;
  const { data, message, signature } = value.session;
  return isString(message) && isString(signature) && isRecord(data) && typeof data.expiresAt === 'number' && DATA_STRINGS.every((key) => isString(data[key]));
}

function readAll(): Stored {
  return safeStorage.getJSON(STORAGE_KEYS.SIWX_SESSIONS, (value) => (isRecord(value) && Object.values(value).every(isEntry) ? (value as Stored) : undefined)) ?? {};
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

/** The connected account of the active namespace, when sign-in serves that namespace and its wallet is live. */
export function connectedAccount(modal: ModalCore): { namespace: SiwxNamespace; address: string } | undefined {
  const namespace = modal.$activeNamespace.get();
  if (!(SIWX_NAMESPACES as readonly string[]).includes(namespace)) return undefined;
  const account = modal.$accounts.get()[namespace];
  // A wallet answered (a live connection): a server-rendered account still being restored is not signed in yet.
  const live = modal.$connections.get()[namespace as SiwxNamespace] !== undefined;
  return live && account?.status === 'connected' && account.address ? { namespace: namespace as SiwxNamespace, address: account.address } : undefined;
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
  const live = namespace !== undefined && modal.$connections.get()[namespace] !== undefined;
  return Boolean(live && account?.status === 'connected' && account.address && accountKey(account.address, namespace) === key);
}
