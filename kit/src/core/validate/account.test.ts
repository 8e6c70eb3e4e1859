import { describe, expect, it } from 'vitest';
import { assertAccountAddress } from './account.js';

describe('transactions (spec §5)', () => {
  it("fetching transactions needs an account address: \"Transaction can't be fetched without an accountAddress\"", () => {
    expect(() => assertAccountAddress(undefined)).toThrow("Transaction can't be fetched without an accountAddress");
    expect(() => assertAccountAddress('')).toThrow("Transaction can't be fetched without an accountAddress");
    expect(() => assertAccountAddress('0xf39F')).not.toThrow();
  });
});
