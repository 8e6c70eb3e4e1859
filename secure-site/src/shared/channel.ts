// What the wallet frame and its visible UI frame say to each other over
// BroadcastChannel('wallet-modal-embedded:' + projectId + ':' + key). Both are pages of the secure origin in the
// same storage partition; still, every message is parsed here before it is read. The key is the wallet frame's
// own random value, handed to the kit in HANDSHAKE_SUCCESS and to its UI frame in the UI page's URL: every tab of
// a site shares one storage partition, so without it another tab's idle UI could claim this tab's request.
//
// UI → frame: `hello` when it loads (and in answer to `want`), then `answer`s for the request it shows, and
// `storage-granted` after the person's click got storage access.
// Frame → UI: `want` when a request needs a screen, `show` (to the one UI that claimed it), `close`, `theme`,
// `storage` when the frame's state is in memory only.
// A request is bound to the first UI that claims it, so another tab's UI never shows or answers it.
import { devicesResult, passkeyAuthenticationResponse, passkeyCreationOptions, passkeyRegistrationResponse, passkeyRequestOptions } from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';

export const CHANNEL_PREFIX = 'wallet-modal-embedded:';
export const channelName = (projectId: string) => `${CHANNEL_PREFIX}${projectId}`;
/** The channel of one wallet frame and the UI frames its kit opens: `key` is the frame's random uiChannel. */
export const uiChannelName = (projectId: string, key: string) => `${channelName(projectId)}:${key}`;
/** ?channel of the UI page: the wallet frame's key (base64url, 24 random bytes). */
export const uiChannelKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/));

const uiId = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));
const requestId = uiId;
const text = (max: number) => z.string().check(z.maxLength(max));

/** Label and value pairs, in order, as the screen lists them. */
const fields = z.array(z.tuple([text(60), text(20_000)])).check(z.maxLength(32));

/**
 * What a call or a signature does, as the wallet frame read it (frame/explain): a known function's or typed
 * message's title ('Approve DEMO: unlimited'), its fields and warnings; 'Unknown function' with the raw selector
 * and data otherwise. `depth` 1 and more: a call inside a multicall.
 */
export const explainedAction = z.object({
  depth: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  title: text(300),
  fields,
  warnings: z.array(text(600)).check(z.maxLength(16)),
});
export type ExplainedAction = z.infer<typeof explainedAction>;

/** The simulated balance changes of the account ('−2.5 DEMO'), or why there are none to show. */
export const simulation = z.object({ changes: z.optional(z.array(text(200)).check(z.maxLength(32))), error: z.optional(text(600)) });
export type Simulation = z.infer<typeof simulation>;

/** A transaction as the approve screen shows it (values as decimal strings of wei). */
export const transactionDetails = z.object({
  to: z.nullable(text(42)),
  value: text(80),
  data: text(200_000),
  /** The most the fees may cost: gas × maxFeePerGas, in wei. */
  maxFee: z.optional(text(80)),
  /** The network's own currency, for value and fees (ETH when absent). */
  currency: z.optional(z.object({ symbol: text(16), decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)) })),
  /** What the calldata does, decoded in the wallet frame. */
  actions: z.optional(z.array(explainedAction).check(z.maxLength(64))),
});
export type TransactionDetails = z.infer<typeof transactionDetails>;

const solanaKey = text(64);

/** A Solana transaction as the approve screen shows it (lib/solana/describe.ts; amounts as decimal strings of base units). */
export const solanaTransactionDetails = z.object({
  feePayer: solanaKey,
  /** Lamports: base fee plus priority fee. */
  fee: text(40),
  transfers: z
    .array(
      z.object({
        kind: z.enum(['sol', 'token']),
        from: solanaKey,
        to: solanaKey,
        amount: text(40),
        mint: z.optional(solanaKey),
        decimals: z.optional(z.number()),
        toTokenAccount: z.optional(solanaKey),
      }),
    )
    .check(z.maxLength(64)),
  other: z.array(z.object({ program: solanaKey, name: z.optional(text(200)) })).check(z.maxLength(64)),
  lookupAccounts: z.number(),
});
export type SolanaTransactionDetails = z.infer<typeof solanaTransactionDetails>;

