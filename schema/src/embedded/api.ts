// The embedded wallet's HTTP API between the secure site's frame and our server. Both live on the secure
// origin: the frame calls these paths on its own origin (CSP connect-src 'self'). The server parses every
// body with these schemas; the frame parses every answer with them. zod/mini, for the frame's bundle.
//
// Session requests (everything under /embedded/v1/session, /wallet, /email/update) carry
//   Authorization: Bearer <token>            the short-lived session token from /email/verify
//   X-Wallet-Timestamp: <ms since epoch>     within 60 s of the server's clock
//   X-Wallet-Nonce: <base64url, 16+ bytes>   never seen before for this device
//   X-Wallet-Signature: <base64url>          ECDSA P-256 / SHA-256 (IEEE P1363, r||s) by the device key over
//                                            signedRequestPayload(...) below, over the path and its query
// so a stolen token is useless without the device's non-extractable key, and a replayed request fails.
import * as z from 'zod/mini';
import { PROJECT_ID_PATTERN, PROJECT_ID_RULE } from '../defaults.js';

export const EMBEDDED_API_PREFIX = '/embedded/v1';

/** The device's P-256 public key as a JWK (only the public members). */
export const deviceKey = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  y: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});
export type DeviceKey = z.infer<typeof deviceKey>;

/** A project id as every embedded route takes it (schema/src/defaults.ts PROJECT_ID_PATTERN). */
export const projectId = z.string().check(z.regex(PROJECT_ID_PATTERN, PROJECT_ID_RULE));
const email = z.email();
const otp = z.string().check(z.regex(/^[0-9]{6}$/, 'must be 6 digits'));
const b64 = (max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'), z.maxLength(max));
/**
 * The origin of the app page that frames the wallet, as the frame read it (location.ancestorOrigins). The
 * server records it only when the request came from a secure-site page and the project allows the origin.
 */
const appOrigin = z.string().check(z.maxLength(300), z.regex(/^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/, 'must be an origin'));
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
/** K_auth: 32 bytes from the password, base64url (43 characters). */
const recoveryProof = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes of base64url'));

/** POST /embedded/v1/email/start: sends the device-approval mail (unknown device) or a one-time code. */
export const emailStartBody = z.object({ projectId, email, device: deviceKey, appOrigin: z.optional(appOrigin) });
/**
 * The answer is the same for every address (a code is mailed): it never tells whether an account exists. Device
 * approval is decided by /email/verify, once the code has proven the mailbox. VERIFY_DEVICE stays for older servers.
 */
export const emailStartResult = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) });

/** POST /embedded/v1/device/wait: long-polls (≤ 25 s) until the device is approved; then the code is sent. */
export const deviceWaitBody = emailStartBody;
export const deviceWaitResult = z.object({ approved: z.boolean() });

/** POST /embedded/v1/device/approve: made by the device page's script when the person clicks Approve (never by the link's GET). */
export const deviceApproveBody = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, 'must be the token from the link')) });

/** POST /embedded/v1/email/verify: checks the code; answers a session token bound to the device key. */
export const emailVerifyBody = z.object({ projectId, email, otp, device: deviceKey, appOrigin: z.optional(appOrigin) });

/** What the server knows of the signed-in user (never a key or share). */
export const embeddedAccount = z.object({
  userId: z.string(),
  email: z.nullable(z.string()),
  /** null until the first device created the wallet. */
  address: z.nullable(evmAddress),
  /** Whether this device holds a share: false on a new device or a new top-level site. */
  deviceEnrolled: z.boolean(),
  /** How the wallet is recovered: a user secret, or the operator's opt-in custodial mode. */
  recovery: z.enum(['password', 'passkey', 'custodial']),
  /** After a social login (social.ts): the provider and the name it gave for the person. */
  socialProvider: z.optional(z.enum(['google', 'x', 'discord', 'github', 'apple', 'facebook', 'farcaster'])),
  userName: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
});
export type EmbeddedAccount = z.infer<typeof embeddedAccount>;

