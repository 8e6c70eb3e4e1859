// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAIRING_LIFETIME_MS } from '../../core/constants.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { isPairingExpired, pairUntilApproved, type PairingAttempt } from './pairing.js';

/** Pairings from a wallet that answers only when told to (the SDK boundary; the loop under test is real). */
function pairings() {
  const made: { uri: string; approve: (session: string) => void; reject: (error: Error) => void }[] = [];
  const pair = async (): Promise<PairingAttempt<string>> => {
    let approve!: (session: string) => void;
    let reject!: (error: Error) => void;
    const approval = new Promise<string>((resolve, fail) => ((approve = resolve), (reject = fail)));
    const uri = `wc:pairing-${made.length + 1}@2`;
    made.push({ uri, approve, reject });
    return { uri, approval };
  };
  return { made, pair };
}

describe('WalletConnect pairing expiry', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('A pairing counts as expired within 10 s of its expiry', () => {
    const expiry = Date.now() + 60_000;
    expect(isPairingExpired(expiry, expiry - 10_001)).toBe(false);
    expect(isPairingExpired(expiry, expiry - 10_000)).toBe(true);
    expect(isPairingExpired(expiry, expiry + 1)).toBe(true);
  });

  it('Pairing lifetime is 4 minutes: the URI is shown with its expiry, then renewed 10 s before it', async () => {
    const { made, pair } = pairings();
    const shown: [string, number][] = [];
    const session = pairUntilApproved({ pair, onUri: (uri, expiry) => shown.push([uri, expiry]) });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([['wc:pairing-1@2', Date.now() + PAIRING_LIFETIME_MS]]);

    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - 10_001);
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toHaveLength(2);
    expect(shown.at(-1)?.[0]).toBe('wc:pairing-2@2');

    made[1]!.approve('session-2');
    await expect(session).resolves.toBe('session-2');
  });

  it('a wallet that approves the code it scanned just before the renewal still connects; a failed old one is ignored', async () => {
    const { made, pair } = pairings();
    const session = pairUntilApproved({ pair });
    await vi.advanceTimersByTimeAsync(2 * (PAIRING_LIFETIME_MS - 10_000));
    expect(made).toHaveLength(3);
    made[0]!.reject(new Error('Proposal expired'));
    made[1]!.approve('session-from-the-second-code');
    await expect(session).resolves.toBe('session-from-the-second-code');
  });

  it('An expired pairing needs a new URI: it keeps renewing until a wallet approves', async () => {
    const { made, pair } = pairings();
    const session = pairUntilApproved({ pair });
    await vi.advanceTimersByTimeAsync(3 * (PAIRING_LIFETIME_MS - 10_000));
    expect(made.map((m) => m.uri)).toEqual(['wc:pairing-1@2', 'wc:pairing-2@2', 'wc:pairing-3@2', 'wc:pairing-4@2']);
    made[3]!.approve('session');
    await expect(session).resolves.toBe('session');
  });

  it('a rejected proposal ends the attempt with the wallet’s error', async () => {
    const { made, pair } = pairings();
    const session = pairUntilApproved({ pair });
    await vi.advanceTimersByTimeAsync(0);
    made[0]!.reject(Object.assign(new Error('User rejected.'), { code: 5000 }));
    await expect(session).rejects.toThrow('User rejected.');
  });

  it('an attempt replaced while its URI is still being fetched stops at its first wait', async () => {
    const controller = new AbortController();
    let release!: () => void;
    const pair = () => new Promise<PairingAttempt<string>>((resolve) => (release = () => resolve({ uri: 'wc:late@2', approval: new Promise(() => {}) })));
    const session = pairUntilApproved({ pair, signal: controller.signal });
    const settled = expect(session).rejects.toThrow('replaced');
    controller.abort(new Error('replaced'));
    release();
    await settled;
  });

  it('a newer attempt stops the renewal of the old one', async () => {
    const { made, pair } = pairings();
    const controller = new AbortController();
    const session = pairUntilApproved({ pair, signal: controller.signal });
    const settled = expect(session).rejects.toThrow('replaced');
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('replaced'));
    await settled;
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS);
    expect(made).toHaveLength(1);
  });
});

describe('a pairing kept over a reload (issue 18)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  const uri = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=1700000240`;

  it('an attempt that carries its own expiry keeps it; without renewal it fails once that expiry is near', async () => {
    const expiry = Date.now() + 60_000;
    const shown: number[] = [];
    const session = pairUntilApproved({ pair: async () => ({ uri, expiry, approval: new Promise<string>(() => {}) }), onUri: (_, at) => shown.push(at), renew: false });
    const failed = expect(session).rejects.toThrow('The pairing expired before a wallet approved it');
    await vi.advanceTimersByTimeAsync(50_000);
    await failed;
    expect(shown).toEqual([expiry]);
  });

  it('the kept pairing reads back with its topic while valid; an expired, malformed or foreign value is dropped', async () => {
    const { keepPendingPairing, readPendingPairing } = await import('./pendingPairing.js');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    keepPendingPairing(uri, Date.now() + 60_000);
    expect(readPendingPairing()).toEqual({ uri, expiry: Date.now() + 60_000, topic: 'ab'.repeat(32) });
    expect(readPendingPairing(Date.now() + 50_000)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.WC_PENDING_PAIRING)).toBeNull();
    for (const foreign of ['{"uri":"https://evil.example","expiry":1}', '{"uri":5}', 'not json', '[]', `{"uri":"${uri}","expiry":"soon"}`]) {
      localStorage.setItem(STORAGE_KEYS.WC_PENDING_PAIRING, foreign);
      expect(readPendingPairing()).toBeUndefined();
      expect(localStorage.getItem(STORAGE_KEYS.WC_PENDING_PAIRING)).toBeNull();
    }
    expect(info.mock.calls.filter(([text]) => String(text).includes('ignored an unreadable value'))).toHaveLength(5);
    info.mockRestore();
  });
});