/** A Solana signing request's transactions, and the wallet that signs them (so the screen tells its own transfers apart). */
const solanaTransactions = <M extends 'solana_signTransaction' | 'solana_signAllTransactions' | 'solana_signAndSendTransaction'>(method: M) =>
  z.object({ method: z.literal(method), wallet: solanaKey, transactions: z.array(solanaTransactionDetails).check(z.minLength(1), z.maxLength(16)) });

/** What the approve screen shows: the request as the wallet frame parsed it. */
export const approveDetails = z.discriminatedUnion('method', [
  z.object({ method: z.literal('personal_sign'), message: text(200_000) }),
  z.object({
    method: z.literal('eth_signTypedData_v4'),
    domainName: z.optional(text(200)),
    chainId: z.optional(z.number()),
    primaryType: text(200),
    /** The message fields, as JSON text. */
    message: text(200_000),
    /** Every domain field present: name, version, chain id, verifying contract, salt. */
    domain: z.optional(fields),
    /** What a recognised message (Permit, Permit2) allows, and the warnings about the whole request. */
    actions: z.optional(z.array(explainedAction).check(z.maxLength(64))),
  }),
  z.object({ method: z.literal('eth_sendTransaction'), transaction: transactionDetails, simulation: z.optional(simulation) }),
  z.object({ method: z.literal('wallet_sendCalls'), calls: z.array(transactionDetails).check(z.maxLength(100)), simulation: z.optional(simulation) }),
  /** The message's bytes as 0x hex (shown as text when they are printable UTF-8). */
  z.object({ method: z.literal('solana_signMessage'), message: text(20_000) }),
  solanaTransactions('solana_signTransaction'),
  solanaTransactions('solana_signAllTransactions'),
  solanaTransactions('solana_signAndSendTransaction'),
]);
export type ApproveDetails = z.infer<typeof approveDetails>;

const recoveryMethod = z.enum(['password', 'passkey', 'custodial']);

export const screen = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('approve'),
    details: approveDetails,
    /** An EVM chain id, or a Solana network's CAIP-2 id. */
    chainId: z.union([z.number(), text(64)]),
    networkName: z.optional(text(100)),
    appName: z.optional(text(200)),
  }),
  /** `passkey`: the creation options when a passkey is offered (the password stays the alternative). */
  z.object({ kind: z.literal('recovery-setup'), error: z.optional(text(300)), passkey: z.optional(passkeyCreationOptions) }),
  /**
   * `method` (default password) says what opens the recovery half; a passkey is named by `credentialId`.
   * `notice` says why recovery is asked when it is not the usual "this device does not hold it yet".
   */
  z.object({
    kind: z.literal('recovery'),
    error: z.optional(text(300)),
    notice: z.optional(text(300)),
    method: z.optional(recoveryMethod),
    credentialId: z.optional(text(1024)),
    rpId: z.optional(text(253)),
  }),
  /** `words` only once the recovery factor proved right. */
  z.object({ kind: z.literal('export'), error: z.optional(text(300)), words: z.optional(text(300)), method: z.optional(recoveryMethod), credentialId: z.optional(text(1024)), rpId: z.optional(text(253)) }),
  /** Custodial mode: nothing to set; the person is told the operator can restore the wallet. */
  z.object({ kind: z.literal('custodial-setup') }),
  /** Sign in with a discoverable passkey (our CONNECT_PASSKEY). */
  z.object({ kind: z.literal('passkey-login'), options: passkeyRequestOptions, error: z.optional(text(300)) }),
  /** Social sign-in (our CONNECT_SOCIAL_POPUP): the button opens the provider's `url` in a popup of this origin. */
  z.object({ kind: z.literal('social-login'), provider: text(16), url: text(4096), error: z.optional(text(300)) }),
  /**
   * The e-mail change (UPDATE_EMAIL), every input typed here, none in the app: the new address, then the code
   * mailed to the current address, then the one mailed to the new address. `newEmail`: the address typed (shown
   * again after an error, and named by the code steps).
   */
  z.object({
    kind: z.literal('email-change'),
    step: z.enum(['address', 'current-code', 'new-code']),
    currentEmail: text(320),
    newEmail: z.optional(text(320)),
    error: z.optional(text(300)),
  }),
  /** Work in progress (e.g. deriving the key from the password). */
  z.object({ kind: z.literal('busy'), message: text(200) }),
  /** The account's devices, sessions and passkeys (our MANAGE_DEVICES); each can be removed. */
  z.object({ kind: z.literal('devices'), list: devicesResult, error: z.optional(text(300)) }),
]);
export type Screen = z.infer<typeof screen>;
export type ScreenKind = Screen['kind'];

