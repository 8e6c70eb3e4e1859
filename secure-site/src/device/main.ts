// Entry of /embedded/device?token=… (the device-approval link of the e-mail, opened top-level): asks before
// approving, so a link scanner's GET approves nothing; the click POSTs the token.
import { EMBEDDED_API_PREFIX, deviceApproveBody, okResult } from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';
import '../styles/site.css';
import { h, render } from '../ui/dom.js';

z.config({ jitless: true });

const errorBody = z.object({ error: z.object({ message: z.string().check(z.maxLength(500)) }) });

async function approve(token: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${EMBEDDED_API_PREFIX}/device/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(deviceApproveBody.parse({ token })),
      credentials: 'omit',
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok && okResult.safeParse(json).success) return undefined;
    return errorBody.safeParse(json).data?.error.message ?? `HTTP status code ${response.status}`;
  } catch {
    return 'Network Error - Could not reach the wallet server';
  }
}

function start(): void {
  const root = document.getElementById('app');
  if (!root) return;
  root.classList.add('wm-page');
  const token = deviceApproveBody.shape.token.safeParse(new URLSearchParams(location.search).get('token'));
  if (!token.success) {
    render(root, h('h1', {}, 'This link is not valid'), h('p', { class: 'wm-muted' }, 'Open the link from the most recent sign-in e-mail.'));
    return;
  }
  const button = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, 'Approve this device');
  const status = h('p', { role: 'status' });
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = 'Approving…';
    const failure = await approve(token.data);
    if (failure === undefined) {
      render(root, h('h1', {}, 'Device approved. You can close this page.'));
      return;
    }
    status.textContent = failure;
    status.className = 'wm-error';
    button.disabled = false;
  });
  render(
    root,
    h('h1', {}, 'Approve sign-in on this device?'),
    h('p', { class: 'wm-muted' }, 'Approve only if you just asked to sign in with this e-mail address. The sign-in continues on the device where you asked for it.'),
    h('div', { class: 'wm-actions' }, button),
    status,
  );
}

start();
