// Business constants and limits of the spec (§9), named once and referenced by name everywhere.
// Durations are in milliseconds unless the name says otherwise.

import type { ChainNamespace } from '@wallet-modal/schema/networks';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/* ---------------------------------------------------------------- Time */

/** A second e-mail login trigger within this window is refused. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND;
/** How long the embedded-wallet frame may take to send its ready event. */
export const IFRAME_READY_TIMEOUT_MS = 20 * SECOND;
/** Social, e-mail, device, OTP and redirect requests to the frame. */
export const IFRAME_REQUEST_TIMEOUT_MS = 30 * SECOND;
/** How long a disconnect waits for the frame's sign-out reply. */
export const IFRAME_DISCONNECT_TIMEOUT_MS = 3 * SECOND;
/** Delay after the frame's ready event before it counts as ready. */
export const IFRAME_POST_READY_DELAY_MS = 500;
/** After a failed balance fetch, the next one waits this long. */
export const BALANCE_RETRY_WAIT_MS = 30 * SECOND;
/** Gap between retries of a failed request. */
export const RETRY_GAP_MS = 1 * SECOND;
/** Going back from ConnectingFarcaster reloads the auth connector after this delay. */
export const FARCASTER_RELOAD_DELAY_MS = 100;
/** An open notification closes and the next one shows after this delay. */
export const NOTIFICATION_REOPEN_DELAY_MS = 150;
/** 'Action not allowed' shows this long after a disallowed RPC call. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300;

/** Cache lifetimes of records keyed by address. */
export const PORTFOLIO_CACHE_TTL_MS = 30 * SECOND;
export const NATIVE_BALANCE_CACHE_TTL_MS = 30 * SECOND;
export const ENS_CACHE_TTL_MS = 5 * MINUTE;
export const IDENTITY_CACHE_TTL_MS = 5 * MINUTE;

/** Connection library (WalletConnect) heartbeat and its storage version. */
export const HEARTBEAT_INTERVAL_MS = 5 * SECOND;
export const CONNECTION_STORAGE_VERSION = 1;
/** A pairing counts as expired within this margin of its expiry. */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * SECOND;
export const PAIRING_LIFETIME_MS = 4 * MINUTE;

/** Chain RPC transport. */
export const RPC_TIMEOUT_MS = 10 * SECOND;
export const RPC_BATCH_SIZE = 1_000;
export const RPC_POLLING_INTERVAL_MS = 4 * SECOND;
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
export const PENDING_TRANSACTIONS_LIMIT = 99;
/** Max listeners on the HTTP JSON-RPC connection's event emitter. */
export const HTTP_CONNECTION_MAX_LISTENERS = 10;
export const LOG_BUFFER_BYTES = 1_024_000;
export const DEFAULT_LOG_LEVEL = 'info';
/** Error telemetry: at most this many events per window. */
export const ERROR_TELEMETRY_MAX_EVENTS = 5;
export const ERROR_TELEMETRY_WINDOW_MS = 60 * SECOND;
/** Displayed decimals of balances and fungible quantities. */
export const DISPLAY_DECIMALS = 3;
/** Truncated addresses keep this many leading and trailing characters. */
export const TRUNCATE_LEADING_CHARS = 4;
export const TRUNCATE_TRAILING_CHARS = 6;
/** Integers with at least this many digits are parsed as bigint. */
export const BIGINT_MIN_DIGITS = 17;
/** Account names: minimum length and the name suffixes. */
export const ACCOUNT_NAME_MIN_LENGTH = 4;
export const NAME_SUFFIX = '.reown.id';
export const LEGACY_NAME_SUFFIX = '.wcn.id';

/* ------------------------------------------------- On-ramp fallback */

export const ONRAMP_PAYMENT_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const;
export const ONRAMP_FALLBACK_CURRENCIES = ['USD', 'EUR'] as const;
/** Chains Coinbase Pay accepts as destination networks. */
export const COINBASE_PAY_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const;

/* ---------------------------------------------------------------- Swap */

export const SWAP_SLIPPAGE_TOLERANCE = 1;
/** eip155 chain ids the swap feature supports. */
export const SWAP_SUPPORTED_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
];

/* --------------------------------------------------------------- Other */

/** Default account type per namespace: one source of truth in the schema package. */
export { DEFAULT_ACCOUNT_TYPES } from '@wallet-modal/schema/defaults';

/** IANA zones of mainland China, Hong Kong and Macau, where some features are restricted. */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
];

/** Chain namespaces the product knows (spec §3). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const satisfies readonly ChainNamespace[];
/** Social sign-in providers (spec §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
/** Namespaces with balance, on-ramp and send; and with names and activity (spec §1). */
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const;
export const ACTIVITY_NAMESPACES = ['eip155'] as const;
