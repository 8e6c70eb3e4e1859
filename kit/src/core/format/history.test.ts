import { describe, expect, it } from 'vitest';
import { activityGroups, groupByMonth, onChain, ownedNfts, withoutSpam, type TransactionRecord } from './history.js';

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

  it('NFTs tab: owned ERC-721/1155 only — an NFT sent away is gone, one received back is held, spam NFTs are left out', () => {
    const nft = (id: string, minedAt: string, name: string, direction: 'in' | 'out', spam = false): TransactionRecord => ({
      ...tx(id, minedAt),
      transfers: [{ nft_info: { name, flags: { is_spam: spam } }, direction, quantity: { numeric: '1' } }],
    });
    const list = [
      nft('kept', '2026-11-10T12:00:00Z', 'Kittens #1', 'in'),
      nft('got', '2026-11-10T12:00:00Z', 'Kittens #2', 'in'),
      nft('gave', '2026-11-12T12:00:00Z', 'Kittens #2', 'out'),
      nft('back-out', '2026-11-11T12:00:00Z', 'Kittens #3', 'out'),
      nft('back-in', '2026-11-13T12:00:00Z', 'Kittens #3', 'in'),
      nft('airdrop', '2026-11-14T12:00:00Z', 'Free Airdrop #1', 'in', true),
    ];
    expect(ownedNfts(list).map((n) => n.name)).toEqual(['Kittens #3', 'Kittens #1']);
  });

  it('the activity list applies all three rules', () => {
    const list = [tx('a', '2026-11-15T12:00:00Z'), tx('spam', '2026-11-16T12:00:00Z', 'eip155:1', [true]), tx('other', '2026-11-17T12:00:00Z', 'solana:x')];
    expect(activityGroups(list, 'eip155:1')).toEqual([{ year: 2026, month: 10, transactions: [list[0]] }]);
  });
});
