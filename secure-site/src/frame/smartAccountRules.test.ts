import { describe, expect, it } from 'vitest';
import { capabilitiesOf, effectiveAccountType, userOperationStatus } from './smartAccountRules.js';

describe('smart account rules', () => {
  it('the embedded wallet uses its smart account only on networks the operator enabled, else the EOA', () => {
    expect(effectiveAccountType('smartAccount', [31337], 31337)).toBe('smartAccount');
    expect(effectiveAccountType('smartAccount', [31337], 1)).toBe('eoa');
    expect(effectiveAccountType('smartAccount', [], 31337)).toBe('eoa');
    expect(effectiveAccountType('eoa', [31337], 31337)).toBe('eoa');
  });

  it("wallet_getCapabilities: atomic 'supported' for the smart account, 'unsupported' for the EOA, keyed by hex chain id", () => {
    expect(capabilitiesOf('smartAccount', [31337, 1])).toEqual({ '0x7a69': { atomic: { status: 'supported' } }, '0x1': { atomic: { status: 'supported' } } });
    expect(capabilitiesOf('eoa', [31337])).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
  });

  it('wallet_getCallsStatus of a user operation: 100 without a receipt, 200 when it succeeded, 500 when it reverted', () => {
    const receipt = { transactionHash: `0x${'ab'.repeat(32)}` };
    expect(userOperationStatus(null)).toBe(100);
    expect(userOperationStatus({ success: true, receipt })).toBe(200);
    expect(userOperationStatus({ success: false, receipt })).toBe(500);
  });
});
