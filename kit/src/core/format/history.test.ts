import { describe, expect, it } from 'vitest';
import { activityGroups, groupByMonth, onChain, withoutSpam, type TransactionRecord } from './history.js';

// Mid-month, mid-day times so grouping is the same in every time zone.
function tx(id: string, minedAt: string, chain = 'eip155:1', spam?: boolean[]): TransactionRecord {
  return {
    id,
    metadata: { minedAt, chain, operationType: 'send', status: 'confirmed', sentFrom: '0xa', sentTo: '0xb' },
    transfers: (spam ?? [false]).map((isSpam) =>
      isSpam ? { nft_info: { name: 'Free mint', flags: { is_spam: true } }, quantity: { numeric: '1' } } : { fungible_info: { symbol: 'ETH' }, quantity: { numeric: '1' } },
    ),
  };
}

describe('history (spec §2)', () => {
  it('history is filtered to the connected chain', () => {
    const list = [tx('a', '2026-11-15T12:00:00Z'), tx('b', '2026-11-15T12:00:00Z', 'eip155:10')];
    expect(onChain(list, 'eip155:10').map((t) => t.id)).toEqual(['b']);
  });

  it('grouped by year and month, newest first', () => {
    const list = [
      tx('oct', '2026-10-15T12:00:00Z'),
      tx('nov-early', '2026-11-10T12:00:00Z'),
      tx('last-year', '2025-11-15T12:00:00Z'),
      tx('nov-late', '2026-11-20T12:00:00Z'),
    ];
    expect(groupByMonth(list).map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2026, 10, ['nov-late', 'nov-early']],
      [2026, 9, ['oct']],
      [2025, 10, ['last-year']],
    ]);
  });

  it('transactions whose transfers are all flagged spam NFTs are hidden', () => {
    const list = [tx('spam', '2026-11-15T12:00:00Z', 'eip155:1', [true, true]), tx('mixed', '2026-11-15T12:00:00Z', 'eip155:1', [true, false]), tx('none', '2026-11-15T12:00:00Z', 'eip155:1', [])];
    expect(withoutSpam(list).map((t) => t.id)).toEqual(['mixed', 'none']);
  });

  it('the activity list applies all three rules', () => {
    const list = [tx('a', '2026-11-15T12:00:00Z'), tx('spam', '2026-11-16T12:00:00Z', 'eip155:1', [true]), tx('other', '2026-11-17T12:00:00Z', 'solana:x')];
    expect(activityGroups(list, 'eip155:1')).toEqual([{ year: 2026, month: 10, transactions: [list[0]] }]);
  });
});
