import { describe, expect, it } from 'vitest';
import { assertEvmSendInput, assertSolanaSendInput } from './send.js';

const token = { symbol: 'ETH', quantity: { decimals: '18' } };
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('send preconditions (spec §5)', () => {
  it("EVM send needs amount and receiver address ('An amount and receiver address are required')", () => {
    const message = 'An amount and receiver address are required';
    expect(() => assertEvmSendInput({ receiverAddress: EVM, token })).toThrow(message);
    expect(() => assertEvmSendInput({ sendTokenAmount: '0', receiverAddress: EVM, token })).toThrow(message);
    expect(() => assertEvmSendInput({ sendTokenAmount: '1', token })).toThrow(message);
  });

  it("EVM send needs a token ('A token is required')", () => {
    expect(() => assertEvmSendInput({ sendTokenAmount: '1', receiverAddress: EVM })).toThrow('A token is required');
    expect(() => assertEvmSendInput({ sendTokenAmount: '1', receiverAddress: EVM, token })).not.toThrow();
  });

  it('Solana send needs amount and receiver', () => {
    expect(() => assertSolanaSendInput({ sendTokenAmount: '0.5' })).toThrow('An amount and receiver address are required');
    expect(() => assertSolanaSendInput({ receiverAddress: 'DRpb' })).toThrow('An amount and receiver address are required');
    expect(() => assertSolanaSendInput({ sendTokenAmount: '0.5', receiverAddress: 'DRpb' })).not.toThrow();
  });
});
