// GET /getWallets (paging, search, filters, store links, bad input) and the image endpoints (cache headers, 304, 404).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinAssetIds } from '../src/images/assets.js';
import { libraryIcon } from '../src/images/library.js';
import type { RunningServer } from '../src/server.js';
import { readWalletFile, shippedDirectory } from '../src/wallets/load.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

let server: RunningServer;
const shipped = readWalletFile(shippedDirectory);
beforeAll(async () => {
  server = await startTestServer({ projects });
});
afterAll(() => server.close());

const wallets = (query: string) => call(server, `/getWallets?projectId=${PROJECT}${query}`);

describe('GET /getWallets', () => {
  it('pages 40 entries by default, in rank order, with the total count', async () => {
    const r = await wallets('');
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(shipped.length);
    expect(r.body.data).toHaveLength(Math.min(40, shipped.length));
    const byRank = [...shipped].sort((a, b) => a.rank - b.rank);
    expect(r.body.data[0]).toEqual({
      id: byRank[0]!.id,
      name: byRank[0]!.name,
      image_id: byRank[0]!.id,
      rdns: byRank[0]!.rdns,
      homepage: byRank[0]!.homepage,
      mobile_link: byRank[0]!.mobile_link,
      desktop_link: byRank[0]!.desktop_link,
      webapp_link: byRank[0]!.webapp_link,
      app_store: byRank[0]!.app_store,
      play_store: byRank[0]!.play_store,
      chrome_store: byRank[0]!.chrome_store,
      supports_wc: byRank[0]!.supports_wc,
      chains: byRank[0]!.chains,
      badge_type: byRank[0]!.badge_type,
    });
    const second = await wallets('&page=2&entries=40');
    expect(second.body.data).toHaveLength(shipped.length - 40);
    const ids = [...r.body.data, ...second.body.data].map((w: { id: string }) => w.id);
    expect(new Set(ids).size).toBe(shipped.length);
  });

  it('searches by name, case-insensitively', async () => {
    const r = await wallets('&search=RAINBOW');
    expect(r.body.data.map((w: { name: string }) => w.name)).toEqual(['Rainbow']);
    expect((await wallets('&search=zzzz-no-such')).body).toEqual({ data: [], count: 0 });
  });

  it('filters by chains, include and exclude', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const onSolana = (await wallets(`&chains=${solana}&entries=100`)).body.data as { id: string; chains: string[] }[];
    expect(onSolana.map((w) => w.id)).toContain('phantom');
    expect(onSolana.every((w) => w.chains.includes(solana))).toBe(true);
    expect((await wallets('&include=metamask,rainbow,phantom&exclude=rainbow')).body.data.map((w: { id: string }) => w.id).sort()).toEqual(['metamask', 'phantom']);
  });

  it('chains filter by ecosystem: an EVM app on a chain no entry lists (a local one) still gets the EVM wallets, those listing its chains first', async () => {
    const local = (await wallets('&chains=eip155:31337&entries=100')).body as { data: { id: string; chains: string[] }[]; count: number };
    expect(local.count).toBeGreaterThan(0);
    expect(local.data.map((w) => w.id)).toContain('metamask');
    expect(local.data.every((w) => w.chains.some((chain) => chain.startsWith('eip155:')))).toBe(true);
    expect(local.data.map((w) => w.id)).not.toContain('solflare'); // Solana only
    const polygon = (await wallets('&chains=eip155:31337,eip155:137&entries=100')).body.data as { chains: string[] }[];
    const listing = polygon.map((w) => w.chains.includes('eip155:137'));
    expect(listing.indexOf(false) === -1 || listing.slice(listing.indexOf(false)).every((listed) => !listed)).toBe(true);
  });

  it('badge_type=certified lists certified wallets only; badge_type=none does not filter', async () => {
    const certified = (await wallets('&badge_type=certified&entries=100')).body;
    expect(certified.count).toBe(shipped.filter((w) => w.badge_type === 'certified').length);
    expect(certified.count).toBeGreaterThan(0);
    expect(certified.data.every((w: { badge_type: string }) => w.badge_type === 'certified')).toBe(true);
    expect((await wallets('&badge_type=none')).body.count).toBe(shipped.length);
  });

  it('serves store links and WalletConnect support from the directory', async () => {
    const [metamask] = (await wallets('&include=metamask')).body.data;
    expect(metamask).toMatchObject({
      app_store: 'https://apps.apple.com/app/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
      chrome_store: 'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
      supports_wc: true,
    });
    // Rabby ships no deep link, so nothing says it pairs over WalletConnect.
    expect((await wallets('&include=rabby')).body.data[0]).toMatchObject({ app_store: null, supports_wc: false });
  });

  it('the directory import accepts store links and supports_wc, and /getWallets serves them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-import-'));
    const file = join(dir, 'wallets.json');
    const entry = {
      id: 'import-probe', name: 'Import Probe', mobile_link: 'probe://',
      app_store: 'https://apps.apple.com/app/id1', play_store: 'https://play.google.com/store/apps/details?id=probe',
      chrome_store: 'https://chromewebstore.google.com/detail/probe', supports_wc: false,
    };
    writeFileSync(file, JSON.stringify([entry]));
    try {
      await server.services.wallets.upsertMany(readWalletFile(file)); // what `wallets import` runs
      const { id, name, mobile_link, ...links } = entry;
      expect((await wallets('&include=import-probe')).body.data[0]).toMatchObject(links);
      writeFileSync(file, JSON.stringify([{ ...entry, play_store: 'http://play.google.com/x' }]));
      expect(() => readWalletFile(file)).toThrow(/must be an https:\/\/ store page URL\s+→ at \[0\]\.play_store/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await server.services.db.query("delete from wallets where id = 'import-probe'");
    }
  });

  it.each([
    ['&entries=0', 'entries'],
    ['&entries=101', 'entries'],
    ['&page=-1', 'page'],
    ['&page=abc', 'page'],
    ['&badge_type=gold', 'badge_type'],
    ['&chains=not-a-chain', 'chains'],
    ['&include=Robert%27);DROP%20TABLE%20wallets;--', 'include'],
    [`&search=${'x'.repeat(101)}`, 'search'],
    ['&search=a%00b', 'search'],
  ])('a malformed filter %s gets a 400 naming it', async (query, field) => {
    const r = await wallets(query);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_PARAMS');
    expect(r.body.error.message).toContain(field);
  });

  it('query parameters it does not use are ignored, not refused: a client sending badge, names, rdns and its clientId gets the page it asked for', async () => {
    const asked = await wallets('&entries=5&search=rain');
    const r = await wallets('&entries=5&search=rain&badge=none&names=true&rdns=io.metamask&clientId=abc&badgeType=certified');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual(asked.body);
  });

  it('the directory is intact after the bad requests', async () => {
    expect((await wallets('')).body.count).toBe(shipped.length);
  });
});

