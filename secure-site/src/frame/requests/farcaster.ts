// Farcaster sign-in (spec §3 GET_FARCASTER_URI, CONNECT_FARCASTER): the frame opens a relay channel with its
// device key and keeps the channel token; the app shows the channel's URL as a QR code; CONNECT_FARCASTER asks
// /farcaster/finish until the Farcaster app has signed, then keeps the session and says what recovery needs.
import type { FrameResult } from '@wallet-modal/schema/embedded';
import { EmbeddedApiError } from '../../lib/api.js';
import type { FrameContext } from '../context.js';
import { recoveryStatus } from '../custody.js';
import { FrameRequestError } from '../errors.js';
import { saveSession } from '../session.js';

/** Between two finish calls while the Farcaster app has not answered. */
export const FARCASTER_POLL_MS = 1_000;

/**
 * A new channel for this device (any earlier one is dropped, and a CONNECT_FARCASTER waiting on it stops).
 * The spec's 30 s social timeout does not fit a QR code read from a phone: the wait lasts the channel's own
 * life (embedded.farcaster.channelTtlSeconds, 5 minutes by default), and the app can abort it at any time.
 */
export async function getFarcasterUri(ctx: FrameContext): Promise<FrameResult<'GET_FARCASTER_URI'>> {
  const { channelToken, url, expiresAt } = await ctx.api.farcasterStart();
  ctx.state.farcaster = { channelToken, expiresAt };
  return { url };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Channel = NonNullable<FrameContext['state']['farcaster']>;

/**
 * Waits for the Farcaster app's answer on the channel of the last GET_FARCASTER_URI, then signs in. A second
 * CONNECT_FARCASTER on the same channel (the app's view mounted again) joins the first wait: the server
 * finishes a channel once, so two waits would race for it.
 */
export async function connectFarcaster(ctx: FrameContext): Promise<FrameResult<'CONNECT_FARCASTER'>> {
  const channel = ctx.state.farcaster;
  if (!channel) throw new FrameRequestError('UNKNOWN', 'CONNECT_FARCASTER needs GET_FARCASTER_URI first');
  const waiting = (channel.waiting ??= waitOnChannel(ctx, channel).catch((error: unknown) => {
    // A failed wait may be asked again (a network error); a finished channel is dropped on success.
    if (channel.waiting === waiting) channel.waiting = undefined;
    throw error;
  }));
  return waiting;
}

async function waitOnChannel(ctx: FrameContext, channel: Channel): Promise<FrameResult<'CONNECT_FARCASTER'>> {
  for (;;) {
    // A newer GET_FARCASTER_URI replaced this channel: this wait is over.
    if (ctx.state.farcaster !== channel) throw new FrameRequestError('UNKNOWN', 'The Farcaster sign-in was replaced by a newer one');
    try {
      const { token, expiresAt, account } = await ctx.api.farcasterFinish(channel.channelToken);
      if (ctx.state.farcaster === channel) ctx.state.farcaster = undefined;
      const userName = account.userName ?? '';
      await saveSession(ctx, { token, expiresAt, email: account.email ?? '', account, social: { provider: 'farcaster', userName: account.userName ?? null } });
      ctx.state.pendingEmail = undefined;
      return { userName, socialProvider: 'farcaster', recovery: await recoveryStatus(ctx, account) };
    } catch (error) {
      if (!(error instanceof EmbeddedApiError && error.code === 'SOCIAL_NOT_FINISHED')) throw error;
    }
    // The server answers the channel's end itself; this only bounds a wait whose answers stopped coming.
    if (Date.now() > channel.expiresAt + 5 * FARCASTER_POLL_MS) throw new FrameRequestError('UNKNOWN', 'The Farcaster sign-in expired. Try again.');
    await sleep(FARCASTER_POLL_MS);
  }
}
