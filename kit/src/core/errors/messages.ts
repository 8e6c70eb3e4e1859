// The catalogue of texts the kit shows or throws (spec §8), keyed by message id. Texts are the spec's, verbatim.

/** User-facing messages. */
export const ErrorMessages = {
  /** E-mail login throttle; `seconds` is the rounded-up remaining wait. */
  EMAIL_THROTTLE: (seconds: number) => `Please try again after ${seconds} seconds`,
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  /** The embedded-wallet frame failed to load or timed out. */
  EMBEDDED_WALLET_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  EMAIL_LOGIN_DEPENDENCY_FAILED: 'Unable to load email login dependency',
  EMBEDDED_WALLET_TIMEOUT: 'Embedded Wallet Request Timed Out',
  /** The origin is not on the project's allowed list (also a 403 from analytics). */
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  /** The JWT is not yet valid: the user's clock is off. */
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID - update configuration',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  /** The network is not in the app's networks list. */
  NETWORK_NOT_FOUND: 'Network Not Found',
  /** Generic text, e.g. the frame replied with an error but no message. */
  AN_ERROR_OCCURRED: 'An error occurred',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  /** Also shown when the network is unsupported. */
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  UNKNOWN_NETWORK: 'Unknown Network',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  /** wallet_addEthereumChain failed. */
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  TRANSACTIONS_NEED_ACCOUNT: "Transaction can't be fetched without an accountAddress",
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTHENTICATING: 'Authenticating...',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  /** Name registration failed; the API's reason is preferred when it gives one. */
  NAME_REGISTRATION_FAILED: (name: string, apiReason?: string) => apiReason || `Error registering name ${name}`,
  /** The wallet-directory fetch helper got a non-OK status. */
  HTTP_STATUS: (status: number) => `HTTP status code ${status}`,
  /** Send preconditions (spec §5). */
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  RPC_URL_NOT_HTTP: 'Provided URL is not compatible with HTTP connection',
  /** Connect failures the connecting views explain (ours: the spec names no text for them). */
  REQUEST_PENDING: 'A request is already waiting in your wallet: open the wallet to answer it',
  WALLET_NOT_FOUND: 'This wallet is not available in this browser any more',
  /** A per-wallet button or headless connect named a wallet this browser has not announced. */
  WALLET_NOT_INSTALLED: (name: string) => `${name} is not installed in this browser`,
  WALLET_TIMEOUT: 'The wallet did not answer in time',
  /** WalletConnect's relay did not answer (no network, or it refused the project id): ours, the spec names no text. */
  WALLETCONNECT_UNREACHABLE: 'WalletConnect could not be reached: check your connection and try again',
  WALLET_DISCONNECTED: 'The wallet is disconnected from this network',
  WALLET_UNAUTHORIZED: 'The wallet has not authorised this site',
  /** Solana transfers (ours: the spec names no text for them). */
  SOLANA_BLOCKHASH_EXPIRED: 'The transaction expired before the network accepted it. Nothing was sent: try again',
  SOLANA_SIMULATION_FAILED: 'The network refused the transaction in its simulation. Nothing was sent',
  SOLANA_TRANSACTION_FAILED: 'The transaction failed on the network',
  SOLANA_TOKEN_PROGRAM_UNSUPPORTED: "This token's program is not supported: only the Token and Token-2022 programs are",
  SOLANA_RPC_UNREACHABLE: "The network's RPC did not answer. Nothing was sent: check your connection and try again",
  /** A Solana address is 32 to 44 base58 characters (spec §5). */
  INVALID_SOLANA_ADDRESS: 'Enter a valid address (32 to 44 base58 characters)',
  /** modal.request() on a connection whose adapter passes no raw requests (ours). */
  WALLET_REQUEST_UNSUPPORTED: (adapter: string, method: string) => `The ${adapter} connection cannot send ${method}: it takes messages and transactions only`,
  /** The wallet answered 4200 or 'method not found' (ours): EIP-5792 calls, wallet_getAssets, … */
  WALLET_METHOD_UNSUPPORTED: (method: string) => `This wallet does not support ${method}`,
  /** wallet_sendCalls targets (to) and data must start with 0x (spec §5); `field` names the call and field. */
  CALL_NOT_HEX: (field: string) => `${field} must start with 0x`,
  /** A wallet_getAssets answer that breaks the spec §5 asset rule; `reason` says where. */
  INVALID_ASSETS_RESPONSE: 'The wallet answered wallet_getAssets with assets that are not valid',
  /** A wallet answer of the wrong kind for its method (spec §5 response strings), e.g. no hash for a send. */
  UNEXPECTED_WALLET_RESULT: (method: string, expected: string) => `The wallet answered ${method} with something that is not ${expected}`,
  /** Contract calls need a reader of the namespace's chain (ABI encoding, reads, gas). */
  CONTRACT_CALLS_NEED_EVM_ADAPTER: 'Contract calls need evmAdapter() in createWalletModal({ adapters })',
  /** ENS lives on Ethereum: an app without it (or Sepolia) in its networks cannot resolve names. */
  ENS_NEEDS_ETHEREUM: 'ENS names resolve on Ethereum: add eip155:1 (or eip155:11155111, Sepolia) to the networks',
} as const;

/** Internal messages (developer-facing). */
export const InternalMessages = {
  CHAIN_ID_NOT_FOUND: 'ChainId not found',
  RPC_PROVIDER_NOT_FOUND: (chain: string) => `JSON-RPC provider for ${chain} not found`,
  NO_RPC_URL: (chainId: string | number) => `No RPC url provided for chainId: ${chainId}`,
  SIGN_CLIENT_NOT_INITIALIZED: 'Sign Client not initialized',
  SESSION_NOT_INITIALIZED: 'Session not initialized. Please call connect() before enable()',
  SESSION_NOT_FOUND: (topic: string) => `The provided session: ${topic} doesn't exist in the Sign client`,
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAP_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  NAMESPACE_NOT_CONFIGURED: (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
  CONNECT_BEFORE_REQUEST: 'Please call connect() before request()',
  /** An HTTP call outlived the RPC timeout on every try. */
  REQUEST_TIMED_OUT: 'The request took too long to respond.',
} as const;

export type ErrorMessageId = keyof typeof ErrorMessages;
export type InternalMessageId = keyof typeof InternalMessages;
