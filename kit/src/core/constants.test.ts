import { describe, expect, it } from 'vitest';
import * as C from './constants.js';

describe('business constants (spec §9)', () => {
  it('time: e-mail cooldown 30 s; iframe ready 20 s, requests 30 s, disconnect 3 s, post-ready 500 ms', () => {
    expect(C.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000);
    expect(C.IFRAME_READY_TIMEOUT_MS).toBe(20_000);
    expect(C.IFRAME_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(C.IFRAME_DISCONNECT_TIMEOUT_MS).toBe(3_000);
    expect(C.IFRAME_POST_READY_DELAY_MS).toBe(500);
  });

  it('balance retry wait 30 s; retry gap 1 s; farcaster reload delay 100 ms; notification re-open delay 150 ms', () => {
    expect(C.BALANCE_RETRY_WAIT_MS).toBe(30_000);
    expect(C.RETRY_GAP_MS).toBe(1_000);
    expect(C.FARCASTER_RELOAD_DELAY_MS).toBe(100);
    expect(C.NOTIFICATION_REOPEN_DELAY_MS).toBe(150);
  });

  it('cache lifetimes: portfolio balance 30 s, native balance 30 s, ENS name 5 min, identity 5 min', () => {
    expect([C.PORTFOLIO_CACHE_TTL_MS, C.NATIVE_BALANCE_CACHE_TTL_MS]).toEqual([30_000, 30_000]);
    expect([C.ENS_CACHE_TTL_MS, C.IDENTITY_CACHE_TTL_MS]).toEqual([300_000, 300_000]);
  });

  it('heartbeat 5 s, storage version 1; RPC timeout 10 s, batch 1000, polling 4 s, retry 3 times from 150 ms', () => {
    expect(C.HEARTBEAT_INTERVAL_MS).toBe(5_000);
    expect(C.CONNECTION_STORAGE_VERSION).toBe(1);
    expect(C.RPC_TIMEOUT_MS).toBe(10_000);
    expect(C.RPC_BATCH_SIZE).toBe(1000);
    expect(C.RPC_POLLING_INTERVAL_MS).toBe(4_000);
    expect(C.RPC_RETRY_COUNT).toBe(3);
    expect(C.RPC_RETRY_DELAY_MS).toBe(150);
    expect(C.RPC_RETRY_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504]);
  });

  it('counts: 2 recent wallets, 40 per page, 4 featured, 20 images, search 100 / 300 ms, 99 pending, 10 listeners', () => {
    expect(C.MAX_RECENT_WALLETS).toBe(2);
    expect(C.WALLETS_PER_PAGE).toBe(40);
    expect(C.FEATURED_WALLETS_COUNT).toBe(4);
    expect(C.RECOMMENDED_WALLETS_COUNT).toBe(4);
    expect(C.PREFETCHED_WALLET_IMAGES).toBe(20);
    expect([C.WALLET_SEARCH_MAX_ENTRIES, C.WALLET_SEARCH_DEBOUNCE_MS]).toEqual([100, 300]);
    expect(C.PENDING_TRANSACTIONS_LIMIT).toBe(99);
    expect(C.HTTP_CONNECTION_MAX_LISTENERS).toBe(10);
  });

  it('log buffer 1,024,000 bytes, level info; error telemetry 5 events per 60 s', () => {
    expect(C.LOG_BUFFER_BYTES).toBe(1_024_000);
    expect(C.DEFAULT_LOG_LEVEL).toBe('info');
    expect([C.ERROR_TELEMETRY_MAX_EVENTS, C.ERROR_TELEMETRY_WINDOW_MS]).toEqual([5, 60_000]);
  });

  it('on-ramp fallback limits: card 10.00–7500.00, ach_bank_account 10.00–25000.00, USD and EUR', () => {
    expect(C.ONRAMP_PAYMENT_LIMITS.card).toEqual({ min: '10.00', max: '7500.00' });
    expect(C.ONRAMP_PAYMENT_LIMITS.ach_bank_account).toEqual({ min: '10.00', max: '25000.00' });
    expect(C.ONRAMP_FALLBACK_CURRENCIES).toEqual(['USD', 'EUR']);
    expect(C.COINBASE_PAY_CHAINS).toEqual(['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base']);
  });

  it('swap: slippage 1; supported eip155 networks 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554', () => {
    expect(C.SWAP_SLIPPAGE_TOLERANCE).toBe(1);
    expect(C.SWAP_SUPPORTED_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]);
  });

  it('default account types: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(C.DEFAULT_ACCOUNT_TYPES).toEqual({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' });
  });

  it('restricted timezones: mainland China, Hong Kong and Macau zones', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau']) {
      expect(C.RESTRICTED_TIMEZONES).toContain(zone);
    }
    expect(C.RESTRICTED_TIMEZONES).not.toContain('Asia/Taipei');
    expect(C.RESTRICTED_TIMEZONES).not.toContain('Asia/Singapore');
  });

  it('display: modal width 360px; header text 120 ms; modal height and view transitions 150 ms; shake 500 ms; images preloaded for at most 2 s', () => {
    expect(C.MODAL_WIDTH_PX).toBe(360);
    expect(C.HEADER_TEXT_ANIMATION_MS).toBe(120);
    expect(C.VIEW_TRANSITION_MS).toBe(150);
    expect(C.SHAKE_ANIMATION_MS).toBe(500);
    expect(C.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000);
  });

  it('a pairing counts as expired within 10 s of its expiry; pairing lifetime is 4 minutes', () => {
    expect(C.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
    expect(C.PAIRING_LIFETIME_MS).toBe(240_000);
  });

  it("'Action not allowed' after 300 ms; addresses keep 4 leading and 6 trailing characters; 3 display decimals", () => {
    expect(C.ACTION_NOT_ALLOWED_DELAY_MS).toBe(300);
    expect([C.TRUNCATE_LEADING_CHARS, C.TRUNCATE_TRAILING_CHARS, C.DISPLAY_DECIMALS]).toEqual([4, 6, 3]);
  });

  it('supported namespaces per feature: balance, onramp and send eip155 and solana; names and activity eip155 only', () => {
    expect(C.BALANCE_NAMESPACES).toEqual(['eip155', 'solana']);
    expect(C.ACTIVITY_NAMESPACES).toEqual(['eip155']);
    expect(C.CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']);
  });
});
