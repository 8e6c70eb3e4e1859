import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardRpcRequest } from './guard.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('disallowed RPC calls (spec §6)', () => {
  it("a disallowed call returns 'Requested RPC call is not allowed' and the UI shows 'Action not allowed' (after 300 ms)", () => {
    const shown: string[] = [];
    expect(() => guardRpcRequest({ request: { method: 'eth_sign' }, showError: (m) => shown.push(m) })).toThrow(
      expect.objectContaining({ shortMessage: 'Requested RPC call is not allowed', code: 4200 }),
    );
    vi.advanceTimersByTime(299);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['Action not allowed']);
  });

  it('unsafe ones need approval in ApproveTransaction; safe ones do not; neither shows an error', () => {
    const showError = vi.fn();
    expect(guardRpcRequest({ request: { method: 'personal_sign' }, showError })).toEqual({ needsApproval: true });
    expect(guardRpcRequest({ request: { method: 'eth_call' }, showError })).toEqual({ needsApproval: false });
    vi.runAllTimers();
    expect(showError).not.toHaveBeenCalled();
  });
});
