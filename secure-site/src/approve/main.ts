// Entry of /embedded/approve: the approval window, a top-level popup of the secure origin that the UI frame opens
// where it cannot prove it is visible (no Intersection Observer v2). It shows the screen its opener sends and
// sends back the person's answers; nothing else. It holds no key and talks to no server: the opener (our UI
// frame, this origin, the nonce of this window) relays to the wallet frame. Top-level, it cannot be framed
// (frame-ancestors 'none') or covered by the host page, so its buttons work after the 500 ms delay alone.
import * as z from 'zod/mini';
import '../styles/site.css';
import { windowNonce, windowShow, type WindowMessage } from '../shared/window.js';
import { h, render } from '../ui/dom.js';
import { renderScreen } from '../ui/screens.js';
import { watchTopLevel } from '../ui/visibility.js';

z.config({ jitless: true });

function start(): void {
  const root = document.getElementById('app');
  if (!root) return;
  const opener = window.opener as Window | null;
  const nonce = windowNonce.safeParse(location.hash.slice(1));
  if (window.parent !== window || !opener || !nonce.success) {
    render(root, h('p', { role: 'alert' }, 'This window only works when the wallet opens it. Close it and use the Approve step of the app.'));
    return;
  }
  const post = (message: WindowMessage) => opener.postMessage(message, location.origin);
  let cleanups: (() => void)[] = [];

  render(root, h('p', { role: 'status' }, 'Loading…'));
  window.addEventListener('message', (event) => {
    if (event.source !== opener || event.origin !== location.origin) return;
    const parsed = windowShow.safeParse(event.data);
    if (!parsed.success || parsed.data.nonce !== nonce.data) return;
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
    render(
      root,
      ...renderScreen(parsed.data.screen, {
        answer: (answer) => post({ type: 'wallet-modal:window-answer', nonce: nonce.data, answer }),
        onDispose: (cleanup) => cleanups.push(cleanup),
        watch: watchTopLevel,
        ...(parsed.data.origin ? { origin: parsed.data.origin } : {}),
      }),
    );
  });
  post({ type: 'wallet-modal:window-ready', nonce: nonce.data });
}

start();
