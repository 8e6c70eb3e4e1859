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

/**
 * A new device asked for the wallet where the account has a device holding it or a passkey: it is admitted at
 * `readyAt` unless a device holding the wallet allows it sooner, or the owner cancels with the link.
 */
export function admissionMail(to: string, seen: Seen, at: number, readyAt: number, cancelLink: string): Mail {
  return notice(
    to,
    'A new device asks to open your wallet',
    [
      `${who(seen, at)} signed in with this e-mail address and asked to open your wallet with your recovery password.`,
      `If it was you: allow it in "Devices and security" on a device that holds your wallet, or sign in there with your passkey, and it opens at once. Without either, it opens on ${new Date(readyAt).toUTCString()}.`,
      'If it was not you: open this link and cancel it, then change the password of this mailbox. Someone who can read your mail and knows your recovery password is trying to open your wallet.',
    ],
    cancelLink,
  );
}
