// A test double of the FRAME side (the secure site's wallet page, the external system here) for jsdom:
// it answers READY, the nonce handshake and the requests over the port, speaking the contract of
// @wallet-modal/schema/embedded. jsdom loads no cross-origin page and its postMessage carries no
// source, origin or ports, so the double stands in for the frame window at those two points only.

import {
  APP_PREFIX,
  FRAME_ELEMENT_ID,
  appHandshakeMessage,
  appMessage,
  type AppRequestName,
  type FrameError,
} from '@wallet-modal/schema/embedded';
import type { ModalCore } from '../../core/instance.js';
import { destroyFrame } from './state.js';

export const SECURE_SITE = 'https://secure.wallet.test';
/** The UI channel key the double's handshake answers (the real frame draws 24 random bytes). */
export const UI_CHANNEL = 'ui-channel-key-of-this-frame-0001';
export const EMBEDDED_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** What the fake frame answers a request with: a result, an error, or nothing (it never replies). */
export type FakeAnswer = { result: unknown } | { error: FrameError } | 'silent';
export type FakeHandler = (payload: any, name: AppRequestName) => FakeAnswer | Promise<FakeAnswer>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface FakeFrame {
  /** Requests received, in order: name and payload. */
  requests: { name: string; payload: unknown; id: string }[];
  /** Handshakes the frame received (nonce and target origin). */
  handshakes: { nonce: string; targetOrigin: string }[];
  handlers: Partial<Record<AppRequestName, FakeHandler>>;
  /** The frame's window announces READY to the parent (from the frame window, on the secure origin). */
  announceReady(): void;
  /** Sends a raw message over the handshake's port (to forge replies in tests). */
  sendOnPort(data: unknown): void;
  /** The frame's own iframe element. */
  iframe(): HTMLIFrameElement;
}

/** Default answers of a frame whose user signs in with e-mail (code 123456) and approves everything; `signedIn`: a session exists already. */
export function defaultHandlers({ signedIn = false } = {}): Partial<Record<AppRequestName, FakeHandler>> {
  let chainId: string | number = 1;
  let connected = signedIn;
  return {
    CONNECT_EMAIL: () => ({ result: { action: 'VERIFY_OTP' } }),
    CONNECT_DEVICE: () => ({ result: { approved: true } }),
    CONNECT_OTP: (payload: { otp: string }) =>
      payload.otp === '123456' ? ((connected = true), { result: { recovery: 'NONE' } }) : { error: { code: 'OTP_INVALID', message: 'Invalid code' } },
    COMPLETE_RECOVERY: () => ({ result: {} }),
    GET_USER: (payload: { chainId?: string | number }) => {
      connected = true;
      chainId = payload.chainId ?? chainId;
      return { result: { email: 'ada@example.com', address: EMBEDDED_ADDRESS, chainId, preferredAccountType: 'eoa' } };
    },
    IS_CONNECTED: () => ({ result: { isConnected: connected } }),
    SIGN_OUT: () => ((connected = false), { result: {} }),
    SWITCH_NETWORK: (payload: { chainId: string | number }) => ((chainId = payload.chainId), { result: { chainId } }),
    RPC_REQUEST: (payload: { method: string }) => ({ result: payload.method === 'eth_sendTransaction' ? `0x${'ab'.repeat(32)}` : `0x${'cd'.repeat(65)}` }),
    UPDATE_EMAIL: () => ({ result: { action: 'EMAIL_UPDATED', newEmail: 'grace@example.com' } }),
    EXPORT_WALLET: () => ({ result: {} }),
    SET_PREFERRED_ACCOUNT: (payload: { type: string }) => ({ result: { type: payload.type } }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ result: { smartAccountEnabledNetworks: [] } }),
    SYNC_DAPP_DATA: () => ({ result: {} }),
    SYNC_THEME: () => ({ result: {} }),
  };
}

