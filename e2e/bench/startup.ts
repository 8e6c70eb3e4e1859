// Issue 31's start-up table: per page, the JS fetched before the first click (gzip, files), when the
// Connect Wallet button is first painted (median, and its ratio to the React-only page of the same run),
// and click -> dialog painted, warm and cold. The apps are built from npm pack tarballs (startup-apps.ts).
import type { Browser } from 'playwright-core';
import { EXAMPLE_CHAINS, installDevWallet, serveStatic } from '@wallet-modal/testing';
import { HOVER_DWELL_MS, measureOpenLatency, median } from './latency';
import { measureJs, table, type JsBytes } from './size';
import { buildStartupAppsFromTarballs, type StartupApp } from './startup-apps';
import type { Bench } from './types';

/**
 * In the page, before any script: stamps the first paint after a "Connect Wallet" button (or our button
 * in its connected state) is in the DOM, in ms since navigation start (a message posted from
 * requestAnimationFrame runs right after that frame paints).
 */
const BUTTON_PROBE = `
  window.__buttonPainted = undefined;
  const isButton = (node) => node instanceof HTMLButtonElement && (node.textContent.trim() === 'Connect Wallet' || node.hasAttribute('data-connected'));
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll('button')].some(isButton)) return;
    observer.disconnect();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (window.__buttonPainted = performance.now());
    requestAnimationFrame(() => channel.port2.postMessage(null));
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/**
 * Loads `url` `runs` times in fresh contexts and returns when the button was painted each time.
 * @example
 * const ms = await measureButtonVisible(browser, { url, runs: 9 });
 */
export async function measureButtonVisible(browser: Browser, { url, runs }: { url: string; runs: number }): Promise<number[]> {
  const chains = Object.fromEntries(EXAMPLE_CHAINS.map(({ chainId, port }) => [String(chainId), `http://127.0.0.1:${port}`]));
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    try {
      await installDevWallet(context, { chains, chainId: EXAMPLE_CHAINS[0].chainId });
      await context.addInitScript({ content: BUTTON_PROBE });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const painted = await page.waitForFunction(() => (window as unknown as { __buttonPainted?: number }).__buttonPainted, undefined, { timeout: 15_000 });
      times.push((await painted.jsonValue()) as number);
    } finally {
      await context.close();
    }
  }
  return times;
}

export type StartupRow = { name: string; beforeClick: JsBytes; button: number[]; cold: number[]; coldInstant: number[]; warm: number[]; offenders: string[] };

/**
 * Measures each built page: bytes before the click, button painted, and (for the apps) click -> dialog.
 * @example
 * const rows = await measureStartup(browser, apps, { runs: 9 });
 */
export async function measureStartup(browser: Browser, apps: readonly StartupApp[], { runs }: { runs: number }): Promise<StartupRow[]> {
  const rows: StartupRow[] = [];
  for (const app of apps) {
    const server = await serveStatic({ root: app.dist });
    try {
      const hasModal = app.name !== 'React only';
      const { beforeClick } = await measureJs(browser, { url: server.url, openModal: hasModal });
      const button = await measureButtonVisible(browser, { url: server.url, runs });
      const open = hasModal ? await measureOpenLatency(browser, { url: server.url, runs }) : { cold: [], coldInstant: [], warm: [], offenders: [] };
      rows.push({ name: app.name, beforeClick, button, ...open });
    } finally {
      await server.close();
    }
  }
  return rows;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (values: number[]) => (values.length ? `${median(values).toFixed(1)} ms` : '-');

/** The issue's table, with the React-only page (first row) as 1.00. */
export function startupTable(rows: readonly StartupRow[]): string {
  const base = median(rows[0]!.button);
  return table([
    ['page', 'JS before click (gzip)', 'files before click', 'button visible', 'ratio', 'click→dialog warm', `click→dialog cold (${HOVER_DWELL_MS} ms hover)`, 'cold, click without hover'],
    ...rows.map((row) => [
      row.name,
      kib(row.beforeClick.gzip),
      String(row.beforeClick.files.length),
      ms(row.button),
      `${(median(row.button) / base).toFixed(2)}x`,
      ms(row.warm),
      ms(row.cold),
      ms(row.coldInstant),
    ]),
  ]);
}

const RUNS = Number(process.env.STARTUP_RUNS ?? 9);

export const startupBench: Bench = {
  title: `Start-up (issue 31): apps scaffolded from npm pack tarballs beside a React-only page, median of ${RUNS}`,
  async run({ browser }) {
    const { apps, cleanup } = await buildStartupAppsFromTarballs();
    try {
      const rows = await measureStartup(browser, apps, { runs: RUNS });
      const offenders = rows.flatMap((row) => row.offenders);
      if (offenders.length > 0) throw new Error(`the page made requests off this machine: ${offenders.join(', ')}`);
      const files = rows
        .slice(1)
        .map((row) => `${row.name}: ${row.beforeClick.files.map((file) => `${new URL(file.url).pathname.replace('/assets/', '')} ${file.gzip}`).join(', ')}`);
      return [
        startupTable(rows),
        '',
        'Targets: JS before click <= 88 KiB (CLI defaults), <= 92 KiB (every feature), <= 4 files; button <= 1.2x; click→dialog <= 10 ms.',
        'Files before click (gzip bytes):',
        ...files,
      ].join('\n');
    } finally {
      cleanup();
    }
  },
};
