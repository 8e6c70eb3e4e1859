// The secure site's pages (frame, ui, device, approve) and the built assets they load, with the headers that
// keep them safe: a strict CSP whose frame-ancestors are the project's trusted origins (projects/trusted.ts), nosniff,
// no referrer, no caching of pages and immutable assets.
import { Hono, type Context } from 'hono';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { originPattern } from '../projects/patterns.js';
import { trustedOrigins } from '../projects/trusted.js';
import type { Services } from '../services.js';
import type { EmbeddedService } from './service.js';
import { hostOf } from './browser.js';

const assetFile = z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/);
const sri = z.string().regex(/^sha(256|384|512)-[A-Za-z0-9+/=]+$/);
const pageAssets = z.object({ script: assetFile, integrity: sri, style: assetFile.optional(), styleIntegrity: sri.optional() });
const manifestSchema = z.object({ pages: z.object({ frame: pageAssets, ui: pageAssets, device: pageAssets, approve: pageAssets }) });
type Manifest = z.infer<typeof manifestSchema>;
type Page = keyof Manifest['pages'];

const BUILD_HINT = 'The secure site is not built. Run `npm run build -w @wallet-modal/secure-site`, then reload.';

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
};

const TITLES: Record<Page, string> = { frame: 'Wallet', ui: 'Wallet', device: 'Approve sign-in on this device', approve: 'Wallet: approve' };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The build directory: config, else the @wallet-modal/secure-site package, else this repository's secure-site/dist. */
export function secureSiteDist(configured: string | undefined): string {
  if (configured) return resolve(configured);
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@wallet-modal/secure-site/package.json')), 'dist');
  } catch {
    return fileURLToPath(new URL('../../../secure-site/dist', import.meta.url));
  }
}

