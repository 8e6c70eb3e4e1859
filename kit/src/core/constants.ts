// Business constants and limits of the spec (§9) that the kit's code uses, named once. A feature that
// needs another constant of §9 adds it here with the code that uses it.
// Durations are in milliseconds unless the name says otherwise.

import type { ChainNamespace } from '@wallet-modal/schema/networks';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/* ---------------------------------------------------------------- Time */

/** A second e-mail login trigger within this window is refused. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND;
/** After a failed balance fetch, the next one waits this long. */
export const BALANCE_RETRY_WAIT_MS = 30 * SECOND;
/** An open notification closes and the next one shows after this delay. */
export const NOTIFICATION_REOPEN_DELAY_MS = 150;
/** 'Action not allowed' shows this long after a disallowed RPC call. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300;

/** Cache lifetimes of records keyed by address. */
export const PORTFOLIO_CACHE_TTL_MS = 30 * SECOND;
export const NATIVE_BALANCE_CACHE_TTL_MS = 30 * SECOND;
export const ENS_CACHE_TTL_MS = 5 * MINUTE;
export const IDENTITY_CACHE_TTL_MS = 5 * MINUTE;

/** A pairing counts as expired within this margin of its expiry. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * SECOND;
export const PAIRING_LIFETIME_MS = 4 * MINUTE;
/** A request over a WalletConnect session the wallet has not answered by then fails (the SDK's own request expiry). */
export const WALLETCONNECT_REQUEST_TIMEOUT_MS = 5 * MINUTE;
/** A new pairing whose relay has not answered by then fails with 'WalletConnect could not be reached' (ours; the loopback relay answers in ~250 ms). */
export const WALLETCONNECT_RELAY_TIMEOUT_MS = 10_000;

/** Error telemetry (tracking events named *_ERROR) sent to the API: at most this many per window, per modal. */
export const ERROR_TELEMETRY_LIMIT = 5;
export const ERROR_TELEMETRY_WINDOW_MS = 60 * SECOND;

/** Chain RPC transport. */
export const RPC_TIMEOUT_MS = 10 * SECOND;
export const RPC_BATCH_SIZE = 1_000;
export const RPC_RETRY_COUNT = 3;
/** First retry delay; doubled on each further try. */
export const RPC_RETRY_DELAY_MS = 150;
/** HTTP statuses after which an RPC call is retried. */
export const RPC_RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];

/** Display animations (spec §2). */
export const MODAL_WIDTH_PX = 360;
export const HEADER_TEXT_ANIMATION_MS = 120;
export const VIEW_TRANSITION_MS = 150;
export const SHAKE_ANIMATION_MS = 500;
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND;

/* -------------------------------------------------------------- Counts */

export const MAX_RECENT_WALLETS = 2;
export const WALLETS_PER_PAGE = 40;
export const FEATURED_WALLETS_COUNT = 4;
export const RECOMMENDED_WALLETS_COUNT = 4;
export const PREFETCHED_WALLET_IMAGES = 20;
export const WALLET_SEARCH_MAX_ENTRIES = 100;
export const WALLET_SEARCH_DEBOUNCE_MS = 300;
/** Displayed decimals of balances and fungible quantities. */
export const DISPLAY_DECIMALS = 3;
/** Truncated addresses keep this many leading and trailing characters. */
export const TRUNCATE_LEADING_CHARS = 4;
export const TRUNCATE_TRAILING_CHARS = 6;
/** Integers with at least this many digits are parsed as bigint. */
export const BIGINT_MIN_DIGITS = 17;



/* --------------------------------------------------------------- Other */

/** Default account type per namespace: one source of truth in the schema package. */
export { DEFAULT_ACCOUNT_TYPES } from '@wallet-modal/schema/defaults';


/** Chain namespaces the product knows (spec §3). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const satisfies readonly ChainNamespace[];
/** Social sign-in providers (spec §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
/** Namespaces with balance, on-ramp and send; and with names and activity (spec §1). */
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const;
export const ACTIVITY_NAMESPACES = ['eip155'] as const;
