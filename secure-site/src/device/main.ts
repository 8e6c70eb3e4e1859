// Entry of /embedded/device?token=… (the device-approval link of the e-mail, opened top-level): says who
// asked (browser, app origin, time, as the server recorded them) and asks before approving, so a link
// scanner's GET approves nothing; the click POSTs the token.
import { EMBEDDED_API_PREFIX, deviceApprovalResult, deviceApproveBody, okResult, type DeviceApprovalResult } from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';
import '../styles/site.css';
import { h, render } from '../ui/dom.js';

z.config({ jitless: true });

const errorBody = z.object({ error: z.object({ message: z.string().check(z.maxLength(500)) }) });

/** POSTs the link's token to `route`; answers the parsed result, or the text of what went wrong. */
async function send<T>(route: string, token: string, result: z.ZodMiniType<T>): Promise<{ ok: T } | { failure: string }> {
  try {
    const response = await fetch(`${EMBEDDED_API_PREFIX}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(deviceApproveBody.parse({ token })),
      credentials: 'omit',
    });
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = result.safeParse(json);
    if (response.ok && parsed.success) return { ok: parsed.data };
    return { failure: errorBody.safeParse(json).data?.error.message ?? `HTTP status code ${response.status}` };
  } catch {
    return { failure: 'Network Error - Could not reach the wallet server' };
  }
}

/** "Firefox on Linux at app.example.com" */
const askerOf = (asked: DeviceApprovalResult) => `${asked.browser} at ${asked.appOrigin ? asked.appOrigin.replace(/^https?:\/\//, '') : 'an app the wallet could not verify'}`;

async function start(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  root.classList.add('wm-page');
  const token = deviceApproveBody.shape.token.safeParse(new URLSearchParams(location.search).get('token'));
  if (!token.success) {
    render(root, h('h1', {}, 'This link is not valid'), h('p', { class: 'wm-muted' }, 'Open the link from the most recent sign-in e-mail.'));
    return;
  }
  render(root, h('p', { role: 'status' }, 'Loading…'));
  const details = await send('/device/approval', token.data, deviceApprovalResult);
  if ('failure' in details) {
    render(root, h('h1', {}, 'This link cannot be used'), h('p', { class: 'wm-error' }, details.failure));
    return;
  }
  const asker = askerOf(details.ok);
  const button = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, `Allow ${asker} to sign in`);
  const status = h('p', { role: 'status' });
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = 'Approving…';
    const answer = await send('/device/approve', token.data, okResult);
    if ('ok' in answer) {
      render(root, h('h1', {}, 'Sign-in allowed. You can close this page.'));
      return;
    }
    status.textContent = answer.failure;
    status.className = 'wm-error';
    button.disabled = false;
  });
  render(
    root,
    h('h1', {}, 'Allow a sign-in to your wallet?'),
    h('p', {}, `${asker} asked to sign in with your e-mail address on ${new Date(details.ok.requestedAt).toLocaleString()}.`),
    h('p', { class: 'wm-muted' }, 'Allow it only if you asked for it just now, in that browser and on that site. The sign-in continues there, not on this page. If it was not you, close this page: nothing is allowed without your click.'),
    h('div', { class: 'wm-actions' }, button),
    status,
  );
}

void start();
