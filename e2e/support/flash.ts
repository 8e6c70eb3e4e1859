// Session restore without a flash (issue 18): a recorder installed before the app runs on every load
// notes each 'Connect Wallet' button (or text in a button) that enters the document, so a disconnected
// button shown for a single frame is caught; reloadsWithoutFlash reloads a connected page N times and
// fails on the first load that flashed or did not come back connected.

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs before the app on every load: counts 'Connect Wallet' buttons entering the document. */
export const FLASH_RECORDER = `
  window.__flash = { disconnected: 0, seen: [] };
  const note = (what) => { window.__flash.disconnected++; window.__flash.seen.push(Math.round(performance.now()) + ' ms: ' + what); };
  const seen = (node) => node.nodeType === 1 && [node, ...node.querySelectorAll('button')].some((el) => el.tagName === 'BUTTON' && /^\\s*Connect Wallet\\s*$/.test(el.textContent || ''));
  let lastText = '';
  new MutationObserver((records) => {
    const b = document.querySelector('main button');
    const text = b ? b.textContent + ' [' + b.getAttribute('data-connected') + ']' : '';
    if (text !== lastText) { lastText = text; window.__flash.seen.push(Math.round(performance.now()) + ' ms button: ' + text); }
    for (const record of records) {
      if (record.type === 'characterData' && /Connect Wallet/.test(record.target.data || '')) note('text ' + (record.target.parentElement?.outerHTML || '').slice(0, 300));
      for (const node of record.addedNodes) {
        if (seen(node) || (node.nodeType === 3 && /Connect Wallet/.test(node.data) && node.parentElement?.closest('button'))) note((node.outerHTML || node.parentElement?.outerHTML || '').slice(0, 300));
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

export type FlashRecord = { disconnected: number; seen: string[] };

/** What the recorder saw since the page's last load. */
export const readFlash = (page: Page) => page.evaluate(() => (window as unknown as { __flash: FlashRecord }).__flash);

/**
 * Reloads `page` `times` times; after each, waits for `connected` (e.g. the account button) and checks no
 * disconnected button flashed. The recorder must be installed first (context or page addInitScript with
 * FLASH_RECORDER). Resolves the milliseconds each reload took to show the connected state.
 * @example
 * const times = await reloadsWithoutFlash(page, 10, () => page.getByRole('button', { name: /^Account / }));
 */
export async function reloadsWithoutFlash(page: Page, times: number, connected: () => Locator): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = Date.now();
    await page.reload();
    await expect.poll(() => connected().count(), { timeout: 20_000, interval: 20 }).toBeGreaterThan(0);
    took.push(Date.now() - started);
    const seen = await readFlash(page);
    expect(seen.disconnected, `reload ${i + 1}: the disconnected button flashed: ${seen.seen.join('; ')}`).toBe(0);
  }
  return took;
}

/** 'p50 … ms, max … ms' of reload times. */
export function reloadSummary(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`;
}
