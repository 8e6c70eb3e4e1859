// UPDATE_EMAIL: the e-mail change runs in the secure UI. The new address and both mailed codes are typed
// there, so a script on the host page (XSS, a third-party tag) never sees a change code and cannot submit
// one: the spec's UPDATE_EMAIL_PRIMARY_OTP / _SECONDARY_OTP from the app are refused. The app learns the result.
import { emailUpdateBody, emailUpdateOtpBody, type AppRequestPayload, type FrameResult } from '@wallet-modal/schema/embedded';
import { EmbeddedApiError } from '../../lib/api.js';
import type { Screen } from '../../shared/channel.js';
import type { FrameContext } from '../context.js';
import { FrameRequestError, userRejected } from '../errors.js';
import { requireSession, saveSession } from '../session.js';

type Step = Extract<Screen, { kind: 'email-change' }>['step'];

/** The server's refusals the person can act on in the screen (another address, another code, wait). */
const SHOWN = new Set(['INVALID_PARAMS', 'OTP_INVALID', 'OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED', 'RATE_LIMITED']);
/** After these the code is gone: the change starts again from the address (which mails a new code). */
const START_AGAIN = new Set(['OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED']);

const BUSY: Record<Step, string> = {
  address: 'Sending a code to your current address…',
  'current-code': 'Sending a code to your new address…',
  'new-code': 'Changing your e-mail…',
};

/**
 * Opens the "Change e-mail" screen; resolves with the new address once both codes were right. The app's
 * `email` is not used: an address the host page chose, already filled in, is what a script would want the
 * person to confirm with a click through an overlay. The person types it.
 */
export async function updateEmail(ctx: FrameContext, _payload: AppRequestPayload<'UPDATE_EMAIL'>): Promise<FrameResult<'UPDATE_EMAIL'>> {
  const session = await requireSession(ctx);
  const currentEmail = session.account.email ?? session.email;
  let newEmail: string | undefined;
  let step: Step = 'address';
  const screen = (error?: string): Screen => ({ kind: 'email-change', step, currentEmail, ...(newEmail ? { newEmail } : {}), ...(error ? { error } : {}) });

  return ctx.ui.withScreen(screen(), async (ui) => {
    for (;;) {
      const answer = await ui.next();
      if (answer.kind === 'reject') throw userRejected();
      if (step === 'address' ? answer.kind !== 'email-address' : answer.kind !== 'email-code') continue;
      if (answer.kind === 'email-address') {
        newEmail = answer.email.trim();
        if (!emailUpdateBody.shape.newEmail.safeParse(newEmail).success) {
          ui.show(screen('Enter a valid e-mail address.'));
          continue;
        }
      }
      const otp = answer.kind === 'email-code' ? answer.otp : '';
      if (answer.kind === 'email-code' && !emailUpdateOtpBody.shape.otp.safeParse(otp).success) {
        ui.show(screen('Enter the 6-digit code from the mail.'));
        continue;
      }
      ui.show({ kind: 'busy', message: BUSY[step] });
      try {
        if (step === 'address') {
          await ctx.api.emailUpdate(session.token, newEmail!);
          step = 'current-code';
        } else if (step === 'current-code') {
          await ctx.api.emailUpdatePrimary(session.token, otp);
          step = 'new-code';
        } else {
          const changed = (await ctx.api.emailUpdateSecondary(session.token, otp)).newEmail;
          await saveSession(ctx, { ...session, email: changed, account: { ...session.account, email: changed } });
          return { action: 'EMAIL_UPDATED' as const, newEmail: changed };
        }
        ui.show(screen());
      } catch (error) {
        if (!(error instanceof EmbeddedApiError) || !SHOWN.has(error.code)) throw error;
        if (START_AGAIN.has(error.code)) step = 'address';
        ui.show(screen(error.message));
      }
    }
  });
}

export const HOST_CODE_REFUSED =
  'E-mail change codes are typed in the wallet\'s secure window, never in the app: send UPDATE_EMAIL and the person finishes the change there.';

/** UPDATE_EMAIL_PRIMARY_OTP and UPDATE_EMAIL_SECONDARY_OTP: a code from the host page is one a host script could read. */
export async function refuseHostCode(): Promise<never> {
  throw new FrameRequestError('UNKNOWN', HOST_CODE_REFUSED);
}
