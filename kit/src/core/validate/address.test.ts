import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAddressFor, isEvmAddress, isSolanaAddress } from './address.js';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';

describe('address check (spec §5)', () => {
  it('EVM is 40 hex characters with an optional 0x prefix', () => {
    expect(isEvmAddress(EVM)).toBe(true);
    expect(isEvmAddress(EVM.slice(2))).toBe(true);
    expect(isEvmAddress(EVM.slice(0, -1))).toBe(false);
    expect(isEvmAddress(`${EVM}0`)).toBe(false);
    expect(isEvmAddress(EVM.replace('f', 'g'))).toBe(false);
  });

  it('Solana is 32 to 44 base58 characters', () => {
    expect(isSolanaAddress(SOL)).toBe(true);
    expect(isSolanaAddress('1'.repeat(32))).toBe(true);
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress('1'.repeat(45))).toBe(false);
    for (const notBase58 of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(SOL.slice(1) + notBase58)).toBe(false);
  });

  it('checks the address of each namespace by its family', () => {
    expect(isAddressFor('eip155', EVM)).toBe(true);
    expect(isAddressFor('solana', EVM)).toBe(false);
    expect(isAddressFor('bip122', 'bc1q…')).toBe(true);
    expect(isAddressFor('bip122', '')).toBe(false);
  });

  it('random inputs never throw, only return a verdict', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isEvmAddress(value) === 'boolean' && typeof isSolanaAddress(value) === 'boolean'));
  });
});
