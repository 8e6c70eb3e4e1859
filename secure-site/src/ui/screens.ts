// The UI frame's screens: approve, recovery setup, recovery, export, e-mail change, busy. Each builds its DOM and reports
// the person's answer through `answer`; none ever holds the key (export shows words the frame sent).
import type { Screen, UiAnswer } from '../shared/channel.js';
import { field, h } from './dom.js';
import { devicesScreen } from './devicesScreen.js';
import { emailChange } from './emailScreens.js';
import { callCard, simulationCard, typedDataCard } from './evmScreens.js';
import { describeMessage } from './format.js';
import { custodialExport, custodialSetup, passkeyLogin, setupWithPasskey, unlockWithPasskey } from './passkeyScreens.js';
import { socialLogin } from './socialScreens.js';
import { loadEstimator, rate } from './strength.js';
import { solanaApproveBody } from './solanaScreens.js';
import { watchVisibility, type Visibility, type WatchVisibility } from './visibility.js';

export interface ScreenContext {
  answer(answer: UiAnswer): void;
  /** The origin of the page that asked, verified by the browser at the wallet frame's handshake. */
  origin?: string;
  /** Cleanups (observers) run when the next screen replaces this one. */
  onDispose(cleanup: () => void): void;
  /** How the sensitive buttons learn they may work: IOv2 in the UI frame (default), the delay alone in the approval window. */
  watch?: WatchVisibility;
  /** In the UI frame: continues this screen in the approval window (where IOv2 is missing); false if it was blocked. */
  openWindow?: () => boolean;
}

const MIN_PASSWORD_LENGTH = 8;

const GATE_TEXT: Record<Visibility, string> = {
  visible: '',
  hidden: 'Make sure this window is fully visible to continue.',
  unsupported: 'This browser cannot confirm that this window is fully visible, so this action is disabled here. Use a recent Chrome, Edge or another Chromium-based browser.',
  'too-tall': 'This request is too long to show here in full, so this action is disabled here.',
};

const WINDOW_TEXT: Partial<Record<Visibility, string>> = {
  unsupported: 'This browser cannot confirm that this frame is fully visible, so you continue in a secure window of the wallet.',
  'too-tall': 'This request is too long to show here in full, so you continue in a secure window of the wallet.',
};
const BLOCKED_TEXT = 'The browser blocked the secure window. Allow pop-ups for this site, then try again.';

/**
 * Enables `button` only while `target` (what the person must see before pressing it) is visible and wholly in
 * view (IOv2, ≥ 500 ms); explains why otherwise. Without IOv2, a button after `note` opens the approval window.
 */
export function gate(ctx: ScreenContext, button: HTMLButtonElement, note: HTMLElement, target: Element): void {
  button.disabled = true;
  const watch = ctx.watch ?? watchVisibility;
  ctx.onDispose(
    watch(target, (state) => {
      button.disabled = state !== 'visible';
      note.textContent = GATE_TEXT[state];
      const offer = WINDOW_TEXT[state];
      if (offer && ctx.openWindow) offerWindow(ctx.openWindow, note, offer);
    }),
  );
}

/** The approval window's button, put after `note`; the click opens the window (a click here: no popup blocker). */
function offerWindow(openWindow: () => boolean, note: HTMLElement, why: string): void {
  note.textContent = why;
  if (note.nextElementSibling?.classList.contains('wm-open-window')) return;
  const open = h('button', { class: 'wm-button wm-button-primary wm-open-window', type: 'button' }, 'Open secure window');
  open.addEventListener('click', () => {
    note.textContent = openWindow() ? 'Continue in the secure window.' : BLOCKED_TEXT;
  });
  // The note is put in the page with the screen, right after it is built.
  queueMicrotask(() => note.after(open));
}

