// Social login between the secure-site frame and our server (docs/security/embedded-wallet.md, "Social
// login"). Start and finish are device-signed: the X-Wallet-* headers of api.ts without Authorization,
// checked against the `device` key in the body. zod/mini, for the frame's bundle.
import * as z from 'zod/mini';
import { deviceKey, projectId, sessionResult } from './api.js';

/** The providers the server can offer, in the spec's order (farcaster is its own flow). */
export const socialProviders = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;
export const socialProvider = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProvider>;

/** Attempt ids and finish codes: 32 random bytes, base64url. */
const secret = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes of base64url'));

/** GET /embedded/v1/social/providers: the providers configured with credentials, in the spec's order. */
export const socialProvidersResult = z.object({ providers: z.array(socialProvider) });

/**
 * POST /embedded/v1/social/start (device-signed): a login attempt; the frame's UI opens `url` in a popup. With
 * `returnUrl` (a page on one of the project's allowed origins) the callback instead sends the browser back there
 * with SOCIAL_RETURN_PARAM in the fragment: the full-page fallback when no popup can open.
 */
export const socialStartBody = z.object({
  projectId,
  provider: socialProvider,
  device: deviceKey,
  returnUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
});
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

/** The fragment parameter of the full-page fallback: `#wm_social=<attemptId>.<finishCode>` or `#wm_social_error=<code>`. */
export const SOCIAL_RETURN_PARAM = 'wm_social';
export const SOCIAL_RETURN_ERROR_PARAM = 'wm_social_error';

/**
 * What a return URI (CONNECT_SOCIAL `uri`) carries: the attempt and finish code for /social/finish, an error code, or nothing.
 * @example parseSocialReturn('https://app.example/#wm_social=AAA.BBB') // { attemptId: 'AAA', finishCode: 'BBB' }
 */
export function parseSocialReturn(uri: string): { attemptId: string; finishCode: string } | { error: string } | undefined {
  let hash: URLSearchParams;
  try {
    hash = new URLSearchParams(new URL(uri).hash.slice(1));
  } catch {
    return undefined;
  }
  const error = hash.get(SOCIAL_RETURN_ERROR_PARAM);
  if (error && /^[A-Z_]{1,64}$/.test(error)) return { error };
  const [attemptId, finishCode, extra] = (hash.get(SOCIAL_RETURN_PARAM) ?? '').split('.');
  if (extra !== undefined || !secret.safeParse(attemptId).success || !secret.safeParse(finishCode).success) return undefined;
  return { attemptId: attemptId!, finishCode: finishCode! };
}
