// @vitest-environment jsdom
// The directory controller against a real HTTP directory on loopback.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletModal } from '../client.js';
import { loadSuggestedWallets, loadWallets, searchWallets, setCertifiedOnly } from './directory.js';
import { type Loopback, loopback, testModal } from './testing.js';

let modal: WalletModal;
const directoryModal = (options: { featuredWalletIds?: string[] } = {}) =>
  testModal({ apiUrl: baseUrl, projectId: 'demo', networks: ['eip155:1'], excludeWalletIds: ['bad'], ...options });

const ALL = Array.from({ length: 95 }, (_, i) => ({ id: `wallet-${i}`, name: `Wallet ${i}`, certified: i % 2 === 0 }));
let api: Loopback;
let baseUrl: string;
const requests: URLSearchParams[] = [];

beforeAll(async () => {
  api = await loopback(({ url }) => {
    const query = url.searchParams;
    requests.push(query);
    const search = query.get('search')?.toLowerCase();
    const include = query.get('include')?.split(',');
    const exclude = query.get('exclude')?.split(',') ?? [];
    const matching = ALL.filter(
      (w) =>
        (!search || w.name.toLowerCase().includes(search)) &&
        (query.get('badge_type') !== 'certified' || w.certified) &&
        (!include || include.includes(w.id)) &&
        !exclude.includes(w.id),
    );
    const entries = Number(query.get('entries'));
    const page = Number(query.get('page'));
    const data = matching.slice((page - 1) * entries, page * entries).map(({ id, name }) => ({ id, name, image_id: id }));
    return { body: { data, count: matching.length } };
  });
  baseUrl = api.url;
});
afterAll(() => api.close());

describe('wallet directory controller', () => {
  beforeEach(() => {
    requests.length = 0;
    modal = directoryModal();
  });
  afterEach(() => vi.useRealTimers());

  it('Wallet pages 40 per page, appended as the visitor scrolls, until all are loaded', async () => {
    await loadWallets(modal, { reset: true });
    expect(modal.$directory.get()).toMatchObject({ page: 1, count: 95 });
    expect(modal.$directory.get().wallets).toHaveLength(40);
    await loadWallets(modal);
    await loadWallets(modal);
    expect(modal.$directory.get().wallets).toHaveLength(95);
    await loadWallets(modal);
    expect(requests).toHaveLength(3);
    expect(requests[0]?.get('entries')).toBe('40');
    expect(requests[0]?.get('exclude')).toBe('bad');
    expect(requests[0]?.get('chains')).toBe('eip155:1');
  });

  it('Search up to 100 entries with a 300 ms wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    searchWallets(modal, 'wallet 1');
    vi.advanceTimersByTime(200);
    searchWallets(modal, 'wallet 9');
    vi.advanceTimersByTime(299);
    expect(requests).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(modal.$directory.get().loading).toBe(false));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.get('search')).toBe('wallet 9');
    expect(requests[0]?.get('entries')).toBe('100');
    expect(modal.$directory.get().wallets.map((w) => w.name)).toEqual(['Wallet 9', 'Wallet 90', 'Wallet 91', 'Wallet 92', 'Wallet 93', 'Wallet 94']);
  });

  it('a certified filter lists certified wallets only', async () => {
    setCertifiedOnly(modal, true);
    await vi.waitFor(() => expect(modal.$directory.get().count).toBe(48));
    expect(requests.at(-1)?.get('badge_type')).toBe('certified');
  });

  it('4 featured or recommended: the featured wallets in the app\'s order, then directory recommendations without them', async () => {
    modal = directoryModal({ featuredWalletIds: ['wallet-7', 'wallet-3', 'wallet-90', 'wallet-1', 'wallet-2'] });
    await loadSuggestedWallets(modal);
    expect(modal.$suggestedWallets.get().featured.map((w) => w.id)).toEqual(['wallet-7', 'wallet-3', 'wallet-90', 'wallet-1']);
    const recommended = modal.$suggestedWallets.get().recommended.map((w) => w.id);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.some((id) => ['wallet-7', 'wallet-3', 'wallet-90', 'wallet-1'].includes(id))).toBe(false);
  });

  it('shows the error and keeps what was loaded when a page fails', async () => {
    modal = testModal({ apiUrl: 'http://127.0.0.1:9', projectId: 'demo' });
    await loadWallets(modal, { reset: true });
    expect(modal.$directory.get().loading).toBe(false);
    expect(modal.$directory.get().error).toBeTruthy();
  });

  it('20 images prefetched, each for at most 2 s (Images are preloaded for at most 2 s)', async () => {
    // The browser's image loader is the boundary: record what the controller asks it to fetch.
    const images: { src: string; onload: null | (() => void) }[] = [];
    const original = globalThis.Image;
    globalThis.Image = class {
      src = '';
      onload: null | (() => void) = null;
      onerror: null | (() => void) = null;
      constructor() {
        images.push(this);
      }
    } as unknown as typeof Image;
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await loadWallets(modal, { reset: true });
      expect(images).toHaveLength(20);
      expect(images[0]?.src).toMatch(new RegExp(`^${baseUrl}/getWalletImage/`));
      images[0]?.onload?.();
      vi.advanceTimersByTime(1_999);
      expect(images.filter((image) => image.src === '')).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(images[0]?.src).not.toBe('');
      expect(images.slice(1).every((image) => image.src === '')).toBe(true);
    } finally {
      globalThis.Image = original;
    }
  });
});