function approve(screen: Extract<Screen, { kind: 'approve' }>, ctx: ScreenContext): Node[] {
  const { details } = screen;
  // A Solana network is named by its name alone (its CAIP-2 id says nothing to a person).
  const network = typeof screen.chainId === 'string' ? (screen.networkName ?? screen.chainId) : screen.networkName ? `${screen.networkName} (${screen.chainId})` : `Chain ${screen.chainId}`;
  let title: string;
  /** What the app asks for, after its name: '<app> asks you to sign on Ethereum (1).' */
  let ask: string;
  let body: Node[];
  switch (details.method) {
    case 'personal_sign': {
      const message = describeMessage(details.message);
      title = 'Sign message';
      ask = 'sign';
      body = [h('div', { class: 'wm-card' }, h('p', { class: 'wm-muted' }, message.kind === 'text' ? 'Message' : 'Message (hex)'), h('pre', { class: 'wm-message' }, message.text))];
      break;
    }
    case 'eth_signTypedData_v4':
      title = 'Sign typed data';
      ask = 'sign';
      body = [typedDataCard(details)];
      break;
    case 'eth_sendTransaction':
      title = 'Approve transaction';
      ask = 'approve a transaction';
      body = [callCard(details.transaction), ...simulationCard(details.simulation)];
      break;
    case 'wallet_sendCalls':
      title = details.calls.length === 1 ? 'Approve transaction' : `Approve ${details.calls.length} transactions`;
      ask = details.calls.length === 1 ? 'approve a transaction' : `approve ${details.calls.length} transactions`;
      body = [...details.calls.map(callCard), ...simulationCard(details.simulation)];
      break;
    default:
      ({ title, ask, body } = solanaApproveBody(details));
  }
  const approveButton = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, 'Approve');
  const rejectButton = h('button', { class: 'wm-button', type: 'button' }, 'Reject');
  const note = h('p', { class: 'wm-muted', 'aria-live': 'polite' });
  approveButton.addEventListener('click', () => {
    approveButton.disabled = rejectButton.disabled = true;
    ctx.answer({ kind: 'approve' });
  });
  rejectButton.addEventListener('click', () => {
    approveButton.disabled = rejectButton.disabled = true;
    ctx.answer({ kind: 'reject' });
  });
  const actions = h('div', { class: 'wm-actions' }, rejectButton, approveButton);
  // What is asked, what is signed and both buttons: all of it must be in view before Approve works.
  const all = h(
    'div',
    { class: 'wm-screen' },
    h('h1', { tabindex: '-1' }, title),
    h('p', { class: 'wm-origin' }, `${ctx.origin ? 'This site' : (screen.appName ?? 'This app')} asks you to ${ask} on ${network}.`),
    // The app's own name is what its page says about itself: shown as such, beside the verified origin.
    ...(ctx.origin && screen.appName ? [h('p', { class: 'wm-muted', 'data-testid': 'app-name' }, `It calls itself “${screen.appName}” (not verified).`)] : []),
    ...body,
    note,
    actions,
  );
  gate(ctx, approveButton, note, all);
  return [all];
}

function passwordForm(options: {
  title: string;
  explanation: string;
  confirm: boolean;
  error?: string;
  submitLabel: string;
  ctx: ScreenContext;
  gated?: boolean;
  cancel?: boolean;
}): Node[] {
  const { ctx } = options;
  const password = field('Password', { type: 'password', autocomplete: options.confirm ? 'new-password' : 'current-password', required: true, ...(options.confirm ? { minlength: String(MIN_PASSWORD_LENGTH) } : {}) });
  const confirm = options.confirm ? field('Confirm password', { type: 'password', autocomplete: 'new-password', required: true }) : undefined;
  const error = h('p', { class: 'wm-error', role: 'alert' }, options.error ?? '');
  const submit = h('button', { class: 'wm-button wm-button-primary', type: 'submit' }, options.submitLabel);
  const cancel = options.cancel ? h('button', { class: 'wm-button', type: 'button' }, 'Cancel') : undefined;
  cancel?.addEventListener('click', () => ctx.answer({ kind: 'reject' }));
  const note = h('p', { class: 'wm-muted', 'aria-live': 'polite' });
  const strength = h('p', { class: 'wm-muted', 'aria-live': 'polite' });
  const form = h('form', { class: 'wm-field', novalidate: true }, password.wrapper, confirm?.wrapper, strength, error, note, h('div', { class: 'wm-actions' }, cancel, submit));
  // A new password (set-up) is rated as it is typed and refused while too easy to guess (strength.ts).
  if (options.confirm) {
    // Failures surface at Continue (rate loads again and its error is shown).
    loadEstimator().catch(() => undefined);
    password.input.addEventListener('input', () => {
      const typed = password.input.value;
      if (typed.length < MIN_PASSWORD_LENGTH) return void (strength.textContent = '');
      rate(typed).then(
        (rated) => {
          if (password.input.value === typed) strength.textContent = rated.strong ? 'Strong enough.' : `Too easy to guess. ${rated.feedback}`;
        },
        () => undefined,
      );
    });
  }
  /** Why `value` cannot be sent (its strength aside), or undefined when it can. */
  const refusal = (value: string): string | undefined => {
    if (options.confirm && value.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    if (confirm && confirm.input.value !== value) return 'The passwords do not match.';
    if (value.length === 0) return 'Enter your password.';
    return undefined;
  };
  const refuse = (why: string) => {
    error.textContent = why;
    password.input.focus();
  };
  const send = (value: string) => {
    password.input.value = '';
    if (confirm) confirm.input.value = '';
    ctx.answer({ kind: 'password', password: value });
  };
  let rating = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled || rating) return;
    const value = password.input.value;
    const why = refusal(value);
    if (why) return refuse(why);
    if (!options.confirm) return send(value);
    rating = true;
    rate(value).then(
      (rated) => {
        rating = false;
        if (rated.strong) send(value);
        else refuse(`This password is too easy to guess. ${rated.feedback}`);
      },
      (failure: Error) => {
        rating = false;
        refuse(failure.message);
      },
    );
  });
  if (options.gated) gate(ctx, submit, note, document.body);
  queueMicrotask(() => password.input.focus({ preventScroll: true }));
  return [h('h1', {}, options.title), h('p', { class: 'wm-muted' }, options.explanation), form];
}

