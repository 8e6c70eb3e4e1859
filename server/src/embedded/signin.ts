// A new session for a user, with the mail that tells the owner when it is a device the account has not
// seen before (not on the account's very first sign-in: that one is the owner setting it up).
import type { DeviceKey } from '@wallet-modal/schema/embedded';
import type { Seen } from './browser.js';
import type { Mail } from './mailer.js';
import { newDeviceMail } from './notices.js';
import type { EmbeddedService } from './service.js';
import { thumbprintOf, type SignedInWith } from './sessions.js';

/** Sends a notice; a mail that cannot be sent (logged by the mailer) does not undo what happened. */
export async function notify(e: EmbeddedService, mail: Mail): Promise<void> {
  await e.mailer.send(mail).catch(() => {});
}

export async function startSession(e: EmbeddedService, user: { id: string; email: string | null }, device: DeviceKey, seen: Seen, signedInWith?: SignedInWith) {
  const thumbprint = await thumbprintOf(device);
  const news = Boolean(user.email) && (await e.devices.any(user.id)) && !(await e.devices.known(user.id, thumbprint));
  const session = await e.sessions.create(user.id, device, seen, signedInWith);
  if (news) await notify(e, newDeviceMail(user.email!, seen, Date.now()));
  return session;
}
