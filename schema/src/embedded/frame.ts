// The messages between the app (the kit) and the embedded-wallet frame on the secure origin (spec §3
// payloads, §7 names). Both sides parse every message with these schemas; a message that does not
// parse is dropped. zod/mini keeps the kit's lazy embedded-wallet chunk small.
//
// Beyond the spec (which posts to '*' and trusts any sender): the frame announces READY to its parent's
// exact origin; the kit checks event.origin and event.source, then sends HANDSHAKE with a nonce and a
// MessageChannel port, and from then on both sides talk only over that port.
import * as z from 'zod/mini';
import { isKnownRpcMethod } from './rpc.js';
import { solanaAddress } from './solana.js';

/** The iframe's element id (spec §7). */
export const FRAME_ELEMENT_ID = 'w3m-iframe';
export const APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';
/** Path of the wallet frame page on the secure site; query: projectId, chainId, version, enableLogger. */
export const FRAME_PATH = '/embedded/frame';
/** Path of the frame's visible UI (approve, recovery, export) on the secure site; query: projectId, kind. */
export const FRAME_UI_PATH = '/embedded/ui';

const chainId = z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number().check(z.int(), z.positive())]);
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must start with 0x and hold hex digits'));
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address'));
const accountType = z.enum(['eoa', 'smartAccount']);
const otp = z.string().check(z.regex(/^[0-9]{6}$/, 'must be 6 digits'));
const email = z.email();
const socialProviderName = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
const recoveryStep = z.enum(['NONE', 'SETUP', 'RECOVER']);
const socialConnected = z.object({ recovery: recoveryStep, socialProvider: socialProviderName, userName: z.nullable(z.string().check(z.maxLength(256))) });
const themeVariables = z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(256)), z.number()]));

/** wallet_sendCalls parameters (spec §3); `to` and `data` must start with 0x (spec §5), and `to` is an address. */
export const sendCallsParams = z.object({
  chainId: z.union([hex, z.number()]),
  from: evmAddress,
  version: z.string(),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
  calls: z
    .array(z.object({ to: evmAddress, data: z.optional(hex), value: z.optional(z.union([hex, z.string()])) }))
    .check(z.minLength(1), z.maxLength(100)),
});

/** An RPC request the app forwards: only known methods parse (spec §5). */
export const rpcRequest = z.object({
  method: z.string().check(z.refine(isKnownRpcMethod, 'Requested RPC call is not allowed')),
  params: z.optional(z.array(z.unknown()).check(z.maxLength(16))),
  chainId: z.optional(chainId),
});
export type RpcRequestPayload = z.infer<typeof rpcRequest>;

