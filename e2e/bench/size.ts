// Bundle size as the browser sees it: every JS response Chromium fetches for an app before
// the modal is opened, and on opening it, raw and gzip, next to a plain React app.
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { buildExample, buildWithVite, EXAMPLE_CHAINS, installDevWallet, serveStatic } from '@wallet-modal/testing';
import type { Bench } from './types';

export type JsBytes = { raw: number; gzip: number; files: { url: string; raw: number; gzip: number }[] };

export type JsMeasurement = {
  /** JS requested until the load event. */
  initial: JsBytes;
  /** JS requested after load while the page idles (prefetches), before any click. */
  idle: JsBytes;
  /** initial + idle: everything fetched before the modal is opened. */
  beforeClick: JsBytes;
  /** JS requested from the click on "Connect Wallet" until the dialog is visible; undefined when not opened. */
  onOpen?: JsBytes;
};

export type MeasureJsParameters = { url: string; openModal: boolean };

type Phase = 'initial' | 'idle' | 'onOpen' | 'after';

/**
 * Counts the page's requests in flight. `settled()` waits for the load's network to go quiet, then for
 * the page's idle callbacks (the views' prefetch waits for one, up to 2 s: on a busy machine that is
 * after 'networkidle'), then for no request in flight during 200 ms; so what is fetched before a click
 * does not depend on the machine's load.
 * @example
 * const requests = trackRequests(page); await page.goto(url); await requests.settled();
 */
export function trackRequests(page: Page): { settled: () => Promise<void> } {
  let inflight = 0;
  page.on('request', () => inflight++);
  page.on('requestfinished', () => inflight--);
  page.on('requestfailed', () => inflight--);
  return {
    async settled() {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
      for (let quiet = 0, waited = 0; quiet < 4 && waited < 10_000; waited += 50) {
        await page.waitForTimeout(50);
        quiet = inflight <= 0 ? quiet + 1 : 0;
      }
    },
  };
}

/**
 * Loads `url` in a fresh context and sums the JS it fetches in each phase.
 * @example
 * const { beforeClick, onOpen } = await measureJs(browser, { url: app.url, openModal: true });
 */
export async function measureJs(browser: Browser, { url, openModal }: MeasureJsParameters): Promise<JsMeasurement> {
  const context = await browser.newContext();
  // A wallet is present, as for a real user; it is an init script, so it adds no fetched bytes.
  const chains = Object.fromEntries(EXAMPLE_CHAINS.map(({ chainId, port }) => [String(chainId), `http://127.0.0.1:${port}`]));
  await installDevWallet(context, { chains, chainId: EXAMPLE_CHAINS[0].chainId });
  const page = await context.newPage();
  const requests = trackRequests(page);
  let phase: Phase = 'initial';
  const phaseOf = new Map<unknown, Phase>();
  const pending: Promise<{ phase: Phase; url: string; body: Buffer } | undefined>[] = [];
  page.on('request', (request) => phaseOf.set(request, phase));
  page.on('response', (response) => pending.push(readJs(response, phaseOf.get(response.request()) ?? phase)));

  try {
    await page.goto(url, { waitUntil: 'load' });
    phase = 'idle';
    await requests.settled();
    if (openModal) {
      phase = 'onOpen';
      await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      phase = 'after';
    }
    const responses = (await Promise.all(pending)).filter((r) => r !== undefined);
    const sum = (phases: Phase[]) => total(responses.filter((r) => phases.includes(r.phase)));
    return {
      initial: sum(['initial']),
      idle: sum(['idle']),
      beforeClick: sum(['initial', 'idle']),
      onOpen: openModal ? sum(['onOpen']) : undefined,
    };
  } finally {
    await context.close();
  }
}

async function readJs(response: Response, phase: Phase) {
  const type = response.headers()['content-type'] ?? '';
  if (!type.includes('javascript') || response.status() !== 200) return undefined;
  // A chunk still arriving when the measure ends (one the open dialog asked for) is read no more once the page closes.
  const body = await response.body().catch(() => undefined);
  return body && { phase, url: response.url(), body };
}

function total(responses: { url: string; body: Buffer }[]): JsBytes {
  const files = responses.map(({ url, body }) => ({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }));
  return {
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    files,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export type AppSize = { name: string; m: JsMeasurement };

/**
 * Builds and measures plain React (first) and examples/basic the same way.
 * @example
 * const [plain, example] = await measureAppSizes(browser);
 */
export async function measureAppSizes(browser: Browser): Promise<[AppSize, AppSize]> {
  const apps = [
    { name: 'plain React', build: () => buildWithVite(new URL('./plain-react', import.meta.url).pathname), openModal: false },
    { name: 'examples/basic', build: () => buildExample('basic'), openModal: true },
  ];
  const rows: AppSize[] = [];
  for (const app of apps) {
    const { dist } = await app.build();
    const server = await serveStatic({ root: dist });
    try {
      rows.push({ name: app.name, m: await measureJs(browser, { url: server.url, openModal: app.openModal }) });
    } finally {
      await server.close();
    }
  }
  return rows as [AppSize, AppSize];
}

/** Builds and measures examples/basic against the plain React baseline; returns the table. */
export const sizeBench: Bench = {
  title: 'JS fetched by Chromium (gzip level 9 of each response)',
  async run({ browser }) {
    const rows = await measureAppSizes(browser);
    const base = rows[0].m.beforeClick;
    const header = ['app', 'before click raw', 'before click gzip', '(idle prefetch gzip)', 'on open raw', 'on open gzip', 'before click over plain React'];
    const lines = rows.map(({ name, m }) => [
      name,
      kb(m.beforeClick.raw),
      kb(m.beforeClick.gzip),
      kb(m.idle.gzip),
      m.onOpen ? kb(m.onOpen.raw) : '-',
      m.onOpen ? kb(m.onOpen.gzip) : '-',
      `+${kb(m.beforeClick.gzip - base.gzip)} gzip (+${kb(m.beforeClick.raw - base.raw)} raw)`,
    ]);
    return table([header, ...lines]);
  },
};

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const format = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  return [format(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(format)].join('\n');
}
