// Granting and revoking smart sessions: ERC-7715 through the connected wallet, recorded on our server with
// the account's signature (texts in message.ts), and the connected account's active sessions listed.

import { connectedAdapter } from '../../core/controllers/adapters.js';
import { WalletModalError } from '../../core/errors/base.js';
import type { ModalCore } from '../../core/instance.js';
import type { SmartSession } from './client.js';
import { grantRecordMessage, revokeMessage } from './message.js';
import { smartSessionsState } from './state.js';
import { texts } from './texts.js';

/** An ERC-7715 permission request (wallet_grantPermissions' one parameter). */
export interface GrantPermissionsParameters {
  /** Unix seconds when the grant ends. */
  expiry: number;
  /** Who may use the permissions, e.g. { type: 'key', data: { type: 'secp256k1', publicKey } }. */
  signer: { type: string; data?: Record<string, unknown> };
  permissions: { type: string; data: Record<string, unknown>; policies?: Record<string, unknown>[]; required?: boolean }[];
  /** CAIP-2 or a number; the connected network when left out. */
  chainId?: number;
}

export interface GrantPermissionsReturnType {
  /** The session as our server recorded it (id, permissionsContext, expiry, permissions). */
  session: SmartSession;
  /** The wallet's answer as it gave it. */
  grant: Record<string, unknown>;
}


/** EIP-1193 4200 (unsupported method) and JSON-RPC -32601 (method not found): the wallet may know the newer name. */
const UNKNOWN_METHOD = [4200, -32601];

function rpcCode(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'number') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

// The API client and its readers (zod) load with the first action, not with the page.
async function connected(modal: ModalCore) {
  const account = modal.$accounts.get().eip155;
  const network = modal.$network.get().caipNetwork;
  if (!account?.address || account.status !== 'connected' || network?.chainNamespace !== 'eip155') {
    throw new WalletModalError(texts.needsEvm);
  }
  if (!modal.api) throw new WalletModalError(texts.needsApi);
  const found = { address: account.address, chainId: Number(network.id), adapter: connectedAdapter(modal, 'eip155') };
  const { sessionsApi } = await import('./client.js');
  return { ...found, api: sessionsApi(modal.api) };
}

/**
 * Asks the connected wallet for ERC-7715 permissions (wallet_grantPermissions; wallets that only know
 * wallet_requestExecutionPermissions are asked that), then has the account sign the record our server keeps.
 * @example
 * const { session } = await grantPermissions(modal, { expiry, signer: { type: 'key', data: { id: key } }, permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: now, period: 86400 } }] });
 */
export async function grantPermissions(modal: ModalCore, request: GrantPermissionsParameters): Promise<GrantPermissionsReturnType> {
  const { address, chainId: connectedChain, api, adapter } = await connected(modal);
  if (!adapter.request) throw new WalletModalError(texts.cannotGrant);
  const chainId = request.chainId ?? connectedChain;
  const params = { chainId: `0x${chainId.toString(16)}`, address, expiry: request.expiry, signer: request.signer, permissions: request.permissions };
  let answer: unknown;
  try {
    answer = await adapter.request({ namespace: 'eip155', method: 'wallet_grantPermissions', params: [params] });
  } catch (error) {
    if (!UNKNOWN_METHOD.includes(rpcCode(error) ?? 0)) throw error;
    const answers = await adapter.request({ namespace: 'eip155', method: 'wallet_requestExecutionPermissions', params: [[params]] });
    answer = Array.isArray(answers) ? answers[0] : answers;
  }
  const parsed = (await import('./client.js')).walletGrant.safeParse(answer);
  if (!parsed.success) throw new WalletModalError(texts.noContext, { details: JSON.stringify(answer) });
  const grant = parsed.data as Record<string, unknown> & { context: string };
  const account = `eip155:${chainId}:${address}`.toLowerCase();
  const signature = await adapter.signMessage({ namespace: 'eip155', address, message: grantRecordMessage({ account, permissionsContext: grant.context, expiry: request.expiry }) });
  const session = await api.record({ account, permissionsContext: grant.context, expiry: request.expiry, permissions: request.permissions, signature });
  void loadSessions(modal);
  return { session, grant };
}

/**
 * Revokes a session: the account signs the revoke, the wallet drops the permission (wallet_revokePermissions),
 * our server records it. A wallet that refuses (4001) stops it; one that does not know the method or the
 * context still lets the server's record end, so a revoke the server refused can be tried again.
 * @example
 * await revokeSession(modal, session);
 */
export async function revokeSession(modal: ModalCore, session: Pick<SmartSession, 'id' | 'account' | 'permissionsContext'>): Promise<SmartSession> {
  const { address, api, adapter } = await connected(modal);
  const state = smartSessionsState(modal);
  state.$revoking.set([...state.$revoking.get(), session.id]);
  try {
    // The account's consent first: declining it changes nothing anywhere.
    const signature = await adapter.signMessage({ namespace: 'eip155', address, message: revokeMessage(session) });
    // A wallet that already forgot the context (an earlier try the server refused) lets a retry finish.
    try {
      await adapter.request?.({ namespace: 'eip155', method: 'wallet_revokePermissions', params: [{ permissionsContext: session.permissionsContext }] });
    } catch (error) {
      if (rpcCode(error) === 4001) throw error;
    }
    const revoked = await api.revoke(session.id, { pci: session.permissionsContext, signature });
    state.$sessions.set(state.$sessions.get()?.filter((kept) => kept.id !== session.id));
    return revoked;
  } finally {
    state.$revoking.set(state.$revoking.get().filter((id) => id !== session.id));
  }
}

/**
 * The connected account's active sessions, from our server, into the module's store.
 * @example
 * const sessions = await loadSessions(modal);
 */
export async function loadSessions(modal: ModalCore): Promise<SmartSession[]> {
  const { address, chainId, api } = await connected(modal);
  const state = smartSessionsState(modal);
  try {
    const sessions = await api.active(`eip155:${chainId}:${address}`);
    state.$sessions.set(sessions);
    state.$error.set(undefined);
    return sessions;
  } catch (error) {
    state.$error.set(error instanceof WalletModalError ? error.shortMessage : String(error));
    throw error;
  }
}