/** Allowed-origin patterns are CSP source expressions already (`https://*.vercel.app`, `http://localhost:*`). */
export function frameAncestors(patterns: readonly string[]): string {
  const sources = patterns.filter((p) => originPattern.safeParse(p).success && !/[\s;,']/.test(p));
  return sources.length ? sources.join(' ') : "'none'";
}

function csp(ancestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** `opener`: 'unsafe-none' for the approval window, which answers the UI frame that opened it through window.opener. */
function pageHeaders(c: Context, ancestors: string, opener: 'same-origin' | 'unsafe-none' = 'same-origin') {
  c.header('content-security-policy', csp(ancestors));
  c.header('x-content-type-options', 'nosniff');
  c.header('referrer-policy', 'no-referrer');
  c.header('cache-control', 'no-store');
  c.header('cross-origin-opener-policy', opener);
}

function html(page: Page, assets: Manifest['pages'][Page], extra = '', title = TITLES[page]): string {
  const style = assets.style
    ? `\n    <link rel="stylesheet" href="/embedded/assets/${assets.style}"${assets.styleIntegrity ? ` integrity="${assets.styleIntegrity}"` : ''} crossorigin="anonymous">`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>${style}
    <script type="module" src="/embedded/assets/${assets.script}" integrity="${assets.integrity}" crossorigin="anonymous"></script>
  </head>
  <body>${extra}
    <main id="app"></main>
  </body>
</html>
`;
}

export function siteRoutes(s: Services, e: EmbeddedService) {
  const dist = secureSiteDist(e.config.secureSite.assetsDir);
  const assetsDir = join(dist, 'assets');
  let manifest: Manifest | undefined;
  // Read until found, then kept: a build made after start is picked up without a restart.
  const loadManifest = async (): Promise<Manifest | undefined> => {
    if (manifest) return manifest;
    try {
      manifest = manifestSchema.parse(JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') s.log.error({ err: error, dist }, 'secure-site manifest unreadable');
    }
    return manifest;
  };

  const framed = (page: 'frame' | 'ui') => async (c: Context) => {
    const id = c.req.query('projectId') ?? '';
    const project = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await s.projectCache.get(id) : undefined;
    if (!project) {
      pageHeaders(c, "'none'");
      return c.html(`<!doctype html><html lang="en"><title>Unknown project</title><p>Invalid Project ID - update configuration</p></html>`, 404);
    }
    pageHeaders(c, frameAncestors(trustedOrigins(s.config, project)));
    const m = await loadManifest();
    if (!m) return c.text(BUILD_HINT, 503);
    return c.html(html(page, m.pages[page]));
  };

  return new Hono()
    .get('/embedded/frame', framed('frame'))
    .get('/embedded/ui', framed('ui'))
    // The approval window (browsers without IOv2): top-level only, never framed, so no page can cover it.
    .get('/embedded/approve', async (c) => {
      pageHeaders(c, "'none'", 'unsafe-none');
      const m = await loadManifest();
      if (!m) return c.text(BUILD_HINT, 503);
      return c.html(html('approve', m.pages.approve));
    })
    .get('/embedded/device', async (c) => {
      pageHeaders(c, "'none'");
      const m = await loadManifest();
      if (!m) return c.text(BUILD_HINT, 503);
      // Only shows the request: approving is the page script's POST, so a mail scanner opening the link approves nothing.
      const token = c.req.query('token') ?? '';
      const approval = /^[A-Za-z0-9_-]{20,128}$/.test(token) ? await e.accounts.approval(token) : undefined;
      const intro = approval
        ? `\n    <p id="device-email">Sign-in requested for <strong>${escapeHtml(approval.email)}</strong></p>`
        : '\n    <p id="device-email">This link has expired or was already used.</p>';
      return c.html(html('device', m.pages.device, intro));
    })
    .get('/embedded/email/undo', async (c) => {
      pageHeaders(c, "'none'");
      const m = await loadManifest();
      if (!m) return c.text(BUILD_HINT, 503);
      // The device page's script serves this link too (by its path): the GET shows the change, its button's POST undoes it.
      const token = c.req.query('token') ?? '';
      const undo = /^[A-Za-z0-9_-]{20,128}$/.test(token) ? await e.emailUndo.pending(token) : undefined;
      const intro = undo
        ? `\n    <p id="device-email">Changed from <strong>${escapeHtml(undo.oldEmail)}</strong> to <strong>${escapeHtml(undo.newEmail)}</strong></p>`
        : '\n    <p id="device-email">This link has expired or was already used.</p>';
      return c.html(html('device', m.pages.device, intro, 'Undo the e-mail change'));
    })
    .get('/embedded/admission/cancel', async (c) => {
      pageHeaders(c, "'none'");
      const m = await loadManifest();
      if (!m) return c.text(BUILD_HINT, 503);
      // The device page's script serves this link too: the GET shows who asked, its button's POST cancels.
      const token = c.req.query('token') ?? '';
      const asked = /^[A-Za-z0-9_-]{20,128}$/.test(token) ? await e.admissions.byCancelToken(token) : undefined;
      const intro = asked
        ? `\n    <p id="device-email"><strong>${escapeHtml(asked.browser)}</strong> at ${escapeHtml(hostOf(asked.appOrigin))} asked on ${escapeHtml(new Date(asked.requestedAt).toUTCString())} to open your wallet; it opens on ${escapeHtml(new Date(asked.readyAt).toUTCString())} unless you cancel.</p>`
        : '\n    <p id="device-email">This link has expired or was already used, or the device was already allowed.</p>';
      return c.html(html('device', m.pages.device, intro, 'Cancel the new device'));
    })
    .get('/embedded/assets/:file', async (c) => {
      const name = c.req.param('file');
      const type = CONTENT_TYPES[name.split('.').pop() ?? ''];
      if (!assetFile.safeParse(name).success || name.includes('..') || !type) return c.text('Not found', 404);
      const file = resolve(assetsDir, name);
      if (!file.startsWith(assetsDir + sep)) return c.text('Not found', 404);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch {
        return c.text('Not found', 404);
      }
      c.header('content-type', type);
      c.header('x-content-type-options', 'nosniff');
      c.header('cache-control', 'public, max-age=31536000, immutable');
      c.header('cross-origin-resource-policy', 'same-origin');
      return c.body(new Uint8Array(bytes));
    });
}
