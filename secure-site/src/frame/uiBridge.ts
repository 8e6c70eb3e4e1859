// The wallet frame's side of the UI channel: opens a screen in the visible UI frame, waits for the person's
// answers, closes it. One request at a time: a newer one aborts the older (the kit asks one at a time).
import { frameMessage, uiMessage, type ChannelLike, type FrameMessage, type Screen, type UiAnswer } from '../shared/channel.js';
import { randomId } from '../lib/bytes.js';
import type { UiTheme } from '../shared/theme.js';
import { FrameRequestError } from './errors.js';

/** How long a request waits for a UI frame to load and claim it. */
export const UI_CLAIM_TIMEOUT_MS = 60_000;

export interface UiSession {
  /** Replaces what the UI shows (e.g. the same screen with an error). */
  show(screen: Screen): void;
  /** The person's next answer. */
  next(): Promise<UiAnswer>;
}

export interface UiBridge {
  /** Runs `use` with a screen open in the UI frame; closes it afterwards, whatever happens. */
  withScreen<T>(screen: Screen, use: (session: UiSession) => Promise<T>): Promise<T>;
  /** The app's theme, for every UI frame now and each one that loads later. */
  setTheme(theme: UiTheme): void;
  readonly theme: UiTheme;
}

interface Open {
  requestId: string;
  uiId?: string;
  screen: Screen;
  answers: UiAnswer[];
  waiting?: { resolve: (answer: UiAnswer) => void; reject: (error: Error) => void };
  failed?: Error;
  claimTimer: ReturnType<typeof setTimeout>;
}

/**
 * @example
 * const ui = createUiBridge(new BroadcastChannel(channelName(projectId)));
 * await ui.withScreen({ kind: 'recovery' }, (session) => session.next());
 */
export function createUiBridge(channel: ChannelLike, options: { claimTimeoutMs?: number; parentOrigin?: string } = {}): UiBridge {
  let current: Open | undefined;
  let theme: UiTheme = { themeMode: 'dark' };
  const post = (message: FrameMessage) => channel.postMessage(frameMessage.parse(message));
  // Every screen names the page that asked, as the browser verified it at the handshake (never the app's metadata).
  const origin = options.parentOrigin ? { origin: options.parentOrigin } : {};

  const fail = (open: Open, error: Error) => {
    clearTimeout(open.claimTimer);
    open.failed = error;
    open.waiting?.reject(error);
    open.waiting = undefined;
  };

  channel.addEventListener('message', (event) => {
    const parsed = uiMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'hello') {
      post({ type: 'theme', ...theme });
      if (current && !current.uiId && !current.failed) {
        current.uiId = message.uiId;
        clearTimeout(current.claimTimer);
        post({ type: 'show', uiId: message.uiId, requestId: current.requestId, screen: current.screen, ...origin });
      }
      return;
    }
    if (message.type !== 'answer' || !current || message.uiId !== current.uiId || message.requestId !== current.requestId) return;
    if (current.waiting) {
      current.waiting.resolve(message.answer);
      current.waiting = undefined;
    } else current.answers.push(message.answer);
  });

  return {
    setTheme(next) {
      theme = next;
      post({ type: 'theme', ...next });
    },
    get theme() {
      return theme;
    },
    async withScreen(screen, use) {
      if (current) fail(current, new FrameRequestError('ABORTED', 'Request was aborted'));
      const open: Open = {
        requestId: randomId(16),
        screen,
        answers: [],
        claimTimer: setTimeout(() => fail(open, new FrameRequestError('TIMEOUT', 'Embedded Wallet Request Timed Out')), options.claimTimeoutMs ?? UI_CLAIM_TIMEOUT_MS),
      };
      current = open;
      post({ type: 'want', requestId: open.requestId });
      const session: UiSession = {
        show(next) {
          open.screen = next;
          if (open.uiId && !open.failed) post({ type: 'show', uiId: open.uiId, requestId: open.requestId, screen: next, ...origin });
        },
        next() {
          if (open.failed) return Promise.reject(open.failed);
          const queued = open.answers.shift();
          if (queued) return Promise.resolve(queued);
          return new Promise((resolve, reject) => (open.waiting = { resolve, reject }));
        },
      };
      try {
        return await use(session);
      } finally {
        clearTimeout(open.claimTimer);
        if (open.uiId) post({ type: 'close', uiId: open.uiId, requestId: open.requestId });
        if (current === open) current = undefined;
      }
    },
  };
}
