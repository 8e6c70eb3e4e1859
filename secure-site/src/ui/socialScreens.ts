// The UI frame's social sign-in screen: "Continue with <Provider>" opens the provider in a popup from this
// origin (the click is here, so the browser allows it), and the callback page on this origin posts the attempt
// id and finish code back to this window, its opener. Only that popup, on this origin, is listened to.
import { socialDoneMessage } from '@wallet-modal/schema/embedded';
import type { Screen } from '../shared/channel.js';
import { h } from './dom.js';
import type { ScreenContext } from './screens.js';

const NAMES: Record<string, string> = { google: 'Google', x: 'X', discord: 'Discord', github: 'GitHub', apple: 'Apple', facebook: 'Facebook' };

const POPUP_FEATURES = 'popup,width=500,height=640';

export function socialLogin(screen: Extract<Screen, { kind: 'social-login' }>, ctx: ScreenContext): Node[] {
  const name = NAMES[screen.provider] ?? screen.provider;
  const button = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, `Continue with ${name}`);
  const cancel = h('button', { class: 'wm-button', type: 'button' }, 'Cancel');
  const error = h('p', { class: 'wm-error', role: 'alert' }, screen.error ?? '');
  const status = h('p', { class: 'wm-muted', 'aria-live': 'polite' });
  let popup: Window | null = null;

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== location.origin || !popup || event.source !== popup) return;
    const parsed = socialDoneMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'wallet-modal:social-done') ctx.answer({ kind: 'social-done', attemptId: message.attemptId, finishCode: message.finishCode });
    else ctx.answer({ kind: 'social-failed', code: message.code.slice(0, 64), message: message.message.slice(0, 1000) });
    popup = null;
  };
  window.addEventListener('message', onMessage);
  ctx.onDispose(() => window.removeEventListener('message', onMessage));

  button.addEventListener('click', () => {
    // Never 'noopener': the callback page answers through window.opener.
    popup = window.open(screen.url, 'wallet-modal-social', POPUP_FEATURES);
    if (!popup) return ctx.answer({ kind: 'social-blocked' });
    button.disabled = true;
    status.textContent = `Continue in the ${name} window…`;
  });
  cancel.addEventListener('click', () => {
    popup?.close();
    ctx.answer({ kind: 'reject' });
  });
  queueMicrotask(() => button.focus({ preventScroll: true }));
  return [
    h('h1', {}, `Sign in with ${name}`),
    h('p', { class: 'wm-muted' }, `${name} confirms who you are in a new window; your wallet stays on this secure site.`),
    error,
    status,
    h('div', { class: 'wm-actions' }, cancel, button),
  ];
}
