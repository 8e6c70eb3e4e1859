// Modal-open latency in Chromium: from the click on "Connect Wallet" to the first paint of the first
// view, cold (fresh context, first open) and warm (closed and opened again). The views are fetched on
// intent (the pointer or focus on the button): a cold open is measured as a mouse user makes it (the
// pointer rests on the button for HOVER_DWELL_MS, then clicks) and as an instant click with no hover.
import type { Browser, BrowserContext } from 'playwright-core';
import { buildExample, EXAMPLE_CHAINS, guardEgress, installDevWallet, serveStatic } from '@wallet-modal/testing';
import { table, trackRequests } from './size';
import type { Bench } from './types';

/** Peers measured the same way on these machines (issue 4), median ms. */
export const PEER_MEDIANS_MS = { RainbowKit: 31, AppKit: 80, ConnectKit: 88 } as const;

/**
 * In the page, before the app: a capturing click listener stamps the click on the trigger; a
 * MutationObserver waits for a dialog with its heading (the first view rendered), then the next paint
 * is stamped by a message posted from requestAnimationFrame (it runs right after that frame paints).
 */
const PROBE = `
  window.__openLatency = [];
  document.addEventListener('click', (event) => {
    const trigger = event.target instanceof Element && event.target.closest('button');
    if (!trigger || trigger.textContent.trim() !== 'Connect Wallet') return;
    const clicked = performance.now();
    const painted = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__openLatency.push(performance.now() - clicked);
      requestAnimationFrame(() => channel.port2.postMessage(null));
    };
    const shown = () => document.querySelector('[role="dialog"] h2') !== null;
    if (shown()) return painted();
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, true);
`;

/** How long a pointer rests on a button before clicking it: the lower end of what people take (~150-300 ms). */
export const HOVER_DWELL_MS = 150;

export type OpenLatency = { cold: number[]; coldInstant: number[]; warm: number[]; offenders: string[] };

/**
 * Opens the modal `runs` times cold (a fresh context each) and as often warm, on a served app.
 * @example
 * const { cold, warm } = await measureOpenLatency(browser, { url: app.url, runs: 15 });
 */
export async function measureOpenLatency(browser: Browser, { url, runs }: { url: string; runs: number }): Promise<OpenLatency> {
  const result: OpenLatency = { cold: [], coldInstant: [], warm: [], offenders: [] };
  const chains = Object.fromEntries(EXAMPLE_CHAINS.map(({ chainId, port }) => [String(chainId), `http://127.0.0.1:${port}`]));
  for (let run = 0; run < runs; run++) {
    const context: BrowserContext = await browser.newContext();
    try {
      await installDevWallet(context, { chains, chainId: EXAMPLE_CHAINS[0].chainId });
      await context.addInitScript({ content: PROBE });
      const egress = guardEgress(context);
      const page = await context.newPage();
      const requests = trackRequests(page);
      await page.goto(url, { waitUntil: 'load' });
      await requests.settled(); // whatever the page fetches after its first paint
      const trigger = page.getByRole('button', { name: /^Connect Wallet$/ });
      const dialog = page.getByRole('dialog');
      for (const kind of ['cold', 'warm'] as const) {
        if (kind === 'cold') {
          await trigger.hover();
          await page.waitForTimeout(HOVER_DWELL_MS);
        }
        await trigger.click();
        await page.waitForFunction((count) => (window as unknown as { __openLatency: number[] }).__openLatency.length >= count, kind === 'cold' ? 1 : 2);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      const [cold, warm] = await page.evaluate(() => (window as unknown as { __openLatency: number[] }).__openLatency);
      result.cold.push(cold!);
      result.warm.push(warm!);
      result.offenders.push(...egress.offenders());
      result.coldInstant.push(await instantColdOpen(browser, url));
    } finally {
      await context.close();
    }
  }
  return result;
}

/** A first open in a fresh context by a click with no hover before it (a script, or a touch at once). */
async function instantColdOpen(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto(url, { waitUntil: 'load' });
    await requests.settled();
    await page.getByRole('button', { name: /^Connect Wallet$/ }).dispatchEvent('click');
    await page.waitForFunction(() => (window as unknown as { __openLatency: number[] }).__openLatency.length >= 1);
    return await page.evaluate(() => (window as unknown as { __openLatency: number[] }).__openLatency[0]!);
  } finally {
    await context.close();
  }
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const RUNS = 15;

/** Builds examples/basic, measures 15 cold and 15 warm opens, prints them beside the peers. */
export const latencyBench: Bench = {
  title: `Modal-open latency in Chromium: click on "Connect Wallet" to the first view painted (median of ${RUNS})`,
  async run({ browser }) {
    const { dist } = await buildExample('basic');
    const app = await serveStatic({ root: dist });
    try {
      const { cold, coldInstant, warm, offenders } = await measureOpenLatency(browser, { url: app.url, runs: RUNS });
      if (offenders.length > 0) throw new Error(`the page made requests off this machine: ${offenders.join(', ')}`);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const rows = [
        ['modal', 'median', 'min', 'max'],
        [`ours, cold (first open, ${HOVER_DWELL_MS} ms hover)`, ms(median(cold)), ms(Math.min(...cold)), ms(Math.max(...cold))],
        ['ours, cold (first open, click without hover)', ms(median(coldInstant)), ms(Math.min(...coldInstant)), ms(Math.max(...coldInstant))],
        ['ours, warm (opened again)', ms(median(warm)), ms(Math.min(...warm)), ms(Math.max(...warm))],
        ...Object.entries(PEER_MEDIANS_MS).map(([name, value]) => [`${name} (issue 4)`, ms(value), '-', '-']),
      ];
      return `${table(rows)}\n\nNo request left the machine (${RUNS} page loads).`;
    } finally {
      await app.close();
    }
  },
};
