// Node (execution client) errors recognised from their message and mapped to clear texts (spec §8 "Node errors").

import { WalletModalError } from './base.js';
import { ErrorMessages } from './messages.js';

interface NodeErrorRule {
  readonly name: string;
  readonly pattern: RegExp;
  readonly message: string;
}

/** Ordered: the first rule whose pattern matches the node's text wins. */
export const NODE_ERROR_RULES: readonly NodeErrorRule[] = [
  { name: 'ExecutionReverted', pattern: /execution reverted|gas required exceeds allowance/i, message: 'Execution reverted for an unknown reason.' },
  { name: 'FeeCapTooHigh', pattern: /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i, message: 'The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).' },
  { name: 'FeeCapTooLow', pattern: /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i, message: 'The fee cap (maxFeePerGas) cannot be lower than the block base fee.' },
  { name: 'NonceTooHigh', pattern: /nonce too high/i, message: 'Nonce provided for the transaction is higher than the next one expected.' },
  { name: 'NonceTooLow', pattern: /nonce too low|transaction already imported|already known/i, message: 'Nonce provided for the transaction is lower than the current nonce of the account.' },
  { name: 'NonceMaxValue', pattern: /nonce has max value/i, message: 'Nonce provided for the transaction exceeds the maximum allowed nonce.' },
  { name: 'InsufficientFunds', pattern: /insufficient funds|exceeds transaction sender account balance/i, message: 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.' },
  { name: 'IntrinsicGasTooHigh', pattern: /intrinsic gas too high|gas limit reached/i, message: 'The amount of gas provided for the transaction exceeds the limit allowed for the block.' },
  { name: 'IntrinsicGasTooLow', pattern: /intrinsic gas too low/i, message: 'The amount of gas provided for the transaction is too low.' },
  { name: 'TransactionTypeNotSupported', pattern: /transaction type not valid|tx type not supported|transaction type not supported/i, message: 'The transaction type is not supported for this chain.' },
  { name: 'TipAboveFeeCap', pattern: /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i, message: 'The provided tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).' },
];

/** A node error the kit recognised; `nodeError` is the rule's name. */
export class NodeError extends WalletModalError {
  override name = 'NodeError';
  constructor(
    readonly nodeError: string,
    message: string,
    cause: unknown,
  ) {
    super(message, { cause });
  }
}

/**
 * Maps a node's error to a clear message; unknown errors come back as a generic WalletModalError.
 * @example
 * mapNodeError(new Error('nonce too low')).shortMessage; // 'Nonce provided for the transaction is lower …'
 */
export function mapNodeError(error: unknown): WalletModalError {
  const text = errorText(error);
  const rule = NODE_ERROR_RULES.find(({ pattern }) => pattern.test(text));
  if (rule) return new NodeError(rule.name, rule.message, error);
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
