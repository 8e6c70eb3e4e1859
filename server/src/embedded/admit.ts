// The gate before a new device gets the wallet (issue 29 item 3): where the account has a device holding the wallet
// or a passkey, the e-mail code and the recovery password are not enough. A passkey sign-in admits at once; so does
// a device holding the wallet (POST /devices/admit); otherwise the request waits out the operator's delay, and the
// account's address is told at once with a cancel link.
import { ApiError } from '../errors.js';
import type { Seen } from './browser.js';
import { admissionMail } from './notices.js';
import type { EmbeddedService } from './service.js';
import type { Session } from './sessions.js';
import { notify } from './signin.js';

const clock = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Throws DEVICE_ADMISSION_REQUIRED (403, `retryAfter`: seconds until the wait ends) unless the session's device may
 * have the wallet. `ask`: the request's browser and app; with it a first refusal starts the request and mails the owner.
 */
export async function requireAdmission(e: EmbeddedService, session: Session, ask?: Seen): Promise<void> {
  if (session.signedInWith === 'passkey') return;
  // A device that holds a share was admitted when it got it (enrolment passes this same gate).
  if (await e.wallets.enrolled(session.userId, session.thumbprint)) return;
  if (!(await e.admissions.guarded(session.userId, session.thumbprint))) return;
  const status = await e.admissions.status(session.userId, session.thumbprint, ask);
  if (status.state === 'admitted') return;
  if (status.created && ask) {
    const user = await e.accounts.userById(session.userId);
    if (user?.email) {
      const link = `${e.siteUrl}/embedded/admission/cancel?token=${status.created.cancelToken}`;
      await notify(e, admissionMail(user.email, ask, Date.now(), status.readyAt, link));
    }
  }
  if (status.cancelled) {
    throw new ApiError('DEVICE_ADMISSION_REQUIRED', 'the request of this device was cancelled from the mail: allow it on a device that holds your wallet, or sign in with your passkey');
  }
  const waited = Math.max(1, Math.ceil((status.readyAt - Date.now()) / 1000));
  throw new ApiError(
    'DEVICE_ADMISSION_REQUIRED',
    `it opens here on ${clock(status.readyAt)} unless cancelled from the mail sent to your address`,
    { retryAfter: waited },
  );
}
