// Entry of /embedded/ui (visible inside the modal): checks who frames it, announces itself to the wallet
// frame over the project's BroadcastChannel, shows what the wallet frame asks, and sends back the answers.
import * as z from 'zod/mini';
import '../styles/site.css';
import { randomId } from '../lib/bytes.js';
import { channelName, frameMessage, uiMessage, type UiMessage } from '../shared/channel.js';
import { embeddingOrigin, projectIdOf } from '../shared/parent.js';
import { applyTheme } from '../shared/theme.js';
import { h, render } from './dom.js';
import { renderScreen } from './screens.js';

z.config({ jitless: true });

function start(): void {
  const root = document.getElementById('app');
  const projectId = projectIdOf(location.search);
  if (!root || !embeddingOrigin(window) || !projectId) return;
  const uiId = randomId(16);
  const channel = new BroadcastChannel(channelName(projectId));
  const send = (message: UiMessage) => channel.postMessage(uiMessage.parse(message));
  let current: string | undefined;
  let cleanups: (() => void)[] = [];
  const dispose = () => {
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
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
        current = message.requestId;
        const requestId = message.requestId;
        dispose();
        render(
          root,
          ...renderScreen(message.screen, {
            answer: (answer) => send({ type: 'answer', uiId, requestId, answer }),
            onDispose: (cleanup) => cleanups.push(cleanup),
          }),
        );
        return;
      }
      case 'close':
        if (message.uiId !== uiId || message.requestId !== current) return;
        current = undefined;
        dispose();
        render(root, h('p', { role: 'status' }, 'Done.'));
    }
  });
  send({ type: 'hello', uiId });
}

start();
