import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areValidSendCalls } from './sendCalls.js';

const TO = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('wallet_sendCalls (spec §5)', () => {
  it('wallet_sendCalls targets (to) and data must start with 0x', () => {
    expect(areValidSendCalls([{ to: TO }, { to: TO, data: '0xa9059cbb', value: '0x1' }])).toBe(true);
    expect(areValidSendCalls([{ to: TO.slice(2) }])).toBe(false);
    expect(areValidSendCalls([{ to: TO, data: 'a9059cbb' }])).toBe(false);
    expect(areValidSendCalls([{ data: '0x' }])).toBe(false);
    expect(areValidSendCalls('calls')).toBe(false);
  });

  it('random inputs never throw', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof areValidSendCalls(value) === 'boolean'));
  });
});
