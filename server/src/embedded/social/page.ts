// The page the provider sends the browser back to (on the secure origin), and its one static script: it
// hands the attempt id and finish code to the window that opened it, on the secure origin only. Never a token.
import { SOCIAL_CHANNEL } from '@wallet-modal/schema/embedded';
import type { Context } from 'hono';

export const DONE_SCRIPT_PATH = '/social/done.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Posts the result to the opener (exact origin: this one) and on a same-origin BroadcastChannel, then closes. */
export const DONE_SCRIPT = `// Social sign-in callback: hands the result to the secure-site window that opened this one.
const d = document.body.dataset;
const message = d.finish
  ? { type: 'wallet-modal:social-done', attemptId: d.attempt, finishCode: d.finish }
  : { type: 'wallet-modal:social-failed', ...(d.attempt ? { attemptId: d.attempt } : {}), code: d.code, message: d.message };
try {
  const channel = new BroadcastChannel(${JSON.stringify(SOCIAL_CHANNEL)});
  channel.postMessage(message);
  channel.close();
} catch {}
if (window.opener) {
  window.opener.postMessage(message, location.origin);
  if (d.finish) window.close();
}
`;

export type CallbackOutcome = { attemptId?: string; finishCode: string } | { attemptId?: string; code: string; message: string };

export function callbackPage(c: Context, prefix: string, outcome: CallbackOutcome, status: 200 | 400 | 401 | 403 | 404 | 429 | 500 | 502) {
  c.header(
    'content-security-policy',
    ["default-src 'none'", "script-src 'self'", "style-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; '),
  );
  c.header('x-content-type-options', 'nosniff');
  c.header('referrer-policy', 'no-referrer');
  c.header('cache-control', 'no-store');
  // The opener (the secure site's window) must keep its reference to this page to receive the message.
  c.header('cross-origin-opener-policy', 'unsafe-none');
  const data: Record<string, string | undefined> =
    'finishCode' in outcome ? { attempt: outcome.attemptId, finish: outcome.finishCode } : { attempt: outcome.attemptId, code: outcome.code, message: outcome.message };
  const attrs = Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` data-${k}="${escapeHtml(v!)}"`)
    .join('');
  const text = 'finishCode' in outcome ? 'Signed in. You can close this window.' : escapeHtml(outcome.message);
  return c.html(
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${'finishCode' in outcome ? 'Signed in' : 'Sign-in failed'}</title>
    <script type="module" src="${prefix}${DONE_SCRIPT_PATH}"></script>
  </head>
  <body${attrs}>
    <main><p id="social-result">${text}</p></main>
  </body>
</html>
`,
    status,
  );
}
