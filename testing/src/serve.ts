// A tiny static server for a built Vite app on loopback: SPA fallback to index.html and
// optional scripts injected at the top of <head>, before any module script runs.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

export type ServeStaticParameters = {
  /** The directory to serve, e.g. examples/basic/dist. */
  root: string;
  /** Defaults to a free port. */
  port?: number;
  /** JavaScript sources, served from /__world/ and loaded by classic <script> tags in this order. */
  injectScripts?: string[];
  /** Extra response headers for every file, e.g. a Content-Security-Policy. */
  headers?: Record<string, string>;
};

export type StaticServer = { url: string; port: number; close: () => Promise<void> };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

const INJECT_PREFIX = '/__world/inject-';

/**
 * Serves `root` on 127.0.0.1.
 * @example
 * const app = await serveStatic({ root: 'examples/basic/dist', injectScripts: devWalletScripts(config) });
 * await page.goto(app.url);
 * await app.close();
 */
export async function serveStatic({ root, port = 0, injectScripts = [], headers = {} }: ServeStaticParameters): Promise<StaticServer> {
  const base = resolve(root);
  // Script files rather than inline scripts, so an app's strict CSP (script-src 'self') still allows them.
  const tags = injectScripts.map((_, i) => `<script src="${INJECT_PREFIX}${i}.js"></script>`).join('');

  const server = createServer(async (request, response) => {
    try {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const injected = path.startsWith(INJECT_PREFIX) ? injectScripts[Number(path.slice(INJECT_PREFIX.length, -3))] : undefined;
      if (injected !== undefined) return send(response, 200, CONTENT_TYPES['.js']!, injected, headers);

      const file = await findFile(base, path);
      if (!file) return send(response, 404, CONTENT_TYPES['.txt']!, `Not found: ${path}`, headers);
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      const body = await readFile(file);
      if (extname(file) !== '.html') return send(response, 200, type, body, headers);
      return send(response, 200, type, injectIntoHead(body.toString('utf8'), tags), headers);
    } catch (error) {
      send(response, 500, CONTENT_TYPES['.txt']!, String(error));
    }
  });

  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ready());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    port: actualPort,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        // Browsers keep connections alive; without this close() waits for them.
        server.closeAllConnections();
      }),
  };
}

/** Puts `tags` first in <head> (not <header>), or first in the document when it has no <head>. */
function injectIntoHead(html: string, tags: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tags + html;
  const end = head.index + head[0].length;
  return html.slice(0, end) + tags + html.slice(end);
}

/** The file for a URL path; extension-less paths that match nothing get index.html (SPA routes). */
async function findFile(base: string, path: string): Promise<string | undefined> {
  const candidate = normalize(join(base, path));
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined; // no ../ escapes
  const info = await stat(candidate).catch(() => undefined);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) {
    const index = join(candidate, 'index.html');
    if (await stat(index).catch(() => undefined)) return index;
  }
  if (extname(path) === '') return join(base, 'index.html');
  return undefined;
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    ...headers,
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    // Every test starts from a fresh profile anyway; no-cache keeps a reused one honest.
    'cache-control': 'no-cache',
  });
  response.end(body);
}
