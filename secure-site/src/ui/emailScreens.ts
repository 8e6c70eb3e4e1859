// The "Change e-mail" screen (UPDATE_EMAIL): the new address, then the code mailed to the current address,
// then the one mailed to the new address, each typed here on the secure origin, where no host-page script
// can read or fill it. The wallet frame checks every answer again and says what to fix.
import type { Screen } from '../shared/channel.js';
import { field, h } from './dom.js';
import type { ScreenContext } from './screens.js';

type EmailChange = Extract<Screen, { kind: 'email-change' }>;

const TEXTS: Record<EmailChange['step'], (screen: EmailChange) => { label: string; explanation: string; submit: string }> = {
  address: (s) => ({ label: 'New e-mail', explanation: `Your wallet's e-mail is ${s.currentEmail}. We send a code to it, then one to the new address.`, submit: 'Continue' }),
  'current-code': (s) => ({
    label: 'Code from your current address',
    explanation: `Enter the code we sent to ${s.currentEmail}. It confirms the change to ${s.newEmail ?? 'the new address'}.`,
    submit: 'Continue',
  }),
  'new-code': (s) => ({ label: 'Code from your new address', explanation: `Enter the code we sent to ${s.newEmail ?? 'the new address'}.`, submit: 'Change e-mail' }),
};

export function emailChange(screen: EmailChange, ctx: ScreenContext): Node[] {
  const texts = TEXTS[screen.step](screen);
  const address = screen.step === 'address';
  const input = field(
    texts.label,
    address
      ? { type: 'email', autocomplete: 'email', required: true, ...(screen.newEmail ? { value: screen.newEmail } : {}) }
      : { type: 'text', inputmode: 'numeric', autocomplete: 'one-time-code', pattern: '[0-9]{6}', maxlength: '6', required: true },
  );
  const error = h('p', { class: 'wm-error', role: 'alert' }, screen.error ?? '');
  const submit = h('button', { class: 'wm-button wm-button-primary', type: 'submit' }, texts.submit);
  const cancel = h('button', { class: 'wm-button', type: 'button' }, 'Cancel');
  cancel.addEventListener('click', () => ctx.answer({ kind: 'reject' }));
  const form = h('form', { class: 'wm-field', novalidate: true }, input.wrapper, error, h('div', { class: 'wm-actions' }, cancel, submit));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = input.input.value.trim();
    if (!value) {
      error.textContent = address ? 'Enter the new e-mail address.' : 'Enter the 6-digit code from the mail.';
      return;
    }
    submit.disabled = cancel.disabled = true;
    ctx.answer(address ? { kind: 'email-address', email: value.slice(0, 320) } : { kind: 'email-code', otp: value.slice(0, 6) });
  });
  queueMicrotask(() => input.input.focus({ preventScroll: true }));
  return [h('h1', {}, 'Change e-mail'), h('p', { class: 'wm-muted' }, texts.explanation), form];
}
