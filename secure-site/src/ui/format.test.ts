import { encodeFunctionData, erc20Abi, parseEther, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeCall, describeMessage } from './format.js';

const token = '0x1111111111111111111111111111111111111111';
const bob = '0x2222222222222222222222222222222222222222';

describe('what the approve screen shows', () => {
  it('personal_sign: the message as UTF-8 text when printable, else hex', () => {
    expect(describeMessage(stringToHex('Sign in to Example\nNonce: 42'))).toEqual({ kind: 'text', text: 'Sign in to Example\nNonce: 42' });
    expect(describeMessage('0xdeadbeef')).toEqual({ kind: 'hex', text: '0xdeadbeef' });
    expect(describeMessage(stringToHex('bell\u0007'))).toMatchObject({ kind: 'hex' });
  });

  it('transactions: value in ETH, the fee estimate, and ERC-20 transfer/approve decoded by name', () => {
    const transfer = describeCall({ to: token, value: '0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] }), maxFee: '21000000000000' });
    expect(transfer).toMatchObject({ to: token, value: '0 ETH', maxFee: '0.000021 ETH', action: { name: 'transfer', args: [['to', bob], ['amount', '5']] } });
    const approve = describeCall({ to: token, value: '0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, 7n] }) });
    expect(approve.action).toEqual({ name: 'approve', args: [['spender', bob], ['amount', '7']] });
    const other = describeCall({ to: bob, value: parseEther('1.5').toString(), data: '0x12345678aabb' });
    expect(other).toMatchObject({ value: '1.5 ETH', dataBytes: 6 });
    expect(other.action).toBeUndefined();
  });
});
