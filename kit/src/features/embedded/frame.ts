// The messenger of the embedded-wallet frame (spec §4 "Embedded-wallet frame", §7): the hidden iframe
// on the secure origin, the READY → HANDSHAKE (nonce + MessageChannel port) exchange, and requests
// matched by a random id. Only the frame window on the secure origin may start the handshake; after it,
// only messages on our port count, and each is parsed with the contract's schemas.

import {
  APP_PREFIX,
  FRAME_ELEMENT_ID,
  FRAME_PATH,
  FRAME_PREFIX,
  appRequests,
  appType,
  frameError,
  frameEvent,
  frameHandshakeReply,
  frameReadyMessage,
  frameReply,
  frameResults,
  isSafeRpcMethod,
  type AppRequestName,
  type AppRequestPayload,
  type FrameResult,
} from '@wallet-modal/schema/embedded';
import { catalogueError, type WalletModalError } from '../../core/errors/base.js';
import { frameErrorToError } from './errors.js';
import { hiddenFrame } from './frame.css.js';

/** Spec §9: iframe ready wait 20 s; post-ready delay 500 ms; e-mail, device, OTP, social and redirect requests 30 s; sign-out 3 s. */
export const FRAME_READY_TIMEOUT_MS = 20_000;
export const FRAME_POST_READY_DELAY_MS = 500;
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;
export const FRAME_SIGN_OUT_WAIT_MS = 3_000;

/** Requests paced by the user (approval, recovery, export, devices, e-mail change): no timeout, but they can be aborted. */
const USER_PACED: readonly AppRequestName[] = ['RPC_REQUEST', 'COMPLETE_RECOVERY', 'EXPORT_WALLET', 'MANAGE_DEVICES', 'UPDATE_EMAIL'];

export interface FrameMessengerOptions {
  /** The secure site, e.g. https://secure.example.com; its origin is the only one trusted. */
  secureSiteUrl: string;
  projectId: string;
  chainId: string | number;
  version: string;
  /** An unprompted event of the frame (the session ended on the server). */
  onEvent?: (event: 'SESSION_ENDED') => void;
  /** Where the frame keeps its state, from each handshake and when a storage-access grant moved it to storage. */
  onStorage?: (storage: FrameStorage) => void;
  /** After every completed handshake (a reloaded frame shakes hands again): the frame starts with no app data. */
  onReady?: () => void;
}

export interface RequestOptions {
  /** Overrides the request's timeout; `null` waits for as long as the user takes. */
  timeoutMs?: number | null;
  signal?: AbortSignal;
}

/** 'memory': the browser refuses the secure frame storage, so a reload forgets the wallet (the kit says so). */
export type FrameStorage = 'persistent' | 'memory';

export interface FrameMessenger {
  readonly iframe: HTMLIFrameElement;
  /** The frame's UI channel key from its handshake: the visible UI page gets it (?channel=) to reach this frame only. */
  readonly uiChannel: string | undefined;
  /** Resolves 500 ms after the handshake; rejects 'Network Error - Could not load embedded wallet'. */
  ready(): Promise<void>;
  request<N extends AppRequestName>(name: N, payload: AppRequestPayload<N>, options?: RequestOptions): Promise<FrameResult<N>>;
  /** Rejects the pending requests with 'Request was aborted', except the safe read-only RPC calls (spec §4). */
  abortPending(): void;
  destroy(): void;
}

interface Pending {
  name: AppRequestName;
  safe: boolean;
  resolve: (value: never) => void;
  reject: (error: WalletModalError) => void;
  cleanup: () => void;
}

/** A random url-safe id or nonce: `bytes` random bytes, base64url. */
export function randomToken(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...values)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The wallet frame page's URL (spec §7: projectId, chainId, version, enableLogger). */
export function frameUrl({ secureSiteUrl, projectId, chainId, version }: Pick<FrameMessengerOptions, 'secureSiteUrl' | 'projectId' | 'chainId' | 'version'>): string {
  const query = new URLSearchParams({ projectId, chainId: String(chainId), version, enableLogger: 'false' });
  // Under the site's own path, if it has one (https://example.com/wallet → …/wallet/embedded/frame).
  return `${secureSiteUrl.replace(/\/+$/, '')}${FRAME_PATH}?${query}`;
}

/**
 * Creates the hidden iframe (id w3m-iframe) and the messenger that talks to it.
 * @example
 * const frame = createFrameMessenger({ secureSiteUrl, projectId, chainId: 1, version: '0.1.0' });
 * const { action } = await frame.request('CONNECT_EMAIL', { email: 'ada@example.com' });
 */
