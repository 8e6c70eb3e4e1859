// Accessibility of every view: axe finds no violation in the open modal of any gallery scenario, in
// either theme (contrast included, so both themes matter).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES, galleryContext, openScenario, scenarios, startGallery } from '../gallery/world';
import { launchBrowser } from '../world/chromium';
import type { StaticServer } from '../world/serve';
import { axeViolations } from '../world/axe';

const cases = scenarios.flatMap(({ id }) => THEMES.map((theme) => ({ id, theme })));

let gallery: StaticServer;
let browser: Browser;
let page: Page;

describe('axe on every gallery scenario', () => {
  beforeAll(async () => {
    [gallery, browser] = await Promise.all([startGallery(), launchBrowser()]);
    page = await (await galleryContext(browser)).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await gallery?.close();
  });

  it.each(cases)('$id ($theme): no violation', async ({ id, theme }) => {
    await openScenario(page, gallery.url, id, theme);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('reports a control with no accessible name planted in the dialog', async () => {
    await openScenario(page, gallery.url, 'connect-wallets', 'dark');
    await page.evaluate(() => document.querySelector('[role="dialog"]')!.append(document.createElement('button')));
    expect((await axeViolations(page)).join('\n')).toMatch(/^button-name \(critical\)/);
  });
});
