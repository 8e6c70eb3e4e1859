// Issue 18, security checks: the gallery (kit/gallery, every view of the modal in a fixed state) under a
// strict Content-Security-Policy sent as a header: scripts and styles from its own origin only, nothing
// inline. Every scenario is opened in both themes with a recorder installed before the page's scripts: no
// securitypolicyviolation, no <style> element added, no CSP message in the console.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWithVite, type EgressGuard, guardEgress, launchBrowser, REPO_ROOT, serveStatic, type StaticServer } from '@wallet-modal/testing';
import { galleryContext, openScenario, scenarios, THEMES } from '../gallery/world';
import { join } from 'node:path';
import { CSP_RECORDER, readCspRecord } from './recorder.js';

const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'";


let gallery: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let egress: EgressGuard;
const consoleCsp: string[] = [];

describe('the gallery under a strict CSP', () => {
  beforeAll(async () => {
    const { dist } = await buildWithVite(join(REPO_ROOT, 'kit', 'gallery'));
    [gallery, browser] = await Promise.all([serveStatic({ root: dist, headers: { 'content-security-policy': POLICY } }), launchBrowser()]);
    context = await galleryContext(browser);
    await context.addInitScript({ content: CSP_RECORDER });
    page = await context.newPage();
    egress = guardEgress(page);
    page.on('console', (message) => /content.security.policy/i.test(message.text()) && consoleCsp.push(message.text()));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await gallery?.close();
  });

  it(`every scenario (${scenarios.length}) in both themes opens with no CSP violation and no <style> added`, async () => {
    const found: string[] = [];
    for (const scenario of scenarios) {
      for (const theme of THEMES) {
        await openScenario(page, gallery.url, scenario.id, theme);
        const { violations, styles } = await readCspRecord(page);
        for (const violation of violations) found.push(`${scenario.id} (${theme}): ${violation}`);
        if (styles) found.push(`${scenario.id} (${theme}): ${styles} <style> added`);
      }
    }
    expect(found).toEqual([]);
    expect(consoleCsp).toEqual([]);
    egress.assertNoEgress();
  }, 300_000);
});
