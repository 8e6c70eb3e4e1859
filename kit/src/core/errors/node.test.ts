import { describe, expect, it } from 'vitest';
import { WalletModalError } from './base.js';
import { NodeError, mapNodeError } from './node.js';

const cases: [string, string, RegExp][] = [
  ['execution reverted', 'ExecutionReverted', /Execution reverted/],
  ['max fee per gas higher than 2^256-1', 'FeeCapTooHigh', /cannot be higher than the maximum/],
  ['max fee per gas less than block base fee', 'FeeCapTooLow', /cannot be lower than the block base fee/],
  ['nonce too high', 'NonceTooHigh', /higher than the next one expected/],
  ['nonce too low: next nonce 5, tx nonce 4', 'NonceTooLow', /lower than the current nonce/],
  ['nonce has max value', 'NonceMaxValue', /exceeds the maximum allowed nonce/],
  ['insufficient funds for gas * price + value', 'InsufficientFunds', /\(gas \* gas fee \+ value\).*exceeds the balance/],
  ['intrinsic gas too high', 'IntrinsicGasTooHigh', /exceeds the limit allowed for the block/],
  ['intrinsic gas too low', 'IntrinsicGasTooLow', /gas provided for the transaction is too low/],
  ['transaction type not supported', 'TransactionTypeNotSupported', /type is not supported/],
  ['max priority fee per gas higher than max fee per gas', 'TipAboveFeeCap', /tip .* cannot be higher than the fee cap/],
];

describe('node errors mapped to clear messages (spec §8)', () => {
  it.each(cases)("'%s' → %s", (text, name, message) => {
    const error = mapNodeError(new Error(`RPC error: ${text}`));
    expect(error).toBeInstanceOf(NodeError);
    expect((error as NodeError).nodeError).toBe(name);
    expect(error.shortMessage).toMatch(message);
  });

  it('reads the details of a wrapped error too, and leaves unknown errors generic', () => {
    expect((mapNodeError({ message: 'x', details: 'nonce too high' }) as NodeError).nodeError).toBe('NonceTooHigh');
    const unknown = mapNodeError(new Error('boom'));
    expect(unknown).not.toBeInstanceOf(NodeError);
    expect(unknown.shortMessage).toBe('An error occurred');
    const own = new WalletModalError('Signature declined');
    expect(mapNodeError(own)).toBe(own);
  });
});
