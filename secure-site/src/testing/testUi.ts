// A scripted UI frame for the frame's tests: speaks the real channel protocol over a real BroadcastChannel
// (claims requests, records the screens it is shown, answers from a script).
import { frameMessage, type ChannelLike, type Screen, type UiAnswer } from '../shared/channel.js';
import { randomId } from '../lib/bytes.js';

export interface TestUi {
  screens: Screen[];
  /** Answers to give, in order, one per non-busy screen shown. */
  script: UiAnswer[];
  /** Answers the request shown last, now (for answers known only after the screen appeared, such as a mailed code). */
  answer(answer: UiAnswer): void;
  close(): void;
}

export function startTestUi(channel: ChannelLike & { close(): void }): TestUi {
  const uiId = randomId(16);
  let shown: string | undefined;
  const ui: TestUi = {
    screens: [],
    script: [],
    answer: (answer) => channel.postMessage({ type: 'answer', uiId, requestId: shown, answer }),
    close: () => channel.close(),
  };
  channel.addEventListener('message', (event) => {
    const parsed = frameMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'want') channel.postMessage({ type: 'hello', uiId });
    if (message.type !== 'show' || message.uiId !== uiId) return;
    shown = message.requestId;
    ui.screens.push(message.screen);
    if (message.screen.kind === 'busy') return;
    const answer = ui.script.shift();
    if (answer) channel.postMessage({ type: 'answer', uiId, requestId: message.requestId, answer });
  });
  return ui;
}
