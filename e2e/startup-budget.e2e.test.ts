// Issue 31's start-up budget, enforced: for the app the CLI scaffolds with its defaults and for one with
// every feature on, the JS Chromium fetches before the first click (gzip level 9 of each file, idle
// prefetch included) and the number of files stay within e2e/startup-budget.json plus 1 KiB; a change
// that crosses it fails naming the chunks that grew. Raising a budget is a decision written in the commit
// that edits the JSON. And the first chunk renders the button with every other chunk held back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../cli/src/testing/cli.js';
import { measureJs, type JsBytes } from './bench/size.js';
import { buildStartupAppsFromClone, STARTUP_CONFIGS, type StartupApp } from './bench/startup-apps.js';
import { launchBrowser, serveStatic } from '@wallet-modal/testing';

type Variant = keyof typeof STARTUP_CONFIGS;
type Budget = { gzip: number; files: number; chunks: Record<string, number> };
const BUDGETS = JSON.parse(readFileSync(new URL('./startup-budget.json', import.meta.url), 'utf8')) as Record<Variant, Budget>;
const MARGIN = 1024;

/** A file's chunk name without the build's content hashes (the app's, and the kit's inside it). */
export const chunkName = (url: string) => {
  let name = new URL(url).pathname.replace(/^.*\//, '').replace(/\.js$/, '');
  // A hash is 8 base64url characters with an upper-case letter or a digit; "-views" is not one.
  for (let hash = /-(?=[\w-]{0,7}[A-Z0-9])[\w-]{8}$/; hash.test(name); ) name = name.replace(hash, '');
  return name;
};

const scratch = scratchDir();
let browser: Browser;
let apps: StartupApp[];
const measured = new Map<Variant, JsBytes>();

beforeAll(async () => {
  [apps, browser] = await Promise.all([buildStartupAppsFromClone(scratch.dir), launchBrowser()]);
  for (const app of apps) {
    if (app.name === 'React only') continue;
    const server = await serveStatic({ root: app.dist });
    try {
      measured.set(app.name, (await measureJs(browser, { url: server.url, openModal: false })).beforeClick);
    } finally {
      await server.close();
    }
  }
}, 360_000);

afterAll(async () => {
  await browser?.close();
  scratch.cleanup();
});

describe('the JS fetched before the first click stays within its budget (gzip, files)', () => {
  for (const variant of Object.keys(STARTUP_CONFIGS) as Variant[]) {
    it(`${variant}: at most ${BUDGETS[variant].gzip} B + 1 KiB gzip in at most ${BUDGETS[variant].files} files`, () => {
      const budget = BUDGETS[variant];
      const bytes = measured.get(variant)!;
      const chunks: Record<string, number> = {};
      for (const file of bytes.files) {
        // Two kit modules of one name (directory.ts of the core and of the API): numbered in fetch order.
        let name = chunkName(file.url);
        for (let n = 2; name in chunks; n++) name = `${chunkName(file.url)}~${n}`;
        chunks[name] = file.gzip;
      }
      console.log(`${variant}: ${bytes.gzip} B gzip in ${bytes.files.length} files before the click: ${JSON.stringify(chunks)}`);
      const grew = Object.entries(chunks)
        .map(([name, gzip]) => ({ name, by: gzip - (budget.chunks[name] ?? 0) }))
        .filter(({ by }) => by > 0)
        .sort((a, b) => b.by - a.by)
        .map(({ name, by }) => `${name} +${by} B${name in budget.chunks ? '' : ' (a new file)'}`);
      const why = `${variant}: ${bytes.gzip} B gzip in ${bytes.files.length} files before the click, budget ${budget.gzip} B (+${MARGIN}) in ${budget.files}; grew: ${grew.join(', ') || 'nothing'}`;
      expect(bytes.gzip, why).toBeLessThanOrEqual(budget.gzip + MARGIN);
      expect(bytes.files.length, why).toBeLessThanOrEqual(budget.files);
    });
  }
});

/** Ours in either state: "Connect Wallet", "Connecting…" while a stored connection comes back, or the account. */
const OUR_BUTTON = 'button[data-connected]';

describe('the first chunk renders the button without awaiting any dynamic import', () => {
  for (const variant of Object.keys(STARTUP_CONFIGS) as Variant[]) {
    for (const stored of ['nothing stored', 'a stored connection'] as const) {
      it(`${variant}, ${stored}: the button is painted while every chunk but the entry is held back`, async () => {
        const app = apps.find((candidate) => candidate.name === variant)!;
        const html = readFileSync(join(app.dist, 'index.html'), 'utf8');
        // What the page loads without an import(): the entry script and the chunks it preloads statically.
        const firstChunk = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
        const server = await serveStatic({ root: app.dist });
        const context = await browser.newContext();
        const held: string[] = [];
        try {
          if (stored === 'a stored connection') {
            await context.addInitScript(() => {
              localStorage.setItem('@wallet-modal/connections', JSON.stringify({ eip155: { connectorId: 'dev.wallet', adapterId: 'evm' } }));
              localStorage.setItem('@wallet-modal/connection_status', 'connected');
            });
          }
          await context.route('**/*.js', (route) => {
            const path = new URL(route.request().url()).pathname;
            if (firstChunk.has(path)) return route.continue();
            held.push(path); // never answered: an import() of it would wait for ever
          });
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(server.url, { waitUntil: 'domcontentloaded' });
          await expect.poll(() => page.locator(OUR_BUTTON).count(), { timeout: 15_000 }).toBe(1);
          expect(await page.locator(OUR_BUTTON).isVisible()).toBe(true);
          expect(errors).toEqual([]);
          console.log(`${variant}, ${stored}: first chunk ${[...firstChunk].join(', ')}; held back: ${held.join(', ') || 'nothing'}`);
        } finally {
          await context.close();
          await server.close();
        }
      });
    }
  }
});

describe('the views are fetched on intent: nothing before it, the pointer or focus on the button fetches them before the click', () => {
  for (const intent of ['hover', 'focus'] as const) {
    it(`CLI defaults, ${intent}: no views chunk while the page idles; ${intent} on the button fetches it, and the click opens the dialog`, async () => {
      const app = apps.find((candidate) => candidate.name === 'CLI defaults')!;
      const server = await serveStatic({ root: app.dist });
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const fetched: string[] = [];
        page.on('request', (request) => request.resourceType() === 'script' && fetched.push(chunkName(request.url())));
        await page.goto(server.url, { waitUntil: 'networkidle' });
        await expect.poll(() => page.locator(OUR_BUTTON).count(), { timeout: 15_000 }).toBe(1);
        // Idle well past the old idle prefetch (requestIdleCallback's 2 s timeout): still only the entry.
        await page.waitForTimeout(2_500);
        expect(fetched).toEqual(['index']);
        if (intent === 'hover') await page.locator(OUR_BUTTON).hover();
        else await page.locator(OUR_BUTTON).focus();
        await expect.poll(() => fetched.includes('modal-views'), { timeout: 10_000 }).toBe(true);
        await page.locator(OUR_BUTTON).click();
        await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(1);
      } finally {
        await context.close();
        await server.close();
      }
    });
  }
});

