// Checks an EVM transaction before serialization (spec §5): address, chain id, fees, access list, blob hashes.

import { WalletModalError } from '../errors/base.js';
import { NodeErrorMessages } from '../errors/node.js';
import { isEvmAddress } from './address.js';

export interface SerializableTransaction {
  to?: string | null;
  chainId?: number;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  accessList?: readonly { address: string; storageKeys: readonly string[] }[];
  blobVersionedHashes?: readonly string[];
}

export const MAX_UINT256 = 2n ** 256n - 1n;
/** Version byte of a KZG blob versioned hash (EIP-4844). */
export const BLOB_HASH_VERSION = '0x01';
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

/**
 * The first problem that prevents serializing `tx`, or undefined when it is valid.
 * @example
 * transactionIssue({ chainId: 0 }); // 'Chain ID "0" is invalid.'
 */
export function transactionIssue(tx: SerializableTransaction): string | undefined {
  if (tx.to != null && !isEvmAddress(tx.to)) return `Address "${tx.to}" is invalid.`;
  for (const entry of tx.accessList ?? []) {
    if (!isEvmAddress(entry.address)) return `Address "${entry.address}" is invalid.`;
    const key = entry.storageKeys.find((k) => !BYTES32.test(k));
    if (key !== undefined) return `Size for storage key "${key}" is invalid. Expected 32 bytes.`;
  }
  if (tx.chainId !== undefined && !(Number.isInteger(tx.chainId) && tx.chainId > 0)) return `Chain ID "${tx.chainId}" is invalid.`;
  if (tx.maxFeePerGas !== undefined && tx.maxFeePerGas > MAX_UINT256) return NodeErrorMessages.FeeCapTooHigh;
  if (tx.maxFeePerGas !== undefined && tx.maxPriorityFeePerGas !== undefined && tx.maxPriorityFeePerGas > tx.maxFeePerGas) {
    return NodeErrorMessages.TipAboveFeeCap;
  }
  for (const hash of tx.blobVersionedHashes ?? []) {
    if (!BYTES32.test(hash)) return `Blob hash "${hash}" is invalid. Expected 32 bytes.`;
    if (!hash.toLowerCase().startsWith(BLOB_HASH_VERSION)) return `Blob hash "${hash}" has an invalid version. Expected ${BLOB_HASH_VERSION}.`;
  }
  return undefined;
}

/**
 * Throws a WalletModalError with the first problem of `tx`.
 * @example
 * assertSerializable({ to: '0xf39F…', chainId: 1 });
 */
export function assertSerializable(tx: SerializableTransaction): void {
  const issue = transactionIssue(tx);
  if (issue) throw new WalletModalError(issue);
}
