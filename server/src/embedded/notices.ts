// The mails that tell an account's owner something happened to their wallet, each with its own subject:
// a device asks to sign in (with the approval link), a new device signed in, a passkey was added, the
// e-mail change has its own mails in emailChangeMails.ts. Each says what, when, which browser and app, and what to do if it was not them.
import type { Seen } from './browser.js';
import { hostOf } from './browser.js';
import { escapeHtml, type Mail } from './mailer.js';

const NOT_YOU =
  'If it was not you, open your wallet in the app, choose "Devices and security" and remove the devices and passkeys you do not know, then sign in again.';

/** "Firefox on Linux at app.example.com, on Sat, 28 Nov 2026 05:40:00 GMT" */
const who = (seen: Seen, at: number) => `${seen.browser} at ${hostOf(seen.appOrigin)}, on ${new Date(at).toUTCString()}`;

function notice(to: string, subject: string, lines: string[], link?: string): Mail {
  const text = `${lines.join('\n\n')}${link ? `\n\n${link}` : ''}\n`;
  const html = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') + (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '');
  return { to, subject, text, html };
}

/** The device-approval mail: the link opens the device page, where a click (not the link itself) approves. */
export function approvalMail(to: string, link: string, seen: Seen, at: number): Mail {
  return notice(
    to,
    'Approve sign-in on a new device',
    [
      `${who(seen, at)} asked to sign in to your wallet with this e-mail address.`,
      'If it was you, open this link and allow that device. If it was not you, ignore this mail: nothing is approved without your click.',
    ],
    link,
  );
}

export function newDeviceMail(to: string, seen: Seen, at: number): Mail {
  return notice(to, 'New device signed in to your wallet', [`A new device signed in to your wallet: ${who(seen, at)}.`, NOT_YOU]);
}

export function passkeyAddedMail(to: string, seen: Seen, at: number): Mail {
  return notice(to, 'A passkey was added to your wallet', [`A passkey that can sign in to your wallet was added from ${who(seen, at)}.`, NOT_YOU]);
}