/**
 * Installs the fake frame: once the kit appends #w3m-iframe, the frame window accepts the handshake
 * (only when posted to the secure origin, with a port) and answers requests with `handlers`.
 * `autoReady` announces READY as soon as the iframe appears.
 */
export function installFakeFrame({ autoReady = true, handlers = defaultHandlers() } = {}): FakeFrame & { uninstall(): void } {
  const requests: FakeFrame['requests'] = [];
  const handshakes: FakeFrame['handshakes'] = [];
  let port: MessagePort | undefined;
  let element: HTMLIFrameElement | undefined;

  const reply = (data: unknown) => port?.postMessage(data);

  function attach(iframe: HTMLIFrameElement): void {
    element = iframe;
    const frameWindow = iframe.contentWindow as Window;
    // The frame window's postMessage as the parent calls it: (message, targetOrigin, transfer).
    Object.defineProperty(frameWindow, 'postMessage', {
      configurable: true,
      value: (message: unknown, targetOrigin: string, transfer?: Transferable[]) => {
        // A browser drops a message whose targetOrigin is not the frame's origin: so does the double.
        if (targetOrigin !== SECURE_SITE) return;
        const handshake = appHandshakeMessage.safeParse(message);
        const received = transfer?.[0] as MessagePort | undefined;
        if (!handshake.success || !received) return;
        handshakes.push({ nonce: handshake.data.nonce, targetOrigin });
        port?.close();
        port = received;
        port.onmessage = (event: MessageEvent) => void onRequest(event.data);
        // As the real frame: its UI channel key, which the kit puts in the secure UI page's URL.
        reply({ type: '@w3m-frame/HANDSHAKE_SUCCESS', nonce: handshake.data.nonce, uiChannel: UI_CHANNEL });
      },
    });
    if (autoReady) queueMicrotask(announceReady);
  }

  async function onRequest(data: unknown): Promise<void> {
    const message = appMessage.safeParse(data);
    if (!message.success) return;
    const name = message.data.type.slice(APP_PREFIX.length) as AppRequestName;
    requests.push({ name, payload: message.data.payload, id: message.data.id });
    const handler = handlers[name];
    const answer = handler ? await handler(message.data.payload, name) : { error: { code: 'UNKNOWN' as const, message: `No ${name} in the fake frame` } };
    if (answer === 'silent') return;
    const outcome = 'result' in answer ? 'SUCCESS' : 'ERROR';
    reply({ id: message.data.id, type: `@w3m-frame/${name}_${outcome}`, payload: 'result' in answer ? answer.result : answer.error });
  }

  function announceReady(): void {
    if (!element?.contentWindow) return;
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@w3m-frame/READY' }, origin: SECURE_SITE, source: element.contentWindow }));
  }

  const observer = new MutationObserver(() => {
    const iframe = document.getElementById(FRAME_ELEMENT_ID);
    if (iframe instanceof HTMLIFrameElement && iframe !== element) attach(iframe);
  });
  observer.observe(document.body, { childList: true, subtree: true });

  return {
    requests,
    handshakes,
    handlers,
    announceReady,
    sendOnPort: reply,
    iframe: () => element as HTMLIFrameElement,
    uninstall() {
      observer.disconnect();
      port?.close();
    },
  };
}

/** Waits for the port's messages and the kit's follow-ups to be delivered (real event-loop turns). */
export async function settle(turns = 5): Promise<void> {
  for (let index = 0; index < turns; index++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * A test's end: the modal's frame and the modal destroyed, the fake frame uninstalled (either may be missing).
 * @example
 * afterEach(() => { releaseEmbedded(modal, fake); modal = undefined; fake = undefined; });
 */
export function releaseEmbedded(modal: (ModalCore & { destroy(): void }) | undefined, fake: { uninstall(): void } | undefined): void {
  if (modal) destroyFrame(modal);
  modal?.destroy();
  fake?.uninstall();
}
