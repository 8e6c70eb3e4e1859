import { describe, expect, it } from 'vitest';
import { withoutZeroDecimalTokens } from './tokens.js';

const token = (symbol: string, decimals: string) => ({ symbol, quantity: { decimals, numeric: '1' } });

describe('token balances (spec §3, §5)', () => {
  it('tokens with decimals 0 are filtered out', () => {
    const list = [token('USDC', '6'), token('PUNK', '0'), token('ETH', '18')];
    expect(withoutZeroDecimalTokens(list).map((t) => t.symbol)).toEqual(['USDC', 'ETH']);
  });
});
