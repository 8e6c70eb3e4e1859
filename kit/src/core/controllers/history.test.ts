// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionRecord } from '../format/history.js';
import { resetTransactions } from './accountReset.js';
import { fetchTransactions, type HistoryPage } from './history.js';
import type { WalletModal } from '../client.js';
import { testModal } from './testing.js';

let modal: WalletModal;

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const tx = (id: string): TransactionRecord => ({
  id,
  metadata: { minedAt: '2026-11-15T12:00:00Z', chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: ADDRESS, sentTo: '0xb' },
  transfers: [],
});

/** The history API as a list of pages keyed by cursor. */
function api(pages: Record<string, HistoryPage>) {
  const cursors: (string | undefined)[] = [];
  const fetcher = async ({ cursor }: { accountAddress: string; cursor?: string }) => {
    cursors.push(cursor);
    const page = pages[cursor ?? 'first'];
    if (!page) throw new Error('HTTP status code 500');
    return page;
  };
  return { fetcher, cursors };
}

beforeEach(() => {
  modal = testModal();
});

describe('transaction history (spec §4)', () => {
  it('a fetch appends results and follows the next cursor', async () => {
    const { fetcher, cursors } = api({ first: { data: [tx('a'), tx('b')], next: 'p2' }, p2: { data: [tx('c')], next: null } });
    const track = vi.fn();
    const pending = fetchTransactions(modal, { accountAddress: ADDRESS, fetcher, track });
    expect(modal.$history.get().loading).toBe(true);
    await pending;
    expect(modal.$history.get()).toMatchObject({ loading: false, empty: false, next: 'p2' });
    await fetchTransactions(modal, { accountAddress: ADDRESS, fetcher, track });
    expect(modal.$history.get().transactions.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(modal.$history.get().next).toBeUndefined();
    expect(cursors).toEqual([undefined, 'p2']);
  });

  it('sets empty when there are none', async () => {
    const { fetcher } = api({ first: { data: [] } });
    await fetchTransactions(modal, { accountAddress: ADDRESS, fetcher, track: vi.fn() });
    expect(modal.$history.get()).toEqual({ transactions: [], loading: false, empty: true, next: undefined });
  });

  it("on failure it sets empty, clears the cursor and sends a tracking event ('Failed to fetch transactions')", async () => {
    const { fetcher } = api({ first: { data: [tx('a')], next: 'broken' } });
    const track = vi.fn();
    await fetchTransactions(modal, { accountAddress: ADDRESS, fetcher, track });
    await expect(fetchTransactions(modal, { accountAddress: ADDRESS, fetcher, track })).rejects.toMatchObject({ shortMessage: 'Failed to fetch transactions' });
    expect(modal.$history.get()).toMatchObject({ loading: false, empty: true, next: undefined });
    expect(track).toHaveBeenCalledWith('ERROR_FETCH_TRANSACTIONS', { address: ADDRESS, cursor: 'broken' });
  });

  it('reset clears everything, and a page landing after a reset is dropped', async () => {
    const { fetcher } = api({ first: { data: [tx('a')], next: 'p2' } });
    const pending = fetchTransactions(modal, { accountAddress: ADDRESS, fetcher, track: vi.fn() });
    resetTransactions(modal);
    await pending;
    expect(modal.$history.get()).toEqual({ transactions: [], loading: false, empty: false });
  });

  it("fetching transactions needs an account address (\"Transaction can't be fetched without an accountAddress\")", async () => {
    const fetcher = vi.fn();
    await expect(fetchTransactions(modal, { accountAddress: undefined, fetcher, track: vi.fn() })).rejects.toThrow("Transaction can't be fetched without an accountAddress");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('activity is eip155 only: another namespace shows the empty list without a fetch', async () => {
    const fetcher = vi.fn();
    await fetchTransactions(modal, { accountAddress: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy', namespace: 'solana', fetcher, track: vi.fn() });
    expect(fetcher).not.toHaveBeenCalled();
    expect(modal.$history.get().empty).toBe(true);
  });
});
