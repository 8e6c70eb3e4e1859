import { describe, expect, it } from 'vitest';
import { MAX_UINT256, assertSerializable, transactionIssue } from './serialization.js';

const TO = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const KEY = `0x${'00'.repeat(32)}`;
const BLOB = `0x01${'ab'.repeat(31)}`;

describe('transaction serialization (spec §5)', () => {
  it('a valid transaction has no issue', () => {
    const tx = { to: TO, chainId: 1, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n, accessList: [{ address: TO, storageKeys: [KEY] }], blobVersionedHashes: [BLOB] };
    expect(transactionIssue(tx)).toBeUndefined();
    expect(() => assertSerializable(tx)).not.toThrow();
  });

  it('address format', () => {
    expect(transactionIssue({ to: '0x123' })).toBe('Address "0x123" is invalid.');
  });

  it('chain id above zero', () => {
    expect(transactionIssue({ to: TO, chainId: 0 })).toBe('Chain ID "0" is invalid.');
    expect(transactionIssue({ to: TO, chainId: -5 })).toBe('Chain ID "-5" is invalid.');
  });

  it('maxPriorityFee not above maxFee', () => {
    expect(transactionIssue({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })).toMatch(/tip .* cannot be higher than the fee cap/);
    expect(transactionIssue({ maxFeePerGas: 2n, maxPriorityFeePerGas: 2n })).toBeUndefined();
  });

  it('fee cap at most 2^256-1', () => {
    expect(transactionIssue({ maxFeePerGas: MAX_UINT256 })).toBeUndefined();
    expect(() => assertSerializable({ maxFeePerGas: MAX_UINT256 + 1n })).toThrow(/maximum allowed value \(2\^256-1\)/);
  });

  it('storage keys 32 bytes', () => {
    expect(transactionIssue({ accessList: [{ address: TO, storageKeys: ['0x01'] }] })).toBe('Size for storage key "0x01" is invalid. Expected 32 bytes.');
  });

  it('blob hashes 32 bytes with the correct version', () => {
    expect(transactionIssue({ blobVersionedHashes: ['0x01ab'] })).toMatch(/Expected 32 bytes/);
    expect(transactionIssue({ blobVersionedHashes: [`0x02${'ab'.repeat(31)}`] })).toMatch(/invalid version. Expected 0x01/);
  });
});
