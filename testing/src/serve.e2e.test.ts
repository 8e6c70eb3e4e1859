// The static server behaves like a production host for a Vite app: assets with their
// content types, SPA routes fall back to index.html, and injected scripts come first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './serve';

describe('serveStatic', () => {
  let server: StaticServer;
  const get = (path: string) => fetch(new URL(path, server.url));

  beforeAll(async () => {
    server = await serveStatic({
      root: new URL('./fixtures/spa', import.meta.url).pathname,
      injectScripts: ['window.first = 1;', 'window.second = 2;'],
    });
  });
  afterAll(() => server?.close());

  it('injects the scripts at the top of <head>, before the module script, not into <header>', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<head data-x="1"><script src="/__world/inject-0.js"></script><script src="/__world/inject-1.js"></script>');
    expect(html.indexOf('inject-1.js')).toBeLessThan(html.indexOf('/assets/app.js'));
    expect(html).toContain('<header>A header, not the head</header>');
    const injected = await get('/__world/inject-1.js');
    expect(injected.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await injected.text()).toBe('window.second = 2;');
  });

  it('serves assets with their content type, and 404s a missing asset', async () => {
    const script = await get('/assets/app.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('falls back to index.html for client-side routes', async () => {
    const route = await get('/account/settings');
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await route.text()).toContain('/assets/app.js');
  });

  it('never serves files outside its root', async () => {
    const outside = await get('/..%2f..%2fserve.ts');
    expect(await outside.text()).not.toContain('serveStatic');
  });
});
