// The frame's handshake: READY to the parent's exact origin, then exactly one HANDSHAKE from that parent
// (source and origin checked) carrying a MessageChannel port. Every other window message is ignored.
import { FRAME_PREFIX, appHandshakeMessage } from '@wallet-modal/schema/embedded';

export interface HandshakeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Our fields of HANDSHAKE_SUCCESS: the UI channel key, and where the frame keeps its state (known once opened). */
export interface HandshakeExtras {
  uiChannel?: string;
  storage?: 'persistent' | 'memory';
}

/**
 * Announces READY and calls `onPort` once, for the first valid handshake; the reply goes over the port
 * after `onPort` set it up (so no request can arrive before the handler listens). `origin` is the handshake
 * event's origin, set by the browser (never by the page), and one the server's frame-ancestors let frame us:
 * the verified origin the secure UI shows.
 * @example
 * awaitHandshake(window, parentOrigin, version, async (port, origin) => { port.onmessage = … }, { uiChannel });
 */
export function awaitHandshake(
  win: HandshakeWindow,
  parentOrigin: string,
  version: string | undefined,
  onPort: (port: MessagePort, origin: string) => Promise<HandshakeExtras | void> | HandshakeExtras | void,
  reply: HandshakeExtras = {},
): void {
  const listener = (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== parentOrigin) return;
    const handshake = appHandshakeMessage.safeParse(event.data);
    const port = event.ports?.[0];
    if (!handshake.success || !port) return;
    win.removeEventListener('message', listener);
    void (async () => {
      const known = await onPort(port, event.origin);
      port.postMessage({ type: `${FRAME_PREFIX}HANDSHAKE_SUCCESS`, nonce: handshake.data.nonce, ...(version ? { version } : {}), ...reply, ...known });
    })();
  };
  win.addEventListener('message', listener);
  win.parent.postMessage({ type: `${FRAME_PREFIX}READY`, ...(version ? { version } : {}) }, parentOrigin);
}