export const sessionResult = z.object({
  token: z.string().check(z.maxLength(4096)),
  /** ms since the epoch. */
  expiresAt: z.number(),
  account: embeddedAccount,
});
export type SessionResult = z.infer<typeof sessionResult>;

/**
 * POST /embedded/v1/email/verify's answer: a session, or (the code proved the mailbox, but the account already has a
 * device or a passkey and this device key is new) VERIFY_DEVICE: an approval link was mailed; after it, a new code.
 */
export const emailVerifyResult = z.union([sessionResult, z.object({ action: z.literal('VERIFY_DEVICE') })]);
export type EmailVerifyResult = z.infer<typeof emailVerifyResult>;

/** How a user half's key is made: scrypt of the password, or a passkey's PRF output. */
const recoveryKdf = z.union([
  // hkdf 'enc-auth-v1': the scrypt output K is split by HKDF into K_enc (seals this half) and K_auth (the
  // online proof); absent on wallets made before the proof existed, whose half is sealed under K itself.
  z.object({ name: z.literal('scrypt'), salt: b64(64), N: z.number(), r: z.number(), p: z.number(), hkdf: z.optional(z.literal('enc-auth-v1')) }),
  z.object({ name: z.literal('passkey-prf'), credentialId: b64(1024), salt: b64(64) }),
]);
/** A user half of the recovery pair, encrypted in the frame: AES-256-GCM under a key from scrypt (password) or a passkey's PRF output. */
export const encryptedRecoveryHalf = z.object({ ciphertext: b64(4096), iv: b64(32), kdf: recoveryKdf });
export type EncryptedRecoveryHalf = z.infer<typeof encryptedRecoveryHalf>;

/** Custodial mode (the operator's opt-in, server config embedded.recovery.mode): the user half in the clear over TLS; the server seals it under its master key. */
export const custodialRecoveryHalf = z.object({ custodial: b64(512) });
/** The user half as /wallet/create takes it and /wallet/recovery answers it. */
export const recoveryUserHalf = z.union([encryptedRecoveryHalf, custodialRecoveryHalf]);
export type RecoveryUserHalf = z.infer<typeof recoveryUserHalf>;

/** POST /embedded/v1/wallet/create (signed): the first device creates the wallet. Shares are base64url. */
export const walletCreateBody = z.object({
  address: evmAddress,
  /** The server's share of this device's 2-of-2 split. */
  serverShare: b64(512),
  /** The recovery pair: the server half (encrypted at rest under the operator's master key) and the user half (already encrypted). */
  recovery: z.object({
    serverHalf: b64(512),
    userHalf: recoveryUserHalf,
    /** K_auth (32 bytes), required with a password-sealed half: the server keeps only an HMAC of it under its master key. */
    verifier: z.optional(recoveryProof),
  }),
});

/** What /wallet/create answers: the account, now with its address and this device enrolled. */
export const walletCreateResult = embeddedAccount;

/** POST /embedded/v1/wallet/share (signed): this device's server share. */
export const walletShareResult = z.object({ serverShare: b64(512) });

/**
 * POST /embedded/v1/wallet/recovery (signed): both recovery halves, for a device that lost or never had its
 * share. A password wallet releases them only for the right `proof` (K_auth); wrong ones count toward a lockout.
 */
export const walletRecoveryBody = z.object({ proof: z.optional(recoveryProof) });
export const walletRecoveryResult = z.object({ serverHalf: b64(512), userHalf: recoveryUserHalf });

/**
 * POST /embedded/v1/wallet/recovery/params (signed): what the frame needs before it asks for the secret: the
 * method, the user half's KDF (no ciphertext) and whether a password verifier is enrolled (false: a wallet
 * from before the online check, recovered the old way once, then enrolled).
 */
export const walletRecoveryParamsResult = z.object({
  method: z.enum(['password', 'passkey', 'custodial']),
  kdf: z.nullable(recoveryKdf),
  verifier: z.boolean(),
});
export type WalletRecoveryParams = z.infer<typeof walletRecoveryParamsResult>;

