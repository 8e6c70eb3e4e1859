// Entry of /embedded/ui (visible inside the modal): checks who frames it, announces itself to its wallet frame
// over that frame's BroadcastChannel (the key in ?channel, from the kit), shows what the wallet frame asks, and
// sends back the answers. Where this frame cannot prove it is visible, a screen's sensitive step continues in
// the approval window (approvalWindow.ts), whose answers are sent on from here.
import * as z from 'zod/mini';
import '../styles/site.css';
import { randomId } from '../lib/bytes.js';
import { frameMessage, uiChannelKey, uiChannelName, uiMessage, type Screen, type UiMessage } from '../shared/channel.js';
import { embeddingOrigin, projectIdOf } from '../shared/parent.js';
import { applyTheme } from '../shared/theme.js';
import { createApprovalWindow } from './approvalWindow.js';
import { h, render } from './dom.js';
import { renderScreen } from './screens.js';

z.config({ jitless: true });

function start(): void {
  const root = document.getElementById('app');
  const projectId = projectIdOf(location.search);
  const key = uiChannelKey.safeParse(new URLSearchParams(location.search).get('channel'));
  if (!root || !embeddingOrigin(window) || !projectId) return;
  if (!key.success) {
    render(root, h('p', { role: 'alert' }, 'This page needs the wallet frame’s channel (?channel=): open it from the app.'));
    return;
  }
  const uiId = randomId(16);
  const channel = new BroadcastChannel(uiChannelName(projectId, key.data));
  const send = (message: UiMessage) => channel.postMessage(uiMessage.parse(message));
  let current: string | undefined;
  let cleanups: (() => void)[] = [];
  const dispose = () => {
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
  };
  const approvalWindow = createApprovalWindow((answer) => current && send({ type: 'answer', uiId, requestId: current, answer }));
  const show = (screen: Screen, requestId: string) => {
    dispose();
    render(
      root,
      ...renderScreen(screen, {
        answer: (answer) => send({ type: 'answer', uiId, requestId, answer }),
        onDispose: (cleanup) => cleanups.push(cleanup),
        openWindow: () => approvalWindow.open(screen),
      }),
    );
    approvalWindow.show(screen);
  };

  render(root, h('p', { role: 'status' }, 'Loading…'));
  channel.addEventListener('message', (event) => {
    const parsed = frameMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'theme':
        applyTheme(document.documentElement, message);
        return;
      case 'want':
        // Only an idle UI claims a request.
        if (!current) send({ type: 'hello', uiId });
        return;
      case 'show': {
        if (message.uiId !== uiId) return;
        // A window opened for another request never shows this one.
        if (message.requestId !== current) approvalWindow.close();
        current = message.requestId;
        show(message.screen, message.requestId);
        return;
      }
      case 'close':
        if (message.uiId !== uiId || message.requestId !== current) return;
        current = undefined;
        approvalWindow.close();
        dispose();
        render(root, h('p', { role: 'status' }, 'Done.'));
    }
  });
  send({ type: 'hello', uiId });
}

start();
