// The "Devices and security" screen: new devices asking for the wallet (Allow / Refuse), where the account is signed
// in (devices, with browser, app and first and last use, this one marked), its live sessions and its passkeys, each
// with a Remove button. The frame
// does the removal (a signed request) and shows the list again.
import type { DeviceAdmission, DevicesResult } from '@wallet-modal/schema/embedded';
import type { Screen } from '../shared/channel.js';
import { h } from './dom.js';
import type { ScreenContext } from './screens.js';

type What = 'devices' | 'sessions' | 'passkeys';

const when = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : 'never');
const app = (origin: string | null) => (origin ? origin.replace(/^https?:\/\//, '') : 'an app the wallet could not verify');

function entry(ctx: ScreenContext, what: What, id: string, title: string, details: string[], current: boolean): HTMLElement {
  const remove = h('button', { class: 'wm-button', type: 'button', 'aria-label': `Remove ${title}${current ? ' (this device: signs you out)' : ''}` }, current ? 'Remove and sign out' : 'Remove');
  remove.addEventListener('click', () => {
    remove.disabled = true;
    ctx.answer({ kind: 'revoke', what, id });
  });
  return h('li', { class: 'wm-card' }, h('p', {}, title, current ? h('strong', {}, ' · this device') : undefined), ...details.map((d) => h('p', { class: 'wm-muted' }, d)), remove);
}

/** A new device asking for the wallet: Allow (it may recover with the password now) or Refuse. */
function asking(ctx: ScreenContext, a: DeviceAdmission): HTMLElement {
  const title = `${a.browser} at ${app(a.appOrigin)}`;
  const button = (decision: 'admit' | 'refuse', label: string, primary: boolean) => {
    const b = h('button', { class: primary ? 'wm-button wm-button-primary' : 'wm-button', type: 'button', 'aria-label': `${label} ${title}` }, label);
    b.addEventListener('click', () => {
      b.disabled = true;
      ctx.answer({ kind: 'admission', decision, id: a.id });
    });
    return b;
  };
  return h(
    'li',
    { class: 'wm-card' },
    h('p', {}, title),
    h('p', { class: 'wm-muted' }, `Asked ${when(a.requestedAt)}; opens the wallet on ${when(a.readyAt)} unless you refuse`),
    h('div', { class: 'wm-actions' }, button('refuse', 'Refuse', false), button('admit', 'Allow', true)),
  );
}

function section(heading: string, empty: string, items: HTMLElement[]): Node[] {
  return [h('h2', {}, heading), items.length ? h('ul', { class: 'wm-list', 'aria-label': heading }, ...items) : h('p', { class: 'wm-muted' }, empty)];
}

export function devicesScreen(screen: Extract<Screen, { kind: 'devices' }>, ctx: ScreenContext): Node[] {
  const { devices, sessions, passkeys, admissions = [] }: DevicesResult = screen.list;
  const done = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, 'Done');
  done.addEventListener('click', () => {
    done.disabled = true;
    ctx.answer({ kind: 'done' });
  });
  return [
    h('h1', {}, 'Devices and security'),
    h('p', { class: 'wm-muted' }, 'Remove anything you do not recognise. A removed device loses its copy of the wallet and is signed out.'),
    screen.error ? h('p', { class: 'wm-error', role: 'alert' }, screen.error) : undefined,
    ...(admissions.length
      ? section(
          'New devices asking for your wallet',
          '',
          admissions.map((a) => asking(ctx, a)),
        ).concat(h('p', { class: 'wm-muted' }, 'Allow one only if you are signing in there yourself right now. Someone who reads your mail and knows your recovery password could be asking.'))
      : []),
    ...section(
      'Devices',
      'No devices.',
      devices.map((d) =>
        entry(ctx, 'devices', d.id, `${d.browser} at ${app(d.appOrigin)}`, [`First seen ${when(d.firstSeen)}, last seen ${when(d.lastSeen)}`, d.enrolled ? 'Holds the wallet' : 'Signed in, does not hold the wallet'], d.current),
      ),
    ),
    ...section(
      'Sessions',
      'No sessions.',
      sessions.map((s) => entry(ctx, 'sessions', s.id, `${s.browser} at ${app(s.appOrigin)}`, [`Signed in ${when(s.createdAt)}, last seen ${when(s.lastSeen)}`], s.current)),
    ),
    ...section(
      'Passkeys',
      'No passkeys.',
      passkeys.map((p) => entry(ctx, 'passkeys', p.id, 'Passkey', [`Added ${when(p.createdAt)}, last used ${when(p.lastUsedAt)}`], false)),
    ),
    h('div', { class: 'wm-actions' }, done),
  ].filter((node): node is Node => node !== undefined);
}
