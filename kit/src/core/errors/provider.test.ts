import { describe, expect, it } from 'vitest';
import { ProviderErrors, isUserRejection, providerErrorName } from './provider.js';

describe('provider codes (spec §8)', () => {
  it('4001 user rejected, 4100 unauthorized, 4200 unsupported method, 4900 and 4901 disconnected, 4902 switch chain, 5000 default, 32603 invalid chain id', () => {
    expect(providerErrorName(4001)).toBe('USER_REJECTED_REQUEST');
    expect(providerErrorName(4100)).toBe('UNAUTHORIZED');
    expect(providerErrorName(4200)).toBe('UNSUPPORTED_METHOD');
    expect(providerErrorName(4900)).toBe('DISCONNECTED');
    expect(providerErrorName(4901)).toBe('CHAIN_DISCONNECTED');
    expect(providerErrorName(4902)).toBe('SWITCH_CHAIN');
    expect(providerErrorName(5000)).toBe('DEFAULT');
    expect(providerErrorName(32603)).toBe('INVALID_CHAIN_ID');
    expect(providerErrorName(1234)).toBeUndefined();
  });

  it('5700 to 5760 capability, bundle and atomicity errors (EIP-5792 names)', () => {
    expect([5700, 5710, 5720, 5730, 5740, 5750, 5760].map(providerErrorName)).toEqual([
      'UNSUPPORTED_NON_OPTIONAL_CAPABILITY',
      'UNSUPPORTED_CHAIN_ID',
      'DUPLICATE_ID',
      'UNKNOWN_BUNDLE_ID',
      'BUNDLE_TOO_LARGE',
      'ATOMIC_READY_WALLET_REJECTED_UPGRADE',
      'ATOMICITY_NOT_SUPPORTED',
    ]);
    expect(new Set(Object.values(ProviderErrors).map((e) => e.code)).size).toBe(Object.keys(ProviderErrors).length);
  });

  it('a 4001 from the wallet is a user rejection', () => {
    expect(isUserRejection({ code: 4001, message: 'User denied' })).toBe(true);
    expect(isUserRejection({ code: 4100 })).toBe(false);
    expect(isUserRejection('4001')).toBe(false);
  });
});