/** The message the wallet key signs to enrol a verifier on a wallet that has none (an older wallet). */
export const verifierEnrolmentMessage = (userId: string, verifier: string) => `wallet-modal-embedded/recovery-verifier/v1\n${userId}\n${verifier}`;

/** POST /embedded/v1/wallet/recovery/verifier (signed): enrols K_auth, signed by the wallet's own key (EIP-191). */
export const walletVerifierBody = z.object({ verifier: recoveryProof, signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature')) });

/** POST /embedded/v1/wallet/device (signed): enrols this device with a new split after recovery. */
export const walletDeviceBody = z.object({ serverShare: b64(512) });

// Passkeys (WebAuthn) on the secure origin: RP ID = the secure site's host, origin = the secure site's.
// The shapes are WebAuthn's JSON encodings (base64url buffers); the server keeps each challenge once, briefly.
const text = (max: number) => z.string().check(z.maxLength(max));
const credentialDescriptor = z.object({ id: b64(1024), type: z.literal('public-key'), transports: z.optional(z.array(text(32)).check(z.maxLength(8))) });

/** POST /embedded/v1/passkey/register/options (signed): creation options for a passkey of the session's user. */
export const passkeyCreationOptions = z.object({
  challenge: b64(128),
  rp: z.object({ id: text(253), name: text(200) }),
  user: z.object({ id: b64(128), name: text(320), displayName: text(320) }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })).check(z.maxLength(8)),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(credentialDescriptor).check(z.maxLength(32))),
  authenticatorSelection: z.optional(
    z.object({ residentKey: z.optional(text(16)), requireResidentKey: z.optional(z.boolean()), userVerification: z.optional(text(16)), authenticatorAttachment: z.optional(text(16)) }),
  ),
  attestation: z.optional(text(16)),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;

/** What the frame sends of a new credential: never the PRF results (the client extension results are dropped). */
export const passkeyRegistrationResponse = z.object({
  id: b64(1024),
  rawId: b64(1024),
  type: z.literal('public-key'),
  response: z.object({ clientDataJSON: b64(4096), attestationObject: b64(16384), transports: z.optional(z.array(text(32)).check(z.maxLength(8))) }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponse>;

/** POST /embedded/v1/passkey/register/verify (signed); `projectId` names the app pages the ceremony may run embedded in. */
export const passkeyRegisterBody = z.object({ projectId, response: passkeyRegistrationResponse });
export const passkeyRegisterResult = z.object({ credentialId: b64(1024) });

/** POST /embedded/v1/passkey/login/options: a challenge for a discoverable credential, bound to this device key. */
export const passkeyLoginOptionsBody = z.object({ projectId, device: deviceKey });
export const passkeyRequestOptions = z.object({
  challenge: b64(128),
  rpId: text(253),
  timeout: z.optional(z.number()),
  userVerification: z.optional(text(16)),
  allowCredentials: z.optional(z.array(credentialDescriptor).check(z.maxLength(32))),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

export const passkeyAuthenticationResponse = z.object({
  id: b64(1024),
  rawId: b64(1024),
  type: z.literal('public-key'),
  response: z.object({ clientDataJSON: b64(4096), authenticatorData: b64(4096), signature: b64(1024), userHandle: z.optional(b64(128)) }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponse>;

/** POST /embedded/v1/passkey/login/verify: the assertion; answers a session bound to the device key (as /email/verify). */
export const passkeyLoginBody = z.object({ projectId, device: deviceKey, response: passkeyAuthenticationResponse, appOrigin: z.optional(appOrigin) });

/** POST /embedded/v1/email/update (signed): a code to the current address first. */
export const emailUpdateBody = z.object({ newEmail: email });
export const emailUpdateResult = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') });
/** POST /embedded/v1/email/update/primary (signed): then a code to the new address. */
export const emailUpdateOtpBody = z.object({ otp });
export const emailUpdatePrimaryResult = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') });
/** POST /embedded/v1/email/update/secondary (signed): the new address is the account's. */
export const emailUpdateSecondaryResult = z.object({ newEmail: z.string() });
/**
 * POST /embedded/v1/email/undo: made by the undo page's script when the person clicks its button (never by the
 * link's GET). Restores the address the change replaced and ends every session of the account.
 */
export const emailUndoBody = deviceApproveBody;
/** POST /embedded/v1/admission/cancel: the token of a "new device asks to open your wallet" mail's cancel link. */
export const admissionCancelBody = deviceApproveBody;

/** POST /embedded/v1/session (signed): the session's account; 401 SESSION_EXPIRED once it ended. */
export const sessionAccountResult = embeddedAccount;

/** POST /embedded/v1/session/sign-out (signed): ends the session on the server. */
export const okResult = z.object({ ok: z.literal(true) });

/** POST /smart-accounts/networks: the EVM chain ids whose operator configured a bundler (spec §3 smartAccountEnabledNetworks). */
export const smartAccountNetworksResult = z.object({ smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())) });

/**
 * POST /networks: the networks this server serves (its chain registry: EVM chains and Solana clusters), each
 * with the name and native currency its operator gave; the approve screen names a chain the catalogue does not know by them.
 */
export const servedNetworksResult = z.object({
  networks: z
    .array(
      z.object({
        caipNetworkId: z.string().check(z.minLength(3), z.maxLength(64)),
        name: z.string().check(z.minLength(1), z.maxLength(100)),
        nativeCurrency: z.object({ symbol: z.string().check(z.minLength(1), z.maxLength(20)), decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)) }),
      }),
    )
    .check(z.maxLength(1000)),
});

/** Error body (as every route of the server answers): `code` decides, `message` explains. */
export const embeddedErrorCodes = [
  'INVALID_PARAMS',
  'ORIGIN_NOT_ALLOWED',
  'PROJECT_NOT_FOUND',
  'RATE_LIMITED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'DEVICE_NOT_APPROVED',
  'DEVICE_NOT_ENROLLED',
  'DEVICE_ADMISSION_REQUIRED',
  'ADMISSION_CANCEL_INVALID',
  'EMAIL_UNDO_INVALID',
  'SESSION_EXPIRED',
  'SESSION_NOT_YET_VALID',
  'SIGNATURE_INVALID',
  'REPLAYED_REQUEST',
  'WALLET_EXISTS',
  'WALLET_NOT_FOUND',
  'PASSKEY_INVALID',
  'PASSKEY_UNKNOWN',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_ATTEMPT_INVALID',
  'SOCIAL_PROVIDER_ERROR',
  'SOCIAL_ID_TOKEN_INVALID',
  'SOCIAL_NOT_FINISHED',
  'SOCIAL_DEVICE_MISMATCH',
  'SOCIAL_BROWSER_MISMATCH',
  'FARCASTER_CHANNEL_INVALID',
  'FARCASTER_MESSAGE_INVALID',
  'RECOVERY_PASSWORD_REQUIRED',
  'WRONG_PASSWORD',
  'RECOVERY_LOCKED',
] as const;
export type EmbeddedErrorCode = (typeof embeddedErrorCodes)[number];

/**
 * The bytes a device signs for a session request.
 * @example
 * signedRequestPayload({ method: 'POST', path: '/embedded/v1/wallet/share', timestamp: 1, nonce: 'n', bodySha256: 'h' });
 */
export function signedRequestPayload(request: {
  method: string;
  /** The path and, when the URL has a query, '?' and the query exactly as sent (so it cannot be changed: chainId). */
  path: string;
  timestamp: number;
  nonce: string;
  /** base64url SHA-256 of the exact body bytes ('' body hashes too). */
  bodySha256: string;
}): string {
  return ['wallet-modal-embedded-v1', request.method.toUpperCase(), request.path, String(request.timestamp), request.nonce, request.bodySha256].join('\n');
}
