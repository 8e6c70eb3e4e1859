// Every localStorage key the kit uses, prefixed with the SDK name so it never collides with the host app.

/** The prefix of every key this kit writes to localStorage. */
export const STORAGE_PREFIX = '@wallet-modal/';

/** The keys the spec lists (section 3, "Local storage"), each prefixed with {@link STORAGE_PREFIX}. */
export const STORAGE_KEYS = {
  WALLET_ID: `${STORAGE_PREFIX}wallet_id`,
  WALLET_NAME: `${STORAGE_PREFIX}wallet_name`,
  ACTIVE_CAIP_NETWORK_ID: `${STORAGE_PREFIX}active_caip_network_id`,
  ACTIVE_NAMESPACE: `${STORAGE_PREFIX}active_namespace`,
  CONNECTED_NAMESPACES: `${STORAGE_PREFIX}connected_namespaces`,
  CONNECTION_STATUS: `${STORAGE_PREFIX}connection_status`,
  CONNECTED_CONNECTOR_IDS: `${STORAGE_PREFIX}connected_connector_ids`,
  RECENT_WALLETS: `${STORAGE_PREFIX}recent_wallets`,
  SIWX_SESSIONS: `${STORAGE_PREFIX}siwx_sessions`,
  BALANCE_CACHE: `${STORAGE_PREFIX}native_balance_cache`,
  PORTFOLIO_CACHE: `${STORAGE_PREFIX}portfolio_cache`,
  ENS_CACHE: `${STORAGE_PREFIX}ens_cache`,
  IDENTITY_CACHE: `${STORAGE_PREFIX}identity_cache`,
  PREFERRED_ACCOUNT_TYPES: `${STORAGE_PREFIX}preferred_account_types`,
  CONNECTIONS: `${STORAGE_PREFIX}connections`,
  EMAIL_LOGIN_USED: `${STORAGE_PREFIX}email_login_used`,
  EMAIL: `${STORAGE_PREFIX}email`,
  LAST_EMAIL_LOGIN_TIME: `${STORAGE_PREFIX}last_email_login_time`,
  LAST_USED_CHAIN: `${STORAGE_PREFIX}last_used_chain`,
  SOCIAL_USERNAME: `${STORAGE_PREFIX}social_username`,
  CONNECTED_SOCIAL: `${STORAGE_PREFIX}connected_social`,
  SMART_ACCOUNT_ENABLED_NETWORKS: `${STORAGE_PREFIX}smart_account_enabled_networks`,
  /** Ours: the WalletConnect pairing shown when the page went away (URI and expiry), taken up after a reload. */
  WC_PENDING_PAIRING: `${STORAGE_PREFIX}wc_pending_pairing`,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
