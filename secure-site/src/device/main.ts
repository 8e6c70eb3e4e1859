// Entry of the pages that links in mails open top-level: /embedded/device?token=… (approve a sign-in on a new
// device) and /embedded/email/undo?token=… (undo an e-mail change). Each asks before acting, so a link
// scanner's GET does nothing; the click POSTs the token.
import { EMBEDDED_API_PREFIX, deviceApproveBody, okResult } from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';
import '../styles/site.css';
import { h, render } from '../ui/dom.js';

z.config({ jitless: true });

const errorBody = z.object({ error: z.object({ message: z.string().check(z.maxLength(500)) }) });

/** What each link page says and where its button posts (both take `{ token }`: emailUndoBody is deviceApproveBody). */
const PAGES = {
  device: {
    route: '/device/approve',
    title: 'Approve sign-in on this device?',
    explanation: 'Approve only if you just asked to sign in with this e-mail address. The sign-in continues on the device where you asked for it.',
    button: 'Approve this device',
    busy: 'Approving…',
    done: 'Device approved. You can close this page.',
    invalid: 'Open the link from the most recent sign-in e-mail.',
  },
  undo: {
    route: '/email/undo',
    title: 'Undo the e-mail change?',
    explanation: 'Your wallet gets its previous e-mail address back, and every device signed in to it is signed out. Sign in again with your previous address afterwards.',
    button: 'Undo the change',
    busy: 'Undoing…',
    done: 'The change was undone: your wallet has its previous e-mail address again, and every device was signed out.',
    invalid: 'Open the link from the "e-mail address was changed" mail.',
  },
} as const;

async function submit(route: string, token: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${EMBEDDED_API_PREFIX}${route}`, {
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
  const page = PAGES[location.pathname.endsWith('/email/undo') ? 'undo' : 'device'];
  const token = deviceApproveBody.shape.token.safeParse(new URLSearchParams(location.search).get('token'));
  if (!token.success) {
    render(root, h('h1', {}, 'This link is not valid'), h('p', { class: 'wm-muted' }, page.invalid));
    return;
  }
  const button = h('button', { class: 'wm-button wm-button-primary', type: 'button' }, page.button);
  const status = h('p', { role: 'status' });
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = page.busy;
    const failure = await submit(page.route, token.data);
    if (failure === undefined) {
      render(root, h('h1', {}, page.done));
      return;
    }
    status.textContent = failure;
    status.className = 'wm-error';
    button.disabled = false;
  });
  render(root, h('h1', {}, page.title), h('p', { class: 'wm-muted' }, page.explanation), h('div', { class: 'wm-actions' }, button), status);
}

start();
