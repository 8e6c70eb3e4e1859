// Wallet provider error codes (spec §8): EIP-1193 codes, the chain codes, and EIP-5792's 5700–5760.

/** Provider errors by name; 5700–5760 use the names of EIP-5792. */
export const ProviderErrors = {
  USER_REJECTED_REQUEST: { code: 4001, message: 'User rejected the request.' },
  UNAUTHORIZED: { code: 4100, message: 'The requested method and/or account has not been authorized by the user.' },
  UNSUPPORTED_METHOD: { code: 4200, message: 'The Provider does not support the requested method.' },
  DISCONNECTED: { code: 4900, message: 'The Provider is disconnected from all chains.' },
  CHAIN_DISCONNECTED: { code: 4901, message: 'The Provider is not connected to the requested chain.' },
  /** Unrecognized chain id: add it with wallet_addEthereumChain, then switch. */
  SWITCH_CHAIN: { code: 4902, message: 'Unrecognized chain ID. Try adding the chain first.' },
  DEFAULT: { code: 5000, message: 'An unknown provider error occurred.' },
  INVALID_CHAIN_ID: { code: 32603, message: 'Invalid chain id.' },
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: { code: 5700, message: 'This wallet does not support a capability that was not marked as optional.' },
  UNSUPPORTED_CHAIN_ID: { code: 5710, message: 'This wallet does not support the requested chain ID.' },
  DUPLICATE_ID: { code: 5720, message: 'There is already a bundle submitted with this ID.' },
  UNKNOWN_BUNDLE_ID: { code: 5730, message: 'This bundle ID is unknown or has not been submitted.' },
  BUNDLE_TOO_LARGE: { code: 5740, message: 'The call bundle is too large for the wallet to process.' },
  ATOMIC_READY_WALLET_REJECTED_UPGRADE: { code: 5750, message: 'The wallet can support atomicity after an upgrade, but the user rejected the upgrade.' },
  ATOMICITY_NOT_SUPPORTED: { code: 5760, message: 'The wallet does not support atomic execution but the request requires it.' },
} as const;

export type ProviderErrorName = keyof typeof ProviderErrors;

/**
 * The name of a provider code, or undefined when the code is not catalogued.
 * @example
 * providerErrorName(4001); // 'USER_REJECTED_REQUEST'
 */
export function providerErrorName(code: number): ProviderErrorName | undefined {
  const entries = Object.entries(ProviderErrors) as [ProviderErrorName, { code: number }][];
  return entries.find(([, entry]) => entry.code === code)?.[0];
}

/**
 * Whether an error thrown by a wallet means the user rejected the request (code 4001).
 * @example
 * isUserRejection({ code: 4001 }); // true
 */
export function isUserRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ProviderErrors.USER_REJECTED_REQUEST.code;
}
