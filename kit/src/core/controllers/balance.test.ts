// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletModal } from '../client.js';
import { emptyAccount } from '../stores/account.js';
import { fetchBalance, type BalanceResult } from './balance.js';
import { testModal } from './testing.js';

let modal: WalletModal;

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function connect(namespace: 'eip155' | 'solana' | 'bip122' = 'eip155', address = ADDRESS) {
  modal.$accounts.set({ ...modal.$accounts.get(), [namespace]: { ...emptyAccount(), status: 'connected', address } });
}

function deferred() {
  let resolve!: (value: BalanceResult) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<BalanceResult>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  modal = testModal();
});
afterEach(() => vi.useRealTimers());

describe('balance fetch (spec §4)', () => {
  it('a loading flag is set, then cleared', async () => {
    connect();
    const reply = deferred();
    const pending = fetchBalance(modal, { namespace: 'eip155', fetcher: () => reply.promise });
    expect(modal.$accounts.get().eip155?.balanceLoading).toBe(true);
    reply.resolve({ balance: '1.5', symbol: 'ETH' });
    expect(await pending).toEqual({ status: 'fetched', balance: '1.5', symbol: 'ETH' });
    expect(modal.$accounts.get().eip155).toMatchObject({ balanceLoading: false, balance: '1.5', balanceSymbol: 'ETH' });
  });

  it('after a failure a retry is allowed only after 30 s', async () => {
    connect();
    const fetcher = vi.fn<(address: string) => Promise<BalanceResult>>().mockRejectedValueOnce(new Error('rpc down'));
    const failed = await fetchBalance(modal, { namespace: 'eip155', fetcher });
    expect(failed).toMatchObject({ status: 'failed', error: { shortMessage: 'Token Balance Unavailable' } });
    expect(modal.$accounts.get().eip155).toMatchObject({ balanceLoading: false, lastRetry: Date.now() });

    fetcher.mockResolvedValue({ balance: '2', symbol: 'ETH' });
    vi.advanceTimersByTime(29_999);
    expect(await fetchBalance(modal, { namespace: 'eip155', fetcher })).toEqual({ status: 'skipped', reason: 'retry-wait' });
    expect(fetcher).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(await fetchBalance(modal, { namespace: 'eip155', fetcher })).toMatchObject({ status: 'fetched', balance: '2' });
    expect(modal.$accounts.get().eip155?.lastRetry).toBeUndefined();
  });

  it('balance is for eip155 and solana: other namespaces get Token Balance Unavailable without a fetch', async () => {
    connect('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const fetcher = vi.fn();
    expect(await fetchBalance(modal, { namespace: 'bip122', fetcher })).toMatchObject({ status: 'failed', error: { shortMessage: 'Token Balance Unavailable' } });
    expect(fetcher).not.toHaveBeenCalled();
    connect('solana', 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy');
    expect(await fetchBalance(modal, { namespace: 'solana', fetcher: async () => ({ balance: '3', symbol: 'SOL' }) })).toMatchObject({ status: 'fetched' });
  });

  it('needs a connected account; a result landing after the account changed is dropped', async () => {
    expect(await fetchBalance(modal, { namespace: 'eip155', fetcher: vi.fn() })).toEqual({ status: 'skipped', reason: 'no-account' });
    connect();
    const reply = deferred();
    const pending = fetchBalance(modal, { namespace: 'eip155', fetcher: () => reply.promise });
    connect('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    reply.resolve({ balance: '9', symbol: 'ETH' });
    expect(await pending).toEqual({ status: 'skipped', reason: 'stale' });
    expect(modal.$accounts.get().eip155?.balance).toBeUndefined();
  });
  it('a read overtaken by a later one is dropped: a slow read from before a send cannot overwrite the read after it', async () => {
    connect();
    const slow = deferred();
    const older = fetchBalance(modal, { namespace: 'eip155', fetcher: () => slow.promise });
    expect(await fetchBalance(modal, { namespace: 'eip155', fetcher: async () => ({ balance: '0.99', symbol: 'ETH' }) })).toMatchObject({ status: 'fetched' });
    slow.resolve({ balance: '1', symbol: 'ETH' });
    expect(await older).toEqual({ status: 'skipped', reason: 'stale' });
    expect(modal.$accounts.get().eip155).toMatchObject({ balance: '0.99', balanceLoading: false });
  });
});
