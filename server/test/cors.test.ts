// CORS on every answer: a browser page reads errors (400, 401, 403, 404, 413, 5xx) as statuses with
// their messages, never as 'Failed to fetch'; data still goes to allowed origins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@wallet-modal/testing';
import type { RunningServer } from '../src/server.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, QUIET_PROJECT, projects } from './helpers/world.js';

let server: RunningServer;
beforeAll(async () => {
  const deadPort = await freePort(); // nothing listens here
  server = await startTestServer({
    projects,
    rpc: { retryCount: 0 },
    chains: [{ id: 'eip155:8', name: 'Dead', rpcUrl: `http://127.0.0.1:${deadPort}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
  });
});
afterAll(() => server.close());

const LOCALHOST = 'http://localhost:5173';
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('CORS on error answers', () => {
  it.each([
    ['an unknown path', '/v2/nope', {}, 404],
    ['an unknown asset image', '/public/getAssetImage/no-such-asset', {}, 404],
    ['a malformed image id', `/getWalletImage/${encodeURIComponent('a b')}`, {}, 400],
    ['a malformed directory filter', `/getWallets?projectId=${PROJECT}&entries=0`, {}, 400],
    ['a missing project id', '/getWallets', {}, 401],
    ['an unknown project id', '/getWallets?projectId=nope', {}, 401],
    ['analytics off for the project', `/e?projectId=${QUIET_PROJECT}`, json({}), 403],
    ['an oversized analytics body', `/e?projectId=${PROJECT}`, json({ blob: 'x'.repeat(20_000) }), 413],
    ['a JSON-RPC body that is not JSON', `/v1/?chainId=eip155:8&projectId=${PROJECT}`, json('{'), 400],
    // The RPC proxy refuses a chain it does not serve (routes with an empty default answer 200, issue 30).
    ['an unsupported chain', `/v1/?chainId=eip155:999&projectId=${PROJECT}`, json({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), 400],
    ['an upstream that does not answer', `/v1/?chainId=eip155:8&projectId=${PROJECT}`, json({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), 502],
  ])('every answer to an allowed origin carries the CORS headers: %s', async (_, path, init: RequestInit, status) => {
    const origin = path.includes(QUIET_PROJECT) ? LOCALHOST : ALLOWED_ORIGIN;
    const r = await call(server, path, { ...init, headers: { ...(init.headers as Record<string, string>), origin } });
    expect(r.status).toBe(status);
    expect(r.headers.get('access-control-allow-origin')).toBe(origin);
    expect(r.headers.get('vary')).toMatch(/Origin/);
  });

  it('a refused origin gets a 403 it can read, naming the origin, with no data', async () => {
    const origin = 'https://evil.example';
    const r = await call(server, `/getWallets?projectId=${PROJECT}`, { headers: { origin } });
    expect(r.status).toBe(403);
    expect(r.headers.get('access-control-allow-origin')).toBe(origin);
    expect(r.body).toEqual({ error: { code: 'ORIGIN_NOT_ALLOWED', message: `Invalid App Configuration: origin ${origin} is not allowed for this project` } });
  });

  it('answers without an Origin still say they vary by Origin, so a shared cache keeps them apart', async () => {
    const r = await call(server, `/getAnalyticsConfig?projectId=${PROJECT}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('vary')).toMatch(/Origin/);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS on server failures', () => {
  let broken: RunningServer;
  beforeAll(async () => {
    broken = await startTestServer({ projects });
    await broken.services.db.close(); // the database goes away under a running server
  });
  afterAll(async () => {
    await broken.close().catch(() => undefined); // its database is already closed
  });

  it('5xx answers carry the CORS headers: 503 from /ready and 500 from a failing read', async () => {
    const ready = await call(broken, '/ready', { headers: { origin: ALLOWED_ORIGIN } });
    expect(ready.status).toBe(503);
    expect(ready.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    const wallets = await call(broken, `/getWallets?projectId=${PROJECT}`, { headers: { origin: ALLOWED_ORIGIN } });
    expect(wallets.status).toBe(500);
    expect(wallets.body.error.code).toBe('INTERNAL');
    expect(wallets.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  });
});
