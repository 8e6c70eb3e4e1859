// Node (execution client) errors recognised from their message and mapped to clear texts (spec §8 "Node errors").

import { WalletModalError } from './base.js';
import { ErrorMessages } from './messages.js';

/** The clear texts node errors map to; transaction checks reuse them. */
export const NodeErrorMessages = {
  ExecutionReverted: 'Execution reverted for an unknown reason.',
  FeeCapTooHigh: 'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).',
  FeeCapTooLow: 'The fee cap (maxFeePerGas) cannot be lower than the block base fee.',
  NonceTooHigh: 'Nonce provided for the transaction is higher than the next one expected.',
  NonceTooLow: 'Nonce provided for the transaction is lower than the current nonce of the account.',
  NonceMaxValue: 'Nonce provided for the transaction exceeds the maximum allowed nonce.',
  InsufficientFunds: 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
  IntrinsicGasTooHigh: 'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
  IntrinsicGasTooLow: 'The amount of gas provided for the transaction is too low.',
  TransactionTypeNotSupported: 'The transaction type is not supported for this chain.',
  TipAboveFeeCap: 'The provided tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).',
} as const;

export type NodeErrorName = keyof typeof NodeErrorMessages;

/** Ordered: the first rule whose pattern matches the node's text wins. */
export const NODE_ERROR_PATTERNS: readonly [NodeErrorName, RegExp][] = [
  ['ExecutionReverted', /execution reverted|gas required exceeds allowance/i],
  ['FeeCapTooHigh', /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i],
  ['FeeCapTooLow', /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i],
  ['NonceTooHigh', /nonce too high/i],
  ['NonceTooLow', /nonce too low|transaction already imported|already known/i],
  ['NonceMaxValue', /nonce has max value/i],
  ['InsufficientFunds', /insufficient funds|exceeds transaction sender account balance/i],
  ['IntrinsicGasTooHigh', /intrinsic gas too high|gas limit reached/i],
  ['IntrinsicGasTooLow', /intrinsic gas too low/i],
  ['TransactionTypeNotSupported', /transaction type not valid|tx type not supported|transaction type not supported/i],
  ['TipAboveFeeCap', /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i],
];

/** A node error the kit recognised; `nodeError` is the rule's name. */
export class NodeError extends WalletModalError {
  override name = 'NodeError';
  constructor(
    readonly nodeError: NodeErrorName,
    cause: unknown,
  ) {
    super(NodeErrorMessages[nodeError], { cause });
  }
}

/**
 * Maps a node's error to a clear message; unknown errors come back as a generic WalletModalError.
 * @example
 * mapNodeError(new Error('nonce too low')).shortMessage; // 'Nonce provided for the transaction is lower …'
 */
export function mapNodeError(error: unknown): WalletModalError {
  const text = errorText(error);
  const match = NODE_ERROR_PATTERNS.find(([, pattern]) => pattern.test(text));
  if (match) return new NodeError(match[0], error);
  return error instanceof WalletModalError ? error : new WalletModalError(ErrorMessages.AN_ERROR_OCCURRED, { cause: error });
}

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message, details } = error as { message?: unknown; details?: unknown };
    return [message, details].filter((part) => typeof part === 'string').join(' ');
  }
  return '';
}
