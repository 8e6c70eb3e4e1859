// Project checks on every project-scoped endpoint: missing or unknown project id, allowed and
// disallowed origins, CORS and preflights (cors.ts), st/sv validation, and GET /projects/v1/origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAllowedOrigins } from '../src/config/schema.js';
import type { RunningServer } from '../src/server.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ projects });
});
afterAll(() => server.close());

const scoped = ['/projects/v1/origins', '/getWallets', '/getAnalyticsConfig', '/v1/supported-chains'];

describe('project id', () => {
  it.each(scoped)('%s without projectId answers 401 "Project ID Not Configured"', async (path) => {
    const r = await call(server, path);
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('PROJECT_ID_MISSING');
    expect(r.body.error.message).toMatch(/^Project ID Not Configured/);
  });

  it.each(scoped)('%s with an unknown projectId answers 401 "Invalid Project ID - update configuration"', async (path) => {
    const r = await call(server, `${path}?projectId=unknown-project`);
    expect(r.status).toBe(401);
    expect(r.body.error).toEqual({ code: 'PROJECT_ID_INVALID', message: 'Invalid Project ID - update configuration: unknown project unknown-project' });
  });

  it('also takes the project id from an x-project-id header', async () => {
    expect((await call(server, '/getAnalyticsConfig', { headers: { 'x-project-id': PROJECT } })).status).toBe(200);
  });

  it('a malformed project id is invalid, not a database error', async () => {
    const r = await call(server, `/getWallets?projectId=${encodeURIComponent("x' or 1=1 --")}`);
    expect(r.status).toBe(401);
    expect(r.body.error.code).toBe('PROJECT_ID_INVALID');
  });

  it('accepts st and sv, and rejects overlong or odd ones', async () => {
    expect((await call(server, `/getWallets?projectId=${PROJECT}&st=appkit&sv=react-1.2.3`)).status).toBe(200);
    const r = await call(server, `/getWallets?projectId=${PROJECT}&st=${'x'.repeat(65)}`);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/st must be at most 64 characters/);
    expect((await call(server, `/getWallets?projectId=${PROJECT}&sv=%3Cscript%3E`)).status).toBe(400);
  });
});

describe('origins and CORS', () => {
  const get = (origin: string, path = `/getWallets?projectId=${PROJECT}&entries=1`) => call(server, path, { headers: { origin } });

  it('answers an allowed exact origin with CORS headers for it', async () => {
    const r = await get(ALLOWED_ORIGIN);
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(r.headers.get('vary')).toMatch(/Origin/);
  });

  it('allows wildcard subdomains and the default ancestors', async () => {
    for (const origin of ['https://pr-7.preview.example.org', 'http://localhost:5173', 'https://demo.vercel.app', 'https://x.pages.dev', 'https://a1.ngrok-free.app']) {
      expect((await get(origin)).status, origin).toBe(200);
    }
  });

  it('refuses a disallowed origin with 403 "Invalid App Configuration" and no data', async () => {
    for (const origin of ['https://evil.example', 'https://preview.example.org', 'http://app.example.com']) {
      const r = await get(origin);
      expect(r.status, origin).toBe(403);
      expect(r.body).toEqual({ error: { code: 'ORIGIN_NOT_ALLOWED', message: `Invalid App Configuration: origin ${origin} is not allowed for this project` } });
      // The page can read the refusal (so the kit can show it) but receives no directory data.
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
      expect(r.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('grants preflights to any origin, so a refused origin can read the 403 of its actual request', async () => {
    const preflight = (origin: string) =>
      call(server, `/e?projectId=${PROJECT}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    for (const origin of [ALLOWED_ORIGIN, 'https://evil.example']) {
      const ok = await preflight(origin);
      expect(ok.status, origin).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
      expect(ok.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(ok.headers.get('access-control-allow-headers')).toBe('content-type');
    }
    const refused = await call(server, `/e?projectId=${PROJECT}`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(refused.body.error.message).toMatch(/^Invalid App Configuration/);
  });

  it('GET /projects/v1/origins returns the project origins and the default ancestors', async () => {
    const r = await call(server, `/projects/v1/origins?projectId=${PROJECT}`);
    expect(r.status).toBe(200);
    expect(r.body.allowedOrigins).toEqual(['https://*.preview.example.org', ALLOWED_ORIGIN, ...defaultAllowedOrigins]);
  });
});

describe('health', () => {
  it('/health and /ready answer without a project', async () => {
    expect((await call(server, '/health')).body).toEqual({ status: 'ok' });
    expect((await call(server, '/ready')).body).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('unknown paths answer a JSON 404', async () => {
    const r = await call(server, '/nope');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('NOT_FOUND');
  });
});