export const uiAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('approve') }),
  z.object({ kind: z.literal('reject') }),
  z.object({ kind: z.literal('password'), password: z.string().check(z.minLength(1), z.maxLength(1024)) }),
  z.object({ kind: z.literal('done') }),
  /** The e-mail change's new address, and each of its codes (read by the frame's schemas again before use). */
  z.object({ kind: z.literal('email-address'), email: text(320) }),
  z.object({ kind: z.literal('email-code'), otp: text(6) }),
  /** A new passkey and, when the authenticator gave one, its PRF output (stays on the secure origin). */
  z.object({ kind: z.literal('passkey-created'), response: passkeyRegistrationResponse, prf: z.optional(text(128)) }),
  z.object({ kind: z.literal('passkey-assertion'), response: passkeyAuthenticationResponse, prf: z.optional(text(128)) }),
  /** The social popup's callback page posted these to the UI (checked: this origin, from that popup). */
  z.object({ kind: z.literal('social-done'), attemptId: text(64), finishCode: text(64) }),
  z.object({ kind: z.literal('social-failed'), code: text(64), message: text(1000) }),
  /** window.open gave no window: the kit falls back to the full-page redirect. */
  z.object({ kind: z.literal('social-blocked') }),
  /** Remove one entry of the devices screen, by the id the list gave. */
  z.object({ kind: z.literal('revoke'), what: z.enum(['devices', 'sessions', 'passkeys']), id: text(512) }),
  /** Allow or refuse a new device that asks for the wallet (only a device that holds the wallet may). */
  z.object({ kind: z.literal('admission'), decision: z.enum(['admit', 'refuse']), id: text(512) }),
]);
export type UiAnswer = z.infer<typeof uiAnswer>;

export const uiMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), uiId }),
  z.object({ type: z.literal('answer'), uiId, requestId, answer: uiAnswer }),
  /** The person's click in this UI got a storage-access grant: the wallet frame asks for it too (a hint: it checks). */
  z.object({ type: z.literal('storage-granted'), uiId }),
]);
export type UiMessage = z.infer<typeof uiMessage>;

export const frameMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('want'), requestId }),
  /** `origin`: the page the wallet frame is embedded in, from its handshake's MessageEvent (the browser's word). */
  z.object({ type: z.literal('show'), uiId, requestId, screen, origin: z.optional(text(300)) }),
  z.object({ type: z.literal('close'), uiId, requestId }),
  /** The app's mode, and its accent and master radius (checked again by the UI before use: shared/theme.ts). */
  z.object({ type: z.literal('theme'), themeMode: z.enum(['dark', 'light']), accent: z.optional(text(64)), radius: z.optional(text(16)) }),
  /** The wallet frame has no storage (third-party storage blocked): the UI asks for storage access on the person's next click. */
  z.object({ type: z.literal('storage'), kind: z.literal('memory') }),
]);
export type FrameMessage = z.infer<typeof frameMessage>;

/** The part of a BroadcastChannel both sides use (a real one in the browser and in the tests). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
