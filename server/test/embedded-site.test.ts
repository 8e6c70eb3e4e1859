// The secure site: its pages' headers (CSP frame-ancestors from the project's origins, nosniff, no
// referrer, no-store), the immutable assets and no way out of their directory, the build hint, the
// same-origin rule of its API, and the chain RPC proxy on its own origin.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from './helpers/chain.js';
import { Device, EMBEDDED_PROJECT, login, PROJECT_ORIGINS, post, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';
import { startTestServer } from './helpers/server.js';

const directive = (csp: string | null, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('Secure site', () => {
  let w: EmbeddedWorld;
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain(31337);
    w = await startEmbeddedWorld({
      chains: [{ id: 'eip155:31337', name: 'Anvil', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, multicall3: null }],
    });
  });
  afterAll(async () => {
    await w?.stop();
    await chain?.stop();
  });

  it('The secure site has its own origin, apart from the API server', () => {
    expect(new URL(w.server.secureSiteUrl!).origin).not.toBe(new URL(w.server.url).origin);
  });

  it("The frame page's CSP frame-ancestors lists exactly the project's origins", async () => {
    for (const page of ['frame', 'ui']) {
      const res = await fetch(`${w.server.secureSiteUrl}/embedded/${page}?projectId=${EMBEDDED_PROJECT}&chainId=eip155:1`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy');
      expect(directive(csp, 'frame-ancestors')?.split(' ').sort()).toEqual([...PROJECT_ORIGINS].sort());
      expect(directive(csp, 'default-src')).toBe("'none'");
      expect(directive(csp, 'script-src')).toBe("'self'");
      expect(directive(csp, 'connect-src')).toBe("'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<script type="module" src="/embedded/assets/${page}-abc123\\.js" integrity="sha384-[A-Za-z0-9+/=]+" crossorigin="anonymous"></script>`));
      expect(html).toContain('<main id="app"></main>');
      expect(html).not.toMatch(/<script>|<style>| style="/);
    }
  });

  it("The frame page of a project adds localhost in development when includeDefaults is on, never a wildcard default (projects/trusted.ts)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-defaults-'));
    const server = await startTestServer({ ...w.config, origins: { includeDefaults: true }, database: { pgliteDir: 'memory://' }, embedded: { ...w.config.embedded, masterKeyFile: join(dir, 'k') } });
    try {
      const res = await fetch(`${server.secureSiteUrl}/embedded/frame?projectId=${EMBEDDED_PROJECT}`);
      const ancestors = directive(res.headers.get('content-security-policy'), 'frame-ancestors')!.split(' ');
      expect(ancestors).toEqual(expect.arrayContaining([...PROJECT_ORIGINS, 'http://localhost:*']));
      expect(ancestors).not.toContain('https://*.vercel.app');
    } finally {
      await server.close();
    }
  });

  it('An unknown project gets a 404 page that no site may frame', async () => {
    const res = await fetch(`${w.server.secureSiteUrl}/embedded/frame?projectId=nope`);
    expect(res.status).toBe(404);
    expect(directive(res.headers.get('content-security-policy'), 'frame-ancestors')).toBe("'none'");
  });

  it("The device page has frame-ancestors 'none'", async () => {
    const res = await fetch(`${w.server.secureSiteUrl}/embedded/device?token=${'a'.repeat(43)}`);
    expect(res.status).toBe(200);
    expect(directive(res.headers.get('content-security-policy'), 'frame-ancestors')).toBe("'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('This link has expired or was already used.');
  });

  it('Assets are immutable, typed and nosniff; nothing outside their directory is served', async () => {
    const js = await fetch(`${w.server.secureSiteUrl}/embedded/assets/frame-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${w.server.secureSiteUrl}/embedded/assets/frame-abc123.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    for (const path of ['..%2Fsecret.txt', '..%2fmanifest.json', '%2E%2E%2Fsecret.txt', '.%2E/secret.txt', 'missing.js', '..', '.hidden.js', 'secret.txt']) {
      const res = await fetch(`${w.server.secureSiteUrl}/embedded/assets/${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('outside the assets directory');
    }
  });

  it('Without a secure-site build the pages answer 503 saying how to build it', async () => {
    const server = await startTestServer({ ...w.config, embedded: { ...w.config.embedded, secureSite: { port: 0, assetsDir: mkdtempSync(join(tmpdir(), 'wm-empty-')) } } });
    try {
      const res = await fetch(`${server.secureSiteUrl}/embedded/frame?projectId=${EMBEDDED_PROJECT}`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build -w @wallet-modal/secure-site');
    } finally {
      await server.close();
    }
  });

  it("The API refuses a browser request from any origin but the secure site's own", async () => {
    const body = { projectId: EMBEDDED_PROJECT, email: 'origin@example.com', device: (await Device.create()).key };
    const foreign = await post(w.server, '/embedded/v1/email/start', body, { origin: PROJECT_ORIGINS[0]! });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await post(w.server, '/embedded/v1/email/start', body, { origin: new URL(w.server.secureSiteUrl!).origin });
    expect(own.status).toBe(200);
    // The API server's own listener does not serve it.
    expect((await fetch(`${w.server.url}/embedded/v1/email/start`, { method: 'POST', body: JSON.stringify(body) })).status).toBe(404);
  });

  it('The frame reaches the chain through the RPC proxy on its own origin, signed by its session (embedded-proxies.test.ts)', async () => {
    const device = await Device.create();
    const { token } = await login(w, 'rpc-proxy@example.com', device);
    const rpc = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
    const path = `/v1/?chainId=eip155:31337&projectId=${EMBEDDED_PROJECT}`;
    const own = await post(w.server, path, rpc, { ...(await device.sign(path, rpc, token)), origin: new URL(w.server.secureSiteUrl!).origin });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    expect((await post(w.server, path, rpc, { ...(await device.sign(path, rpc, token)), origin: PROJECT_ORIGINS[0]! })).status).toBe(403);
  });
});
