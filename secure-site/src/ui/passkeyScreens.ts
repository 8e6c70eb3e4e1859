// The UI frame's passkey and custodial screens: the passkey choice at recovery set-up (the password stays
// the alternative), unlocking recovery or export with the passkey, sign-in with a passkey, and the plain
// statement of what custodial means. The WebAuthn calls run in the button's click (user activation).
import type { Screen } from '../shared/channel.js';
import { h } from './dom.js';
import type { ScreenContext } from './screens.js';
import { assertPasskey, createPasskey, passkeyErrorText, passkeySupport } from './webauthn.js';

type Gate = (ctx: ScreenContext, button: HTMLButtonElement, note: HTMLElement, target: Element) => void;

/** A primary button that runs `ceremony` on click, shows its failure under it, and can be pressed again. */
function ceremonyButton(label: string, ctx: ScreenContext, ceremony: () => Promise<void>) {
  const button = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, label);
  const error = h('p', { class: 'wm-error', role: 'alert' });
  let running = false;
  button.addEventListener('click', () => {
    if (running || button.disabled) return;
    running = true;
    button.disabled = true;
    error.textContent = '';
    ceremony()
      .catch((failure: unknown) => {
        error.textContent = passkeyErrorText(failure);
        button.disabled = false;
      })
      .finally(() => (running = false));
  });
  return { button, error };
}

const cancelButton = (ctx: ScreenContext) => {
  const cancel = h('button', { class: 'wm-button', type: 'button' }, 'Cancel');
  cancel.addEventListener('click', () => ctx.answer({ kind: 'reject' }));
  return cancel;
};

/** Recovery set-up: "Use a passkey" first (when the browser can), then the password form as the alternative. */
export function setupWithPasskey(screen: Extract<Screen, { kind: 'recovery-setup' }>, ctx: ScreenContext, passwordNodes: Node[]): Node[] {
  const options = screen.passkey;
  if (!options) return passwordNodes;
  const { button, error } = ceremonyButton('Use a passkey', ctx, async () => {
    const created = await createPasskey(options);
    ctx.answer({ kind: 'passkey-created', response: created.response, ...(created.prf ? { prf: created.prf } : {}) });
  });
  const section = h(
    'section',
    { class: 'wm-card', 'aria-labelledby': 'wm-passkey-title' },
    h('h2', { id: 'wm-passkey-title' }, 'Use a passkey'),
    h('p', { class: 'wm-muted' }, 'A passkey on this device or your phone recovers your wallet when you sign in elsewhere, and signs you in without an e-mail code. Nothing to remember.'),
    error,
    h('div', { class: 'wm-actions' }, button),
  );
  // Hidden when the browser says it cannot; when it does not say, we try and fall back if no PRF output comes.
  void passkeySupport().then((supported) => {
    if (supported === false) section.classList.add('wm-hidden');
  });
  // The password form's own title gives way to the choice's.
  const [, ...form] = passwordNodes;
  return [h('h1', {}, 'Protect your wallet'), section, h('h2', {}, 'Or set a recovery password'), ...form];
}

/** Recovery on a new device, or export: the passkey's PRF output opens the recovery half. */
export function unlockWithPasskey(screen: Extract<Screen, { kind: 'recovery' | 'export' }>, ctx: ScreenContext, gate: Gate): Node[] {
  const isExport = screen.kind === 'export';
  const { button, error } = ceremonyButton(isExport ? 'Reveal with passkey' : 'Use your passkey', ctx, async () => {
    const asserted = await assertPasskey({ credentialIds: screen.credentialId ? [screen.credentialId] : [] });
    ctx.answer({ kind: 'passkey-assertion', response: asserted.response, ...(asserted.prf ? { prf: asserted.prf } : {}) });
  });
  if (screen.error) error.textContent = screen.error;
  const note = h('p', { class: 'wm-muted', 'aria-live': 'polite' });
  if (isExport) gate(ctx, button, note, document.body);
  else queueMicrotask(() => button.focus({ preventScroll: true }));
  return [
    h('h1', {}, isExport ? 'Export wallet' : 'Recover your wallet'),
    h(
      'p',
      { class: 'wm-muted' },
      isExport
        ? 'Confirm with your passkey to show your 12-word recovery phrase. Never share it.'
        : ((screen.kind === 'recovery' && screen.notice) || 'This device does not hold your wallet yet. Confirm with the passkey you set up to use it here.'),
    ),
    error,
    note,
    h('div', { class: 'wm-actions' }, isExport ? cancelButton(ctx) : undefined, button),
  ];
}

const CUSTODIAL_TEXT =
  'This wallet is custodial: the operator of this service keeps a recovery copy and can restore your wallet (and could use it). You need no recovery password.';

/** Custodial mode, at set-up: say plainly what it means, then continue. */
export function custodialSetup(ctx: ScreenContext): Node[] {
  const next = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, 'Continue');
  next.addEventListener('click', () => {
    next.disabled = true;
    ctx.answer({ kind: 'approve' });
  });
  queueMicrotask(() => next.focus({ preventScroll: true }));
  return [h('h1', {}, 'Custodial wallet'), h('p', { class: 'wm-badge' }, 'custodial'), h('p', { class: 'wm-muted' }, CUSTODIAL_TEXT), h('div', { class: 'wm-actions' }, next)];
}

/** Custodial mode, at export: no secret to enter, only the visibility gate and the person's click. */
export function custodialExport(ctx: ScreenContext, gate: Gate): Node[] {
  const reveal = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, 'Reveal');
  const note = h('p', { class: 'wm-muted', 'aria-live': 'polite' });
  reveal.addEventListener('click', () => {
    reveal.disabled = true;
    ctx.answer({ kind: 'approve' });
  });
  gate(ctx, reveal, note, document.body);
  return [
    h('h1', {}, 'Export wallet'),
    h('p', { class: 'wm-badge' }, 'custodial'),
    h('p', { class: 'wm-muted' }, `${CUSTODIAL_TEXT} Reveal shows your 12-word recovery phrase. Never share it.`),
    note,
    h('div', { class: 'wm-actions' }, cancelButton(ctx), reveal),
  ];
}

/** Sign-in with a discoverable passkey (CONNECT_PASSKEY): one ceremony signs in and, on a new device, recovers. */
export function passkeyLogin(screen: Extract<Screen, { kind: 'passkey-login' }>, ctx: ScreenContext): Node[] {
  const { options } = screen;
  const { button, error } = ceremonyButton('Sign in with a passkey', ctx, async () => {
    const asserted = await assertPasskey({ challenge: options.challenge, rpId: options.rpId, credentialIds: [], ...(options.timeout ? { timeout: options.timeout } : {}) });
    ctx.answer({ kind: 'passkey-assertion', response: asserted.response, ...(asserted.prf ? { prf: asserted.prf } : {}) });
  });
  if (screen.error) error.textContent = screen.error;
  queueMicrotask(() => button.focus({ preventScroll: true }));
  return [
    h('h1', {}, 'Sign in with a passkey'),
    h('p', { class: 'wm-muted' }, 'Use the passkey you set up for your wallet on this device or your phone.'),
    error,
    h('div', { class: 'wm-actions' }, cancelButton(ctx), button),
  ];
}
