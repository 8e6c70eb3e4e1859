// Entry of the pages that links in mails open top-level: /embedded/device?token=… (allow a sign-in, saying which
// browser, app origin and time asked, as the server recorded them) and /embedded/email/undo?token=… (undo an
// e-mail change) and /embedded/admission/cancel?token=… (stop a new device from opening the wallet). Each asks before acting, so a link scanner's GET does nothing; the click POSTs the token.
import { EMBEDDED_API_PREFIX, deviceApprovalResult, deviceApproveBody, okResult, type DeviceApprovalResult } from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';
import '../styles/site.css';
import { h, render } from '../ui/dom.js';

z.config({ jitless: true });

const errorBody = z.object({ error: z.object({ message: z.string().check(z.maxLength(500)) }) });

/** POSTs the link's token (`{ token }`: emailUndoBody is deviceApproveBody) to `route`; answers the parsed result, or the text of what went wrong. */
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

type Confirm = { title: string; paragraphs: HTMLElement[]; button: string; busy: string; done: string; route: string };

/** The page's question, its one button (POSTs the token to `route`) and what happened. */
function confirm(root: HTMLElement, token: string, page: Confirm): void {
  const button = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, page.button);
  const status = h('p', { role: 'status' });
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = page.busy;
    const answer = await send(page.route, token, okResult);
    if ('ok' in answer) {
      render(root, h('h1', {}, page.done));
      return;
    }
    status.textContent = answer.failure;
    status.className = 'wm-error';
    button.disabled = false;
  });
  render(root, h('h1', {}, page.title), ...page.paragraphs, h('div', { class: 'wm-actions' }, button), status);
}

async function deviceApproval(root: HTMLElement, token: string): Promise<void> {
  render(root, h('p', { role: 'status' }, 'Loading…'));
  const details = await send('/device/approval', token, deviceApprovalResult);
  if ('failure' in details) {
    render(root, h('h1', {}, 'This link cannot be used'), h('p', { class: 'wm-error' }, details.failure));
    return;
  }
  const asker = askerOf(details.ok);
  confirm(root, token, {
    title: 'Allow a sign-in to your wallet?',
    paragraphs: [
      h('p', {}, `${asker} asked to sign in with your e-mail address on ${new Date(details.ok.requestedAt).toLocaleString()}.`),
      h('p', { class: 'wm-muted' }, 'Allow it only if you asked for it just now, in that browser and on that site. The sign-in continues there, not on this page. If it was not you, close this page: nothing is allowed without your click.'),
    ],
    button: `Allow ${asker} to sign in`,
    busy: 'Approving…',
    done: 'Sign-in allowed. You can close this page.',
    route: '/device/approve',
  });
}

function emailUndo(root: HTMLElement, token: string): void {
  confirm(root, token, {
    title: 'Undo the e-mail change?',
    paragraphs: [
      h('p', { class: 'wm-muted' }, 'Your wallet gets its previous e-mail address back, and every device signed in to it is signed out. Sign in again with your previous address afterwards.'),
    ],
    button: 'Undo the change',
    busy: 'Undoing…',
    done: 'The change was undone: your wallet has its previous e-mail address again, and every device was signed out.',
    route: '/email/undo',
  });
}

function admissionCancel(root: HTMLElement, token: string): void {
  confirm(root, token, {
    title: 'Stop this device from opening your wallet?',
    paragraphs: [
      h('p', { class: 'wm-muted' }, 'Cancel it if you did not ask for it: someone who can read your mail and knows your recovery password is trying to open your wallet. Then change the password of your mailbox. Your own devices keep working.'),
    ],
    button: 'Cancel the new device',
    busy: 'Cancelling…',
    done: 'Cancelled: that device does not get your wallet. Change the password of your mailbox, and your recovery password from a device that holds your wallet.',
    route: '/admission/cancel',
  });
}

async function start(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  root.classList.add('wm-page');
  const undo = location.pathname.endsWith('/email/undo');
  const cancel = location.pathname.endsWith('/admission/cancel');
  const token = deviceApproveBody.shape.token.safeParse(new URLSearchParams(location.search).get('token'));
  if (!token.success) {
    const hint = undo
      ? 'Open the link from the "e-mail address was changed" mail.'
      : cancel
        ? 'Open the link from the "new device asks to open your wallet" mail.'
        : 'Open the link from the most recent sign-in e-mail.';
    render(root, h('h1', {}, 'This link is not valid'), h('p', { class: 'wm-muted' }, hint));
    return;
  }
  if (undo) emailUndo(root, token.data);
  else if (cancel) admissionCancel(root, token.data);
  else await deviceApproval(root, token.data);
}

void start();