/** Every request the app sends, by name (without the @w3m-app/ prefix), with its payload. */
export const appRequests = {
  CONNECT_EMAIL: z.object({ email }),
  /** Waits (at most the request timeout) for the device-approval link; repeat until approved. */
  CONNECT_DEVICE: z.object({}),
  CONNECT_OTP: z.object({ otp }),
  /** Our extension: sign in with a passkey on the secure origin (no e-mail); on a device without a share the same ceremony recovers. */
  CONNECT_PASSKEY: z.object({}),
  /** New user: set up the recovery factor; new device or site: recover with it. Resolves when the UI is done. */
  COMPLETE_RECOVERY: z.object({}),
  /** The full-page fallback's return: `uri` is the app page with #wm_social=… (social.ts parseSocialReturn). */
  CONNECT_SOCIAL: z.object({ uri: z.string().check(z.maxLength(4096)), preferredAccountType: z.optional(accountType) }),
  /** Our extension `returnUrl`: the app page the provider sends the browser back to (the full-page fallback). */
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProviderName, returnUrl: z.optional(z.string().check(z.maxLength(2048))) }),
  /** Our extension: sign in with `provider` in a popup the secure UI opens; answers `popupBlocked` when none could open. */
  CONNECT_SOCIAL_POPUP: z.object({ provider: socialProviderName }),
  GET_FARCASTER_URI: z.object({}),
  CONNECT_FARCASTER: z.object({}),
  GET_USER: z.object({
    chainId: z.optional(chainId),
    preferredAccountType: z.optional(accountType),
    socialUri: z.optional(z.string().check(z.maxLength(4096))),
  }),
  SIGN_OUT: z.object({}),
  IS_CONNECTED: z.object({}),
  GET_CHAIN_ID: z.object({}),
  /** `networkName`: the name the app's network definition gives the chain (its customNetworks); the approve screen uses it for a chain neither the server nor the catalogue names. */
  SWITCH_NETWORK: z.object({ chainId, networkName: z.optional(z.string().check(z.minLength(1), z.maxLength(100))) }),
  RPC_REQUEST: rpcRequest,
  /**
   * Opens the secure UI's "Change e-mail" screen; the new address and both codes are typed there, never in the
   * app (our frame ignores `email`: the person types the address). Resolves when the change is done (issue 29).
   */
  UPDATE_EMAIL: z.object({ email: z.optional(email) }),
  /** Kept for the spec's names only: the frame refuses them, since a change code typed in the app is one a host script can read. */
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  /** Shows the key on the secure origin after the recovery factor; resolves when the UI is closed. */
  /** Devices, sessions and passkeys of the account in the secure UI (list and remove); resolves when it is closed. */
  MANAGE_DEVICES: z.object({}),
  EXPORT_WALLET: z.object({}),
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['dark', 'light'])),
    themeVariables: z.optional(themeVariables),
    w3mThemeVariables: z.optional(themeVariables),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(
      z.object({
        name: z.string().check(z.maxLength(200)),
        description: z.string().check(z.maxLength(1000)),
        url: z.string().check(z.maxLength(2048)),
        icons: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(8)),
      }),
    ),
    sdkVersion: z.string().check(z.maxLength(64)),
    sdkType: z.string().check(z.maxLength(64)),
    projectId: z.string().check(z.maxLength(128)),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({}),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  RELOAD: z.object({}),
} as const;
export type AppRequestName = keyof typeof appRequests;
export type AppRequestPayload<N extends AppRequestName> = z.infer<(typeof appRequests)[N]>;

/**
 * One of the user's accounts (spec §3 "accounts (address and type)"). Our extension `namespace` says which
 * chain family it signs for: the EVM account and the Solana account come from the same secret.
 */
const userAccount = z.object({
  address: z.union([evmAddress, solanaAddress]),
  type: accountType,
  namespace: z.optional(z.enum(['eip155', 'solana'])),
});
export type EmbeddedUserAccount = z.infer<typeof userAccount>;

/** `address` and `chainId` are those of the chain GET_USER named: the Solana account for a solana chain id. */
const user = z.object({
  email: z.nullable(z.string()),
  address: z.union([evmAddress, solanaAddress]),
  chainId,
  accounts: z.optional(z.array(userAccount).check(z.maxLength(8))),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z.optional(accountType),
  smartAccountDeployed: z.optional(z.boolean()),
});
export type EmbeddedUser = z.infer<typeof user>;

/** What each request's _SUCCESS reply carries. */
export const frameResults = {
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: z.object({ approved: z.boolean() }),
  /** `recovery`: what the secure UI must do next before the wallet can sign on this device. */
  /** The recovery step this device needs, or VERIFY_DEVICE: the account already has a device, approve this one from the mail. */
  CONNECT_OTP: z.union([z.object({ recovery: z.enum(['NONE', 'SETUP', 'RECOVER']) }), z.object({ action: z.literal('VERIFY_DEVICE') })]),
  CONNECT_PASSKEY: z.object({ recovery: z.enum(['NONE', 'SETUP', 'RECOVER']) }),
  COMPLETE_RECOVERY: z.object({}),
  /** Signed in: like CONNECT_OTP's `recovery`, with the provider and the user name it gave. */
  CONNECT_SOCIAL: socialConnected,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  CONNECT_SOCIAL_POPUP: z.union([socialConnected, z.object({ popupBlocked: z.literal(true) })]),
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  /**
   * Spec: userName. Our optional extension: `recovery` (what the secure UI must do next, as CONNECT_OTP's) and
   * `socialProvider` ('farcaster'), so the app runs the same recovery step as after a social login.
   */
  CONNECT_FARCASTER: z.object({
    userName: z.string(),
    recovery: z.optional(z.enum(['NONE', 'SETUP', 'RECOVER'])),
    socialProvider: z.optional(z.literal('farcaster')),
  }),
  GET_USER: user,
  SIGN_OUT: z.object({}),
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  SWITCH_NETWORK: z.object({ chainId }),
  /** A hash or signature string, or an object result (spec §5 "A response string is …"). */
  RPC_REQUEST: z.union([hex, z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string(), z.number(), z.boolean(), z.null()]),
  /** Our frame answers EMAIL_UPDATED with the new address once the person finished in the secure UI; the spec's actions stay readable. */
  UPDATE_EMAIL: z.union([
    z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
    z.object({ action: z.literal('EMAIL_UPDATED'), newEmail: z.string() }),
  ]),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: z.string() }),
  MANAGE_DEVICES: z.object({}),
  EXPORT_WALLET: z.object({}),
  SYNC_THEME: z.object({}),
  SYNC_DAPP_DATA: z.object({}),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address: z.optional(z.string()) }),
  RELOAD: z.object({}),
} as const satisfies Record<AppRequestName, unknown>;
export type FrameResult<N extends AppRequestName> = z.infer<(typeof frameResults)[N]>;

