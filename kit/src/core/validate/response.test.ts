import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyRpcResult } from './response.js';

const hex = (n: number) => `0x${'ab'.repeat(n).slice(0, n)}`;

describe('response classification (spec §5)', () => {
  it('0x plus exactly 64 hex characters is a transaction result', () => {
    expect(classifyRpcResult(hex(64))).toBe('transaction');
  });

  it('0x plus 62 or more hex characters is a signed message', () => {
    expect(classifyRpcResult(hex(62))).toBe('signature');
    expect(classifyRpcResult(hex(63))).toBe('signature');
    expect(classifyRpcResult(hex(65))).toBe('signature');
    expect(classifyRpcResult(hex(130))).toBe('signature');
  });

  it('otherwise an object result', () => {
    expect(classifyRpcResult(hex(61))).toBe('object');
    expect(classifyRpcResult(`${hex(63)}z`)).toBe('object');
    expect(classifyRpcResult({ id: '0x1' })).toBe('object');
    expect(classifyRpcResult(null)).toBe('object');
  });

  it('random inputs never throw, only return a verdict', () => {
    fc.assert(fc.property(fc.anything(), (v) => ['transaction', 'signature', 'object'].includes(classifyRpcResult(v))));
  });
});