export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const secureOrigin = new URL(options.secureSiteUrl).origin;
  const pending = new Map<string, Pending>();
  let port: MessagePort | undefined;
  let nonce: string | undefined;
  let handshaken = false;
  let uiChannel: string | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let settleReady: { resolve: () => void; reject: (error: WalletModalError) => void } | undefined;
  const readyPromise = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
  // A rejection nobody awaited yet must not surface as unhandled; request() and ready() still see it.
  readyPromise.catch(() => {});

  const iframe = document.createElement('iframe');
  iframe.id = FRAME_ELEMENT_ID;
  iframe.className = hiddenFrame;
  iframe.title = 'Embedded wallet';
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.src = frameUrl(options);

  const failReady = () => {
    clearTimeout(readyTimer);
    settleReady?.reject(catalogueError('EMBEDDED_WALLET_LOAD_FAILED'));
    settleReady = undefined;
  };
  readyTimer = setTimeout(failReady, FRAME_READY_TIMEOUT_MS);
  iframe.addEventListener('error', failReady);

  function onWindowMessage(event: MessageEvent): void {
    // Only the frame's own window, on the secure origin, may announce READY: not the host page, not
    // another frame, not a page the frame was navigated to.
    if (!iframe.contentWindow || event.source !== iframe.contentWindow || event.origin !== secureOrigin) return;
    if (!frameReadyMessage.safeParse(event.data).success) return;
    handshake(iframe.contentWindow);
  }

  function handshake(target: Window): void {
    closePort();
    handshaken = false;
    nonce = randomToken(24);
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = (event) => onPortMessage(event.data);
    target.postMessage({ type: `${APP_PREFIX}HANDSHAKE`, nonce }, secureOrigin, [channel.port2]);
  }

  function onPortMessage(data: unknown): void {
    if (!handshaken) {
      const reply = frameHandshakeReply.safeParse(data);
      if (!reply.success || reply.data.nonce !== nonce) return;
      handshaken = true;
      uiChannel = reply.data.uiChannel;
      if (reply.data.storage) options.onStorage?.(reply.data.storage);
      setTimeout(() => {
        clearTimeout(readyTimer);
        settleReady?.resolve();
        settleReady = undefined;
        options.onReady?.();
      }, FRAME_POST_READY_DELAY_MS);
      return;
    }
    const event = frameEvent.safeParse(data);
    if (event.success) {
      if (event.data.type === `${FRAME_PREFIX}STORAGE_KEPT`) return options.onStorage?.('persistent');
      return options.onEvent?.('SESSION_ENDED');
    }
    const reply = frameReply.safeParse(data);
    if (!reply.success) return;
    const request = pending.get(reply.data.id);
    if (!request) return;
    const { type, payload } = reply.data;
    if (type === `${FRAME_PREFIX}${request.name}_SUCCESS`) {
      const result = frameResults[request.name].safeParse(payload);
      settle(reply.data.id, result.success ? { value: result.data } : { error: catalogueError('AN_ERROR_OCCURRED', { details: `Malformed ${request.name} reply` }) });
    } else if (type === `${FRAME_PREFIX}${request.name}_ERROR`) {
      const error = frameError.safeParse(payload);
      settle(reply.data.id, { error: frameErrorToError(error.success ? error.data : {}) });
    }
  }

  function settle(id: string, outcome: { value: unknown } | { error: WalletModalError }): void {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    request.cleanup();
    if ('error' in outcome) request.reject(outcome.error);
    else request.resolve(outcome.value as never);
  }

  function closePort(): void {
    if (!port) return;
    port.onmessage = null;
    port.close();
    port = undefined;
  }

  window.addEventListener('message', onWindowMessage);
  document.body.appendChild(iframe);

  return {
    iframe,
    get uiChannel() {
      return uiChannel;
    },
    ready: () => readyPromise,
    async request(name, payload, { timeoutMs, signal } = {}) {
      // What we send is checked too: an unknown RPC method or a malformed address never leaves the page.
      const checked = appRequests[name].safeParse(payload);
      if (!checked.success) throw catalogueError('AN_ERROR_OCCURRED', { details: `Invalid ${name} payload: ${checked.error.message}` });
      await readyPromise;
      const id = randomToken(16);
      const limit = timeoutMs === undefined ? (USER_PACED.includes(name) ? null : name === 'SIGN_OUT' ? FRAME_SIGN_OUT_WAIT_MS : FRAME_REQUEST_TIMEOUT_MS) : timeoutMs;
      const safe = name === 'RPC_REQUEST' && isSafeRpcMethod((payload as { method?: unknown }).method);
      return new Promise<never>((resolve, reject) => {
        if (signal?.aborted) return reject(catalogueError('REQUEST_ABORTED'));
        const timer = limit === null ? undefined : setTimeout(() => settle(id, { error: catalogueError('EMBEDDED_WALLET_TIMEOUT') }), limit);
        const onAbort = () => settle(id, { error: catalogueError('REQUEST_ABORTED') });
        signal?.addEventListener('abort', onAbort);
        const cleanup = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        pending.set(id, { name, safe, resolve, reject, cleanup });
        port?.postMessage({ id, type: appType(name), payload: checked.data });
      });
    },
    abortPending() {
      for (const [id, request] of [...pending]) if (!request.safe) settle(id, { error: catalogueError('REQUEST_ABORTED') });
    },
    destroy() {
      window.removeEventListener('message', onWindowMessage);
      clearTimeout(readyTimer);
      for (const id of [...pending.keys()]) settle(id, { error: catalogueError('REQUEST_ABORTED') });
      closePort();
      iframe.remove();
    },
  };
}