describe('images', () => {
  it('serves wallet icons as SVG with cache headers and answers 304 to a matching ETag', async () => {
    const res = await fetch(`${server.url}/getWalletImage/metamask`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=86400/);
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${server.url}/getWalletImage/metamask`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('a wallet the icon set has is drawn with its real logo, one it lacks with its monogram', async () => {
    const metamask = await (await fetch(`${server.url}/getWalletImage/metamask`)).text();
    expect(metamask).toBe(await libraryIcon('wallet', 'metamask'));
    expect(metamask).not.toMatch(/<text/);
    const trust = await (await fetch(`${server.url}/getWalletImage/trust-wallet`)).text();
    expect(trust).toBe(await libraryIcon('wallet', 'trust'));
    // Uniswap Wallet is not in @web3icons/core's wallet set: its lettermark tile stands in.
    expect(await libraryIcon('wallet', 'uniswap-wallet')).toBeUndefined();
    expect(await (await fetch(`${server.url}/getWalletImage/uniswap-wallet`)).text()).toMatch(/>UW<\/text><\/svg>$/);
  });

  it('an image URL naming its version (?v=ETag) is immutable; any other is cached for a day and revalidated', async () => {
    const first = await fetch(`${server.url}/getWalletImage/rainbow`);
    const version = first.headers.get('etag')!.replaceAll('"', '');
    await first.arrayBuffer();
    const pinned = await fetch(`${server.url}/getWalletImage/rainbow?v=${version}`);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await pinned.text()).toBe(await libraryIcon('wallet', 'rainbow'));
    const stale = await fetch(`${server.url}/getWalletImage/rainbow?v=not-this-version`);
    expect(stale.headers.get('cache-control')).toMatch(/max-age=86400/);
    await stale.arrayBuffer();
    for (const path of ['/public/getAssetImage/eip155:1', '/public/getTokenImage/ETH']) {
      const res = await fetch(server.url + path);
      const v = res.headers.get('etag')!.replaceAll('"', '');
      await res.arrayBuffer();
      const again = await fetch(`${server.url}${path}?v=${v}`, { headers: { 'if-none-match': `"${v}"` } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('cache-control'), path).toContain('immutable');
    }
  });

  it('an image opened straight from the API origin can run no script (CSP sandbox, nosniff)', async () => {
    const res = await fetch(`${server.url}/getWalletImage/metamask`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.arrayBuffer();
  });

  it('serves token and currency images for symbols', async () => {
    for (const path of ['/public/getTokenImage/USDC', '/public/getCurrencyImage/USD']) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      await res.arrayBuffer();
    }
  });

  it.each([
    ['USDC', 'USDC'],
    ['eth', 'ETH'],
    ['SOL', 'SOL'],
  ])('GET /public/getTokenImage/%s serves the %s logo from the icon set', async (id, ticker) => {
    const res = await fetch(`${server.url}/public/getTokenImage/${id}`);
    expect(await res.text()).toBe(await libraryIcon('token', ticker));
  });

  it('a token the icon set lacks gets its monogram, and a path-like name never reaches the set', async () => {
    expect(await (await fetch(`${server.url}/public/getTokenImage/TKNZZ`)).text()).toMatch(/>T<\/text><\/svg>$|>TK<\/text><\/svg>$/);
    expect(await libraryIcon('token', '../../package.json' as string)).toBeUndefined();
    expect(await libraryIcon('wallet', '..%2fx')).toBeUndefined();
    expect((await call(server, `/public/getTokenImage/${encodeURIComponent('../ETH')}`)).status).toBe(400);
  });

  it.each([
    ['eip155:1', 'ethereum'],
    ['1', 'ethereum'],
    ['eip155:42161', 'arbitrum-one'],
    ['eip155:10', 'optimism'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'],
    ['bip122:000000000019d6689c085ae165831e93', 'bitcoin'],
    ['solana', 'solana'],
  ])('GET /public/getAssetImage/%s serves the %s network logo from the icon set', async (id, name) => {
    const res = await fetch(`${server.url}/public/getAssetImage/${encodeURIComponent(id)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe(await libraryIcon('network', name));
  });

  it.each([
    ['WALLET_CONNECT', /<path /],
    ['INJECTED', /<path /],
    ['ANNOUNCED', /<path /],
    ['AUTH', /<path /],
    ['MULTI_CHAIN', /<circle /],
  ])('GET /public/getAssetImage/%s serves an SVG for a network or connector type the server knows', async (id, drawn) => {
    const res = await fetch(`${server.url}/public/getAssetImage/${encodeURIComponent(id)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=86400/);
    expect(await res.text()).toMatch(drawn);
  });

  it('every built-in asset id answers an SVG', async () => {
    for (const id of builtinAssetIds) {
      const res = await fetch(`${server.url}/public/getAssetImage/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(200);
      expect(await res.text(), id).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });

  it('the connector-type images differ from each other', async () => {
    const bodies = await Promise.all(
      ['WALLET_CONNECT', 'INJECTED', 'ANNOUNCED', 'AUTH', 'MULTI_CHAIN'].map(async (id) => (await fetch(`${server.url}/public/getAssetImage/${id}`)).text()),
    );
    expect(new Set(bodies).size).toBe(5);
  });

  it('an unknown asset id is a clean JSON 404', async () => {
    for (const id of ['no-such-asset', 'eip155:999999', 'constructor', '__proto__']) {
      const missing = await call(server, `/public/getAssetImage/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: `Not found: no asset image ${id}` });
    }
  });

  it('answers unknown wallet images with 404 and malformed ids with 400', async () => {
    expect((await call(server, '/getWalletImage/unknown-wallet')).status).toBe(404);
    const bad = await call(server, `/getWalletImage/${encodeURIComponent('../../etc/passwd')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_PARAMS');
  });
});
