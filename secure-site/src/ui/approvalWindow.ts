// The UI frame's side of the approval window: where this frame cannot prove it is visible (no Intersection
// Observer v2: Firefox, Safari), the person continues in a popup of this origin, opened by their click here (so
// no popup blocker stops it). It shows the same screen top-level, where the host page can neither cover nor
// frame it, and its answers come back here, to be sent to the wallet frame as this frame's own.
import { randomId } from '../lib/bytes.js';
import type { Screen, UiAnswer } from '../shared/channel.js';
import { APPROVAL_WINDOW_PATH, windowMessage, type WindowShow } from '../shared/window.js';

const FEATURES = 'popup,width=480,height=720';

export interface ApprovalWindow {
  /** Opens the window on `screen` (or brings the open one back); false when the browser refused a window. `origin`: the verified asker. */
  open(screen: Screen, origin?: string): boolean;
  /** The screen changed (same request): the open window shows it too. */
  show(screen: Screen, origin?: string): void;
  /** The request ended: the window goes. */
  close(): void;
  /** Stops listening. */
  dispose(): void;
}

/**
 * @example
 * const approvalWindow = createApprovalWindow((answer) => send({ type: 'answer', uiId, requestId, answer }));
 * button.onclick = () => approvalWindow.open(screen);
 */
export function createApprovalWindow(onAnswer: (answer: UiAnswer) => void): ApprovalWindow {
  let popup: Window | null = null;
  let nonce = '';
  let current: Screen | undefined;
  let asker: string | undefined;

  const post = () => {
    if (!popup || popup.closed || !current) return;
    const message: WindowShow = { type: 'wallet-modal:window-show', nonce, screen: current, ...(asker ? { origin: asker } : {}) };
    popup.postMessage(message, location.origin);
  };
  const onMessage = (event: MessageEvent) => {
    // Only the window this frame opened, on this origin, with the nonce it was given.
    if (!popup || event.source !== popup || event.origin !== location.origin) return;
    const parsed = windowMessage.safeParse(event.data);
    if (!parsed.success || parsed.data.nonce !== nonce) return;
    if (parsed.data.type === 'wallet-modal:window-ready') post();
    else onAnswer(parsed.data.answer);
  };
  window.addEventListener('message', onMessage);

  return {
    open(screen, origin) {
      current = screen;
      asker = origin;
      if (popup && !popup.closed) {
        popup.focus();
        post();
        return true;
      }
      nonce = randomId(24);
      // '_blank': a named window could be found and navigated by the host page, which shares our top-level page.
      popup = window.open(`${APPROVAL_WINDOW_PATH}#${nonce}`, '_blank', FEATURES);
      return popup !== null;
    },
    show(screen, origin) {
      current = screen;
      asker = origin;
      post();
    },
    close() {
      popup?.close();
      popup = null;
      current = undefined;
    },
    dispose() {
      window.removeEventListener('message', onMessage);
    },
  };
}
