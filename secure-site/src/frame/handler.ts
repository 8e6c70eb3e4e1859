// The wallet frame's request handler: one app message in, one reply out over the handshake's port. Takes
// its dependencies as parameters (port, storage, API client, UI channel) so tests drive the real thing.
// Nothing escapes it: a message that does not parse is answered with an error when its id parses, dropped
// otherwise, and no exception leaves handle().
import {
  APP_PREFIX,
  FRAME_PREFIX,
  appMessage,
  appRequests,
  frameResults,
  frameError,
  isKnownRpcMethod,
  type AppRequestName,
  type AppRequestPayload,
  type FrameResult,
} from '@wallet-modal/schema/embedded';
import { createContext, type FrameContext, type FrameDeps } from './context.js';
import { FrameRequestError, notAllowed, toFrameError } from './errors.js';
import * as account from './requests/account.js';
import { refuseHostCode, updateEmail } from './requests/emailChange.js';
import { connectFarcaster, getFarcasterUri } from './requests/farcaster.js';
import { manageDevices } from './requests/devices.js';
import { connectDevice, connectEmail, connectOtp } from './requests/login.js';
import { connectPasskey } from './requests/passkey.js';
import { completeRecovery, exportWallet } from './requests/recovery.js';
import { rpcRequest } from './requests/rpc.js';
import { connectSocial, connectSocialPopup, getSocialRedirectUri } from './requests/social.js';
import { clearSession, loadSession } from './session.js';

type Handlers = { [N in AppRequestName]: (ctx: FrameContext, payload: AppRequestPayload<N>) => Promise<FrameResult<N>> };

const handlers: Handlers = {
  CONNECT_EMAIL: connectEmail,
  CONNECT_DEVICE: connectDevice,
  CONNECT_OTP: connectOtp,
  CONNECT_PASSKEY: connectPasskey,
  COMPLETE_RECOVERY: completeRecovery,
  CONNECT_SOCIAL: connectSocial,
  GET_SOCIAL_REDIRECT_URI: getSocialRedirectUri,
  CONNECT_SOCIAL_POPUP: connectSocialPopup,
  GET_FARCASTER_URI: getFarcasterUri,
  CONNECT_FARCASTER: connectFarcaster,
  GET_USER: account.getUser,
  SIGN_OUT: account.signOut,
  IS_CONNECTED: account.isConnected,
  GET_CHAIN_ID: account.getChainId,
  SWITCH_NETWORK: account.switchNetwork,
  RPC_REQUEST: rpcRequest,
  UPDATE_EMAIL: updateEmail,
  UPDATE_EMAIL_PRIMARY_OTP: refuseHostCode,
  UPDATE_EMAIL_SECONDARY_OTP: refuseHostCode,
  EXPORT_WALLET: exportWallet,
  MANAGE_DEVICES: manageDevices,
  SYNC_THEME: account.syncTheme,
  SYNC_DAPP_DATA: account.syncDappData,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: account.getSmartAccountEnabledNetworks,
  SET_PREFERRED_ACCOUNT: account.setPreferredAccount,
  RELOAD: account.reload,
};

const isRequestName = (name: string): name is AppRequestName => Object.hasOwn(appRequests, name);

/** The reply's NAME for a request whose name is not one we know (still answered, by its id). */
const replyName = (name: string) => (/^[A-Z0-9_]{1,50}$/.test(name) ? name : 'UNKNOWN_REQUEST');

export type FrameHandler = (data: unknown) => Promise<void>;

/**
 * @example
 * const handle = createFrameHandler({ port, store, api, ui, projectId, chainId: 1 });
 * port.onmessage = (event) => void handle(event.data);
 */
export function createFrameHandler(deps: FrameDeps): FrameHandler {
  const ctx = createContext(deps);
  const post = (message: unknown) => {
    try {
      ctx.port.postMessage(message);
    } catch {
      // A reply that cannot be cloned is dropped rather than thrown into the port's event loop.
    }
  };

  async function serve(name: AppRequestName, payload: unknown): Promise<unknown> {
    const parsed = appRequests[name].safeParse(payload);
    if (!parsed.success) {
      const method = name === 'RPC_REQUEST' && typeof payload === 'object' && payload !== null ? (payload as { method?: unknown }).method : undefined;
      if (name === 'RPC_REQUEST' && !isKnownRpcMethod(method)) throw notAllowed();
      throw new FrameRequestError('UNKNOWN', `Invalid ${name} payload: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
    }
    const handler = handlers[name] as (ctx: FrameContext, payload: unknown) => Promise<unknown>;
    const result = frameResults[name].safeParse(await handler(ctx, parsed.data));
    if (!result.success) throw new FrameRequestError('UNKNOWN', 'An error occurred');
    return result.data;
  }

  return async function handle(data) {
    try {
      const message = appMessage.safeParse(data);
      if (!message.success) return;
      const { id, type, payload } = message.data;
      const name = type.slice(APP_PREFIX.length);
      try {
        if (!isRequestName(name)) throw new FrameRequestError('UNKNOWN', 'Unknown request');
        post({ id, type: `${FRAME_PREFIX}${name}_SUCCESS`, payload: await serve(name, payload) });
      } catch (error) {
        const payload = frameError.parse(toFrameError(error));
        post({ id, type: `${FRAME_PREFIX}${replyName(name)}_ERROR`, payload });
        if (payload.code === 'SESSION_EXPIRED' && name !== 'SIGN_OUT' && (await loadSession(ctx).catch(() => undefined))) {
          // The server ended the session: forget it here and tell the kit, which disconnects.
          await clearSession(ctx).catch(() => undefined);
          post({ type: `${FRAME_PREFIX}SESSION_ENDED` });
        }
      }
    } catch {
      // Never throw out of the handler (storage failures included).
    }
  };
}
