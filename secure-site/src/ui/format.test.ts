import { parseEther, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeCall, describeMessage } from './format.js';

const token = '0x1111111111111111111111111111111111111111';

describe('what the approve screen shows', () => {
  it('personal_sign: the message as UTF-8 text when printable, else hex', () => {
    expect(describeMessage(stringToHex('Sign in to Example\nNonce: 42'))).toEqual({ kind: 'text', text: 'Sign in to Example\nNonce: 42' });
    expect(describeMessage('0xdeadbeef')).toEqual({ kind: 'hex', text: '0xdeadbeef' });
    expect(describeMessage(stringToHex('bell\u0007'))).toMatchObject({ kind: 'hex' });
  });

  it("transactions: value and fee in the network's own currency (ETH when the frame names none), the data counted", () => {
    const call = describeCall({ to: token, value: parseEther('1.5').toString(), data: '0x12345678aabb', maxFee: '21000000000000', currency: { symbol: 'POL', decimals: 18 } });
    expect(call).toEqual({ to: token, value: '1.5 POL', maxFee: '0.000021 POL', dataBytes: 6 });
    expect(describeCall({ to: null, value: '1', data: '0x' })).toEqual({ to: 'New contract', value: '0.000000000000000001 ETH', dataBytes: 0 });
  });
});
