// Screenshot tests of the gallery: every scenario in both themes against committed references in
// references/, with a small tolerance. `npm run gallery:update` rewrites them; a mismatch leaves diffs/.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EgressGuard, guardEgress, launchBrowser, type StaticServer } from '@wallet-modal/testing';
import { comparePng, paintSquare } from './compare';
import { THEMES, VIEWPORT, galleryContext, openScenario, scenarios, startGallery } from './world';

const UPDATE = process.env.GALLERY_UPDATE === '1';
const REFERENCES = fileURLToPath(new URL('./references/', import.meta.url));
const DIFFS = fileURLToPath(new URL('./diffs/', import.meta.url));
/** pixelmatch's per-pixel colour threshold, and the share of pixels allowed to differ (0.5 %). */
const THRESHOLD = 0.1;
const MAX_DIFFERING = 0.005;

const cases = scenarios.flatMap((scenario) => THEMES.map((theme) => ({ id: scenario.id, theme, file: `${scenario.id}-${theme}.png` })));

let gallery: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let egress: EgressGuard;

const screenshot = () => page.screenshot({ animations: 'disabled', caret: 'hide' });

describe('gallery screenshots (Chromium, 480×720 or 375×720 for phones, reduced motion)', () => {
  beforeAll(async () => {
    [gallery, browser] = await Promise.all([startGallery(), launchBrowser()]);
    context = await galleryContext(browser);
    egress = guardEgress(context);
    page = await context.newPage();
    mkdirSync(REFERENCES, { recursive: true });
    rmSync(DIFFS, { recursive: true, force: true });
  });

  afterAll(async () => {
    await browser?.close();
    await gallery?.close();
  });

  it.each(cases)('$id ($theme) matches references/$file', async ({ id, theme, file }) => {
    await openScenario(page, gallery.url, id, theme);
    const actual = await screenshot();
    const reference = REFERENCES + file;
    if (UPDATE) return writeFileSync(reference, actual);
    if (!existsSync(reference)) throw new Error(`No reference ${file}: run \`npm run gallery:update\` and commit it.`);
    const { ratio, diff } = comparePng(actual, readFileSync(reference), { threshold: THRESHOLD });
    if (ratio > MAX_DIFFERING) {
      mkdirSync(DIFFS, { recursive: true });
      writeFileSync(DIFFS + file.replace('.png', '.actual.png'), actual);
      if (diff) writeFileSync(DIFFS + file.replace('.png', '.diff.png'), diff);
    }
    expect(ratio, `${(ratio * 100).toFixed(2)} % of pixels differ; see e2e/gallery/diffs/${file.replace('.png', '.diff.png')}`).toBeLessThanOrEqual(MAX_DIFFERING);
  });

  it('has a reference for every scenario and none for a scenario that is gone', () => {
    const expected = new Set(cases.map(({ file }) => file));
    const stale = readdirSync(REFERENCES).filter((file) => file.endsWith('.png') && !expected.has(file));
    if (UPDATE) stale.forEach((file) => rmSync(REFERENCES + file));
    else expect(stale).toEqual([]);
    expect(cases.filter(({ file }) => !existsSync(REFERENCES + file)).map(({ file }) => file)).toEqual([]);
  });

  it('the comparison catches a change of 1 % of the pixels', async () => {
    await openScenario(page, gallery.url, cases[0]!.id, cases[0]!.theme);
    const actual = await screenshot();
    const changed = paintSquare(actual, { x: 10, y: 10, size: Math.ceil(Math.sqrt(VIEWPORT.width * VIEWPORT.height * 0.01)) });
    expect(comparePng(actual, actual).ratio).toBe(0);
    expect(comparePng(changed, actual, { threshold: THRESHOLD }).ratio).toBeGreaterThan(MAX_DIFFERING);
  });

  it('the gallery requests nothing but its own files', () => {
    expect(egress.urls.length).toBeGreaterThan(0);
    expect(egress.urls.filter((url) => !url.startsWith(gallery.url) && !url.startsWith('data:'))).toEqual([]);
  });
});