/** Error codes a frame error may carry, so the kit maps them to the spec's texts without reading messages. */
export const FRAME_ERROR_CODES = [
  'TIMEOUT',
  'ABORTED',
  'SESSION_EXPIRED',
  'ORIGIN_NOT_ALLOWED',
  'RPC_NOT_ALLOWED',
  'USER_REJECTED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'RATE_LIMITED',
  'UNKNOWN',
] as const;
export type FrameErrorCode = (typeof FRAME_ERROR_CODES)[number];

/** A _ERROR reply (spec §3 "Errors carry message"); `retryAfter` in seconds with RATE_LIMITED. */
export const frameError = z.object({
  message: z.optional(z.string().check(z.maxLength(1000))),
  code: z.optional(z.enum(FRAME_ERROR_CODES)),
  retryAfter: z.optional(z.number().check(z.nonnegative())),
});
export type FrameError = z.infer<typeof frameError>;

const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be a random id'));

/** Any message the app sends over the port: `{ id, type: '@w3m-app/NAME', payload }`. */
export const appMessage = z.object({ id, type: z.string().check(z.startsWith(APP_PREFIX), z.maxLength(80)), payload: z.unknown() });

/** Any reply the frame sends over the port: `{ id, type: '@w3m-frame/NAME_SUCCESS' | '_ERROR', payload }`. */
export const frameReply = z.object({
  id,
  type: z.string().check(z.startsWith(FRAME_PREFIX), z.maxLength(80), z.regex(/_(SUCCESS|ERROR)$/)),
  payload: z.unknown(),
});

/** Frame → parent window, by postMessage to the parent's exact origin: the frame is ready (spec §3 "Ready event"). */
export const frameReadyMessage = z.object({ type: z.literal(`${FRAME_PREFIX}READY`), version: z.optional(z.string()) });

/** App → frame window, by postMessage to the secure origin with a MessageChannel port in `transfer`. */
export const appHandshakeMessage = z.object({
  type: z.literal(`${APP_PREFIX}HANDSHAKE`),
  nonce: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/)),
});

/**
 * Frame → app over the port: the handshake's answer, echoing the nonce. `uiChannel` (our extension) is the
 * frame's random key that the kit passes to the visible UI page (?channel=), so only UI frames this kit opened
 * talk to this frame: another tab of the same site never learns it.
 */
export const frameHandshakeReply = z.object({
  type: z.literal(`${FRAME_PREFIX}HANDSHAKE_SUCCESS`),
  nonce: z.string(),
  version: z.optional(z.string()),
  uiChannel: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/))),
  /** Ours: where the frame keeps its state. 'memory': the browser refuses it storage, so a reload forgets the wallet. */
  storage: z.optional(z.enum(['persistent', 'memory'])),
});

/**
 * Frame → app over the port, unprompted: the session ended on the server (the kit disconnects); STORAGE_KEPT
 * (ours): a frame that started in memory got storage (a storage-access grant), so a reload keeps the wallet.
 */
export const frameEvent = z.object({ type: z.enum([`${FRAME_PREFIX}SESSION_ENDED`, `${FRAME_PREFIX}STORAGE_KEPT`]) });

/** `@w3m-app/NAME` */
export const appType = <N extends AppRequestName>(name: N) => `${APP_PREFIX}${name}` as const;
/** `@w3m-frame/NAME_SUCCESS` / `@w3m-frame/NAME_ERROR` */
export const replyType = <N extends AppRequestName>(name: N, outcome: 'SUCCESS' | 'ERROR') => `${FRAME_PREFIX}${name}_${outcome}` as const;
