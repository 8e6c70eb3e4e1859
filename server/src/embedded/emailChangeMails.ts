// The e-mail change's mails. Each has its own subject and says what its code does and where to type it,
// so a change code never reads like a sign-in code (a page asking for "your code" gets no change code
// from a careful reader), and the old address hears of a change it did not make, with a way to undo it.
import { escapeHtml, type Mail } from './mailer.js';

/** Where a change code may be typed: the wallet's own window, never a page that asks for it. */
const WHERE = 'Type it only in the wallet\'s "Change e-mail" window, which you opened yourself. No app, site or person will ever ask you for it.';

const codeBlock = (code: string) => `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`;
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

/** To the current address: confirms that its owner wants the wallet moved to `newEmail`. */
export function changeCodeToCurrentMail(to: string, code: string, newEmail: string, validMinutes: number): Mail {
  const intro = `Someone signed in to your wallet asked to change its e-mail address from ${to} to ${newEmail}.`;
  const outro = [WHERE, `It is valid for ${validMinutes} minutes.`, 'If you did not ask for this, do not share the code and sign in to your wallet to check it: nothing changes without it.'];
  return {
    to,
    subject: `Confirm changing your wallet's e-mail address: ${code}`,
    text: `${intro}\n\nYour code to confirm the e-mail change is ${code}.\n\n${outro.join('\n\n')}\n`,
    html: `${paragraphs([intro, 'Your code to confirm the e-mail change is'])}${codeBlock(code)}${paragraphs(outro)}`,
  };
}

/** To the new address: proves the person holds it. */
export function changeCodeToNewMail(to: string, code: string, validMinutes: number): Mail {
  const intro = 'You asked to make this address the e-mail of your wallet.';
  const outro = [WHERE, `It is valid for ${validMinutes} minutes.`, 'If you did not ask for this, ignore this mail.'];
  return {
    to,
    subject: `Confirm your new wallet e-mail address: ${code}`,
    text: `${intro}\n\nYour code to confirm this new address is ${code}.\n\n${outro.join('\n\n')}\n`,
    html: `${paragraphs([intro, 'Your code to confirm this new address is'])}${codeBlock(code)}${paragraphs(outro)}`,
  };
}

/** To the old address once the change is done: what happened, and the link that undoes it for `validDays`. */
export function emailChangedMail(to: string, newEmail: string, undoLink: string, validDays: number): Mail {
  const intro = `The e-mail address of your wallet was changed from ${to} to ${newEmail}. Your other signed-in devices were signed out.`;
  const undo = `If you did not do this, open this link within ${validDays} days and press "Undo the change": your wallet gets ${to} back and every device is signed out.`;
  return {
    to,
    subject: 'Your wallet\'s e-mail address was changed',
    text: `${intro}\n\n${undo}\n${undoLink}\n\nIf it was you, there is nothing to do.\n`,
    html: `${paragraphs([intro, undo])}<p><a href="${escapeHtml(undoLink)}">${escapeHtml(undoLink)}</a></p>${paragraphs(['If it was you, there is nothing to do.'])}`,
  };
}
