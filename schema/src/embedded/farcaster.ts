// Farcaster sign-in (Sign In With Farcaster, FIP-11) between the frame, our relay and the Farcaster app
// (docs/security/embedded-wallet.md, "Farcaster"). The frame's start and finish are device-signed like
// social login's; the relay routes speak the Farcaster Auth relay protocol. zod/mini, for the frame's bundle.
import * as z from 'zod/mini';
import { deviceKey, projectId, sessionResult } from './api.js';

/** Where the relay lives on the secure origin: @farcaster/auth-client's `relay` option is `${siteUrl}${FARCASTER_RELAY_PATH}`. */
export const FARCASTER_RELAY_PATH = '/embedded/v1/farcaster/relay';

/** Channel tokens: 32 random bytes, base64url; the bearer secret of one channel. */
const channelToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a channel token'));
const text = (max: number) => z.string().check(z.maxLength(max));

/** POST /embedded/v1/farcaster/start (device-signed): a relay channel for this device; the frame shows `url` as a QR code (GET_FARCASTER_URI's url). */
export const farcasterStartBody = z.object({ projectId, device: deviceKey });
export const farcasterStartResult = z.object({ channelToken, url: text(4096), nonce: z.string(), expiresAt: z.number() });

/**
 * POST /embedded/v1/farcaster/finish (device-signed, same device as start): once the Farcaster app has signed,
 * the session (its account carries socialProvider 'farcaster' and the Farcaster userName); 409
 * SOCIAL_NOT_FINISHED while the channel is pending: poll again.
 */
export const farcasterFinishBody = z.object({ projectId, channelToken, device: deviceKey });
export const farcasterFinishResult = sessionResult;

/** POST {relay}/v1/channel (Farcaster Auth relay): a channel whose SIWE domain is the secure site's host. */
export const relayChannelBody = z.object({
  siweUri: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
  domain: text(253),
  nonce: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/, 'at least 8 alphanumeric characters'))),
  notBefore: z.optional(z.iso.datetime()),
  expirationTime: z.optional(z.iso.datetime()),
  requestId: z.optional(text(256)),
});
export const relayChannelResult = z.object({ channelToken, url: z.string(), nonce: z.string() });

/** POST {relay}/v1/channel/authenticate (Authorization: Bearer channelToken): what the Farcaster app sends once signed. */
export const relayAuthenticateBody = z.object({
  message: text(4096),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,4096}$/, 'must be hex')),
  fid: z.number().check(z.int(), z.positive()),
  username: z.optional(text(256)),
  bio: z.optional(text(1024)),
  displayName: z.optional(text(256)),
  pfpUrl: z.optional(text(2048)),
});
export type RelayAuthenticateBody = z.infer<typeof relayAuthenticateBody>;

/** GET {relay}/v1/channel/status (Bearer channelToken): 202 while pending, 200 once completed. */
export const relayStatusResult = z.object({
  state: z.enum(['pending', 'completed']),
  nonce: z.string(),
  url: z.string(),
  message: z.optional(z.string()),
  signature: z.optional(z.string()),
  fid: z.optional(z.number()),
  username: z.optional(z.string()),
  bio: z.optional(z.string()),
  displayName: z.optional(z.string()),
  pfpUrl: z.optional(z.string()),
});
