// E-mail login: CONNECT_EMAIL → CONNECT_OTP (→ CONNECT_DEVICE until approved → CONNECT_OTP, on an account with a device), which keeps the session
// token and tells the kit what the recovery step must do on this device.
import type { AppRequestPayload, FrameResult } from '@wallet-modal/schema/embedded';
import type { FrameContext } from '../context.js';
import { recoveryStatus } from '../custody.js';
import { FrameRequestError } from '../errors.js';
import { clearSession, loadSession, saveSession } from '../session.js';
import { EmbeddedApiError } from '../../lib/api.js';

const noLoginInProgress = () => new FrameRequestError('UNKNOWN', 'Enter your e-mail address first');

export async function connectEmail(ctx: FrameContext, { email }: AppRequestPayload<'CONNECT_EMAIL'>): Promise<FrameResult<'CONNECT_EMAIL'>> {
  ctx.state.pendingEmail = email;
  // A session for the same e-mail on this device that can sign already: no code needed.
  const session = await loadSession(ctx);
  if (session && session.email.toLowerCase() === email.toLowerCase()) {
    try {
      const account = await ctx.api.session(session.token);
      const fresh = { ...session, account };
      await saveSession(ctx, fresh);
      if ((await recoveryStatus(ctx, account)) === 'NONE') return { action: 'CONNECT' };
    } catch (error) {
      if (!(error instanceof EmbeddedApiError)) throw error;
      await clearSession(ctx);
    }
  }
  return ctx.api.emailStart(email);
}

export async function connectDevice(ctx: FrameContext): Promise<FrameResult<'CONNECT_DEVICE'>> {
  if (!ctx.state.pendingEmail) throw noLoginInProgress();
  return ctx.api.deviceWait(ctx.state.pendingEmail);
}

export async function connectOtp(ctx: FrameContext, { otp }: AppRequestPayload<'CONNECT_OTP'>): Promise<FrameResult<'CONNECT_OTP'>> {
  const email = ctx.state.pendingEmail;
  if (!email) throw noLoginInProgress();
  const verified = await ctx.api.emailVerify(email, otp);
  // An account that already has a device: this one waits for the mailed link (CONNECT_DEVICE), then a new code.
  if ('action' in verified) return { action: verified.action };
  const { token, expiresAt, account } = verified;
  await saveSession(ctx, { token, expiresAt, email: account.email ?? email, account });
  ctx.state.pendingEmail = undefined;
  return { recovery: await recoveryStatus(ctx, account) };
}
