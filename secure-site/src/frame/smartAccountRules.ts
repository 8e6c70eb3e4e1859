// The smart account's pure rules: which account type is in use, what wallet_getCapabilities and
// wallet_getCallsStatus answer. No chain, no key: smartAccount.ts does the I/O.

export type AccountKind = 'eoa' | 'smartAccount';

/** Which of the user's EVM accounts is the one in use on a chain: the smart account only where the operator enabled it. */
export function effectiveAccountType(preferred: AccountKind, enabledNetworks: readonly number[], chainId: number): AccountKind {
  return preferred === 'smartAccount' && enabledNetworks.includes(chainId) ? 'smartAccount' : 'eoa';
}

/**
 * EIP-5792 wallet_getCapabilities for `kind` on `chainIds`: a smart account executes a batch atomically (one
 * user operation), the EOA sends its calls one after another.
 * @example
 * capabilitiesOf('smartAccount', [31337]); // { '0x7a69': { atomic: { status: 'supported' } } }
 */
export function capabilitiesOf(kind: AccountKind, chainIds: readonly number[]): Record<`0x${string}`, { atomic: { status: 'supported' | 'unsupported' } }> {
  const status = kind === 'smartAccount' ? 'supported' : 'unsupported';
  return Object.fromEntries(chainIds.map((id) => [`0x${id.toString(16)}`, { atomic: { status } }]));
}

/** What eth_getUserOperationReceipt answers, as far as the status needs it. */
export interface UserOperationReceiptLike {
  success: boolean;
  receipt: { transactionHash: string; blockHash?: string; blockNumber?: string; gasUsed?: string; status?: string | null; logs?: unknown[] };
}

/** EIP-5792 status of one user operation: 100 pending (no receipt yet), 200 confirmed, 500 reverted (all its calls, atomically). */
export function userOperationStatus(receipt: UserOperationReceiptLike | null): 100 | 200 | 500 {
  if (!receipt) return 100;
  return receipt.success ? 200 : 500;
}
