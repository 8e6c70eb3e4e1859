// Social login between the secure-site frame and our server (docs/security/embedded-wallet.md, "Social
// login"). Start and finish are device-signed: the X-Wallet-* headers of api.ts without Authorization,
// checked against the `device` key in the body. zod/mini, for the frame's bundle.
import * as z from 'zod/mini';
import { deviceKey, sessionResult } from './api.js';

/** The providers the server can offer, in the spec's order (farcaster is its own flow). */
export const socialProviders = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;
export const socialProvider = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProvider>;

const projectId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a project id'));
/** Attempt ids and finish codes: 32 random bytes, base64url. */
const secret = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes of base64url'));

/** GET /embedded/v1/social/providers: the providers configured with credentials, in the spec's order. */
export const socialProvidersResult = z.object({ providers: z.array(socialProvider) });

/** POST /embedded/v1/social/start (device-signed): a login attempt; the frame's UI opens `url` in a popup. */
export const socialStartBody = z.object({ projectId, provider: socialProvider, device: deviceKey });
export const socialStartResult = z.object({ attemptId: secret, url: z.string().check(z.maxLength(4096)), expiresAt: z.number() });

/**
 * What the callback page (GET|POST /embedded/v1/social/callback/<provider>, on the secure origin) posts to its
 * opener, with targetOrigin = the secure origin, and on BroadcastChannel SOCIAL_CHANNEL. Never a token.
 */
export const SOCIAL_CHANNEL = 'wallet-modal-social';
export const socialDoneMessage = z.union([
  z.object({ type: z.literal('wallet-modal:social-done'), attemptId: secret, finishCode: secret }),
  z.object({ type: z.literal('wallet-modal:social-failed'), attemptId: z.optional(secret), code: z.string(), message: z.string() }),
]);
export type SocialDoneMessage = z.infer<typeof socialDoneMessage>;

/** POST /embedded/v1/social/finish (device-signed, same device as start): the session, once the callback has run. */
export const socialFinishBody = z.object({ projectId, attemptId: secret, finishCode: secret, device: deviceKey });
/** The session as /email/verify answers it; its account carries `socialProvider` and `userName`. */
export const socialFinishResult = sessionResult;
