// Social sign-in (spec §3 CONNECT_SOCIAL, GET_SOCIAL_REDIRECT_URI; our CONNECT_SOCIAL_POPUP). The frame starts
// and finishes the attempt with its own device key, so a finish code seen elsewhere (the app page's URL after
// the full-page fallback) is useless without this device. Then the recovery step runs as after CONNECT_OTP.
import { parseSocialReturn, type AppRequestPayload, type FrameResult, type SocialProvider } from '@wallet-modal/schema/embedded';
import type { Screen } from '../../shared/channel.js';
import type { FrameContext } from '../context.js';
import { recoveryStatus } from '../custody.js';
import { FrameRequestError, userRejected } from '../errors.js';
import { saveSession } from '../session.js';

type Connected = FrameResult<'CONNECT_SOCIAL'>;

/** /social/finish with this device's key: keeps the session (with the provider and user name) and says what recovery needs. */
async function finish(ctx: FrameContext, attemptId: string, finishCode: string): Promise<Connected> {
  const { token, expiresAt, account } = await ctx.api.socialFinish(attemptId, finishCode);
  if (!account.socialProvider || account.socialProvider === 'farcaster') throw new FrameRequestError('UNKNOWN', 'The wallet server answered something unexpected');
  const social = { provider: account.socialProvider, userName: account.userName ?? null };
  await saveSession(ctx, { token, expiresAt, email: account.email ?? '', account, social });
  ctx.state.pendingEmail = undefined;
  return { recovery: await recoveryStatus(ctx, account), socialProvider: social.provider, userName: social.userName };
}

/** The popup flow: the secure UI's button opens the provider (a click on this origin), its callback page answers the UI. */
export async function connectSocialPopup(ctx: FrameContext, { provider }: AppRequestPayload<'CONNECT_SOCIAL_POPUP'>): Promise<FrameResult<'CONNECT_SOCIAL_POPUP'>> {
  const screen = async (error?: string): Promise<{ attemptId: string; screen: Screen }> => {
    const { attemptId, url } = await ctx.api.socialStart(provider);
    return { attemptId, screen: { kind: 'social-login', provider, url, ...(error ? { error } : {}) } };
  };
  let attempt = await screen();
  return ctx.ui.withScreen(attempt.screen, async (ui) => {
    for (;;) {
      const answer = await ui.next();
      if (answer.kind === 'reject') throw userRejected();
      if (answer.kind === 'social-blocked') return { popupBlocked: true as const };
      if (answer.kind === 'social-failed') {
        // The attempt is spent: a new one, with the provider's reason shown.
        attempt = await screen(`Sign-in did not complete (${answer.code}). Try again.`);
        ui.show(attempt.screen);
        continue;
      }
      if (answer.kind !== 'social-done' || answer.attemptId !== attempt.attemptId) continue;
      ui.show({ kind: 'busy', message: 'Signing in…' });
      return finish(ctx, answer.attemptId, answer.finishCode);
    }
  });
}

/** The full-page fallback's start: the provider's URL, which sends the browser back to `returnUrl` with the finish code. */
export async function getSocialRedirectUri(ctx: FrameContext, { provider, returnUrl }: AppRequestPayload<'GET_SOCIAL_REDIRECT_URI'>): Promise<FrameResult<'GET_SOCIAL_REDIRECT_URI'>> {
  // Without a return page the callback would post to an opener the app owns, which this origin never trusts.
  if (!returnUrl) throw new FrameRequestError('UNKNOWN', 'GET_SOCIAL_REDIRECT_URI needs the returnUrl of the app page');
  const { url } = await ctx.api.socialStart(provider as SocialProvider, returnUrl);
  return { uri: url };
}

/** The full-page fallback's end: the app page's URL as it came back (#wm_social=<attempt>.<finish code>). */
export async function connectSocial(ctx: FrameContext, { uri }: AppRequestPayload<'CONNECT_SOCIAL'>): Promise<Connected> {
  const parsed = parseSocialReturn(uri);
  if (!parsed) throw new FrameRequestError('UNKNOWN', 'The social sign-in return link is not valid');
  if ('error' in parsed) throw new FrameRequestError('UNKNOWN', `Social sign-in failed (${parsed.error})`);
  return finish(ctx, parsed.attemptId, parsed.finishCode);
}
