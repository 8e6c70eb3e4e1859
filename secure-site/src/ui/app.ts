// The visible UI frame's life on the channel: announces itself to the wallet frame, shows what it is asked
// (above each screen, the verified origin the frame sent), sends back the answers, its own and those of the
// approval window where this frame cannot prove it is visible. main.ts runs it in the page.
import { randomId } from '../lib/bytes.js';
import { frameMessage, uiMessage, type ChannelLike, type UiMessage, type UiAnswer } from '../shared/channel.js';
import { applyTheme } from '../shared/theme.js';
import type { ApprovalWindow } from './approvalWindow.js';
import { h, render } from './dom.js';
import { renderScreen } from './screens.js';
import { askStorageOnNextClick } from './storageAccess.js';

/**
 * @example
 * runUi(document.getElementById('app')!, new BroadcastChannel(channelName(projectId)));
 */
export function runUi(root: HTMLElement, channel: ChannelLike, approvalWindowOf?: (onAnswer: (answer: UiAnswer) => void) => ApprovalWindow): void {
  const uiId = randomId(16);
  const send = (message: UiMessage) => channel.postMessage(uiMessage.parse(message));
  let current: string | undefined;
  let askedStorage = false;
  let cleanups: (() => void)[] = [];
  const dispose = () => {
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
  };
  const approvalWindow = approvalWindowOf?.((answer) => current && send({ type: 'answer', uiId, requestId: current, answer }));

  render(root, h('p', { role: 'status' }, 'Loading…'));
  channel.addEventListener('message', (event) => {
    const parsed = frameMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'theme':
        applyTheme(document.documentElement, message);
        return;
      case 'storage':
        if (!askedStorage) askStorageOnNextClick(document, () => channel.postMessage(uiMessage.parse({ type: 'storage-granted', uiId })));
        askedStorage = true;
        return;
      case 'want':
        // Only an idle UI claims a request.
        if (!current) send({ type: 'hello', uiId });
        return;
      case 'show': {
        if (message.uiId !== uiId) return;
        // A window opened for another request never shows this one.
        if (message.requestId !== current) approvalWindow?.close();
        current = message.requestId;
        const { requestId, screen } = message;
        dispose();
        render(
          root,
          ...renderScreen(screen, {
            answer: (answer) => send({ type: 'answer', uiId, requestId, answer }),
            onDispose: (cleanup) => cleanups.push(cleanup),
            ...(message.origin ? { origin: message.origin } : {}),
            ...(approvalWindow ? { openWindow: () => approvalWindow.open(screen, message.origin) } : {}),
          }),
        );
        approvalWindow?.show(screen, message.origin);
        return;
      }
      case 'close':
        if (message.uiId !== uiId || message.requestId !== current) return;
        current = undefined;
        approvalWindow?.close();
        dispose();
        render(root, h('p', { role: 'status' }, 'Done.'));
    }
  });
  send({ type: 'hello', uiId });
}