describe("the allowed-origins check runs after the first paint, and still reports a refusal (issue 31, spec §5)", () => {
  it("every feature: the origins are asked only once the page has painted; the server's 403 ORIGIN_NOT_ALLOWED warns 'Invalid App Configuration'", async () => {
    const app = apps.find((candidate) => candidate.name === 'every feature')!;
    const server = await serveStatic({ root: app.dist });
    const context = await browser.newContext();
    try {
      // The app's API refuses this origin, as our server does; its other requests fail fast.
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      await context.route(`${STARTUP_CONFIGS['every feature'].apiUrl}/**`, (route) => {
        if (!new URL(route.request().url()).pathname.endsWith('/projects/v1/origins')) return route.abort();
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        return route.fulfill({ status: 403, headers: cors, contentType: 'application/json', body: JSON.stringify({ error: { code: 'ORIGIN_NOT_ALLOWED', message: 'origin is not allowed for this project' } }) });
      });
      const page = await context.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.goto(server.url);
      await expect.poll(() => warnings.filter((text) => text.includes('Invalid App Configuration')).length, { timeout: 15_000 }).toBe(1);
      const { painted, asked } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-paint')[0]?.startTime,
        asked: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/projects/v1/origins'))?.startTime,
      }));
      console.log(`every feature: first paint at ${painted?.toFixed(1)} ms, origins asked at ${asked?.toFixed(1)} ms`);
      expect(painted).toBeTypeOf('number');
      expect(asked).toBeGreaterThan(painted!);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