function exportWords(words: string, ctx: ScreenContext): Node[] {
  const done = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, 'Done');
  done.addEventListener('click', () => {
    done.disabled = true;
    ctx.answer({ kind: 'done' });
  });
  queueMicrotask(() => done.focus({ preventScroll: true }));
  return [
    h('h1', {}, 'Your recovery phrase'),
    h('p', { class: 'wm-muted' }, 'Write these 12 words down in order and keep them offline. Anyone who has them controls your wallet.'),
    h('ol', { class: 'wm-words', 'aria-label': 'Recovery phrase' }, ...words.split(' ').map((word) => h('li', {}, word))),
    h('div', { class: 'wm-actions' }, done),
  ];
}

/** The DOM of `screen`. */
/** Above every screen: the verified origin of the page that asked (approval, recovery, export, sign-in alike). */
function askedBy(origin: string): Node {
  return h('p', { class: 'wm-origin', 'data-testid': 'parent-origin' }, 'Requested by ', h('strong', {}, origin));
}

export function renderScreen(screen: Screen, ctx: ScreenContext): Node[] {
  const nodes = screenNodes(screen, ctx);
  return ctx.origin && screen.kind !== 'busy' ? [askedBy(ctx.origin), ...nodes] : nodes;
}

function screenNodes(screen: Screen, ctx: ScreenContext): Node[] {
  switch (screen.kind) {
    case 'approve':
      return approve(screen, ctx);
    case 'recovery-setup':
      return setupWithPasskey(screen, ctx, passwordForm({
        title: 'Set a recovery password',
        explanation: 'This password recovers your wallet when you sign in on a new device or browser. It cannot be reset, so keep it safe.',
        confirm: true,
        submitLabel: 'Continue',
        ctx,
        ...(screen.error ? { error: screen.error } : {}),
      }));
    case 'recovery':
      if (screen.method === 'passkey') return unlockWithPasskey(screen, ctx, gate);
      return passwordForm({
        title: 'Recover your wallet',
        explanation: screen.notice ?? 'This device does not hold your wallet yet. Enter the recovery password you set to use it here.',
        confirm: false,
        submitLabel: 'Continue',
        ctx,
        ...(screen.error ? { error: screen.error } : {}),
      });
    case 'export':
      if (screen.words) return exportWords(screen.words, ctx);
      if (screen.method === 'passkey') return unlockWithPasskey(screen, ctx, gate);
      if (screen.method === 'custodial') return custodialExport(ctx, gate);
      return passwordForm({
        title: 'Export wallet',
        explanation: 'Enter your recovery password to show your 12-word recovery phrase. Never share it.',
        confirm: false,
        submitLabel: 'Reveal',
        ctx,
        gated: true,
        cancel: true,
        ...(screen.error ? { error: screen.error } : {}),
      });
    case 'custodial-setup':
      return custodialSetup(ctx);
    case 'passkey-login':
      return passkeyLogin(screen, ctx);
    case 'social-login':
      return socialLogin(screen, ctx);
    case 'email-change':
      return emailChange(screen, ctx);
    case 'busy':
      return [h('p', { role: 'status' }, screen.message)];
    case 'devices':
      return devicesScreen(screen, ctx);
  }
}
