// The embedded wallet in Firefox ESR (no Intersection Observer v2), driven over WebDriver BiDi: e-mail login
// with the mailed device link and code, then a signature and a transaction on the local chain, each approved
// in the secure approval window (a popup of the secure origin opened by the person's click in the secure UI).
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEV_ACCOUNTS, type ExampleWorld, firefoxDriver, launchFirefox, provesEveryStep, startExampleWorld } from '@wallet-modal/testing';

let world: ExampleWorld;
let browser: Browser | undefined;

describe('embedded wallet in Firefox ESR: every browser can approve', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full' });
    browser = await launchFirefox();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it('e-mail login, a message signed and a transaction sent, both approved in the secure window: the signature verifies and the transfer lands on the chain', async () => {
    const page = await browser!.newPage();
    await provesEveryStep(world, firefoxDriver(browser!, page), 'firefox@example.com', DEV_ACCOUNTS[1]!.address, () =>
      page.evaluate(() => 'isVisible' in IntersectionObserverEntry.prototype),
    );
  }, 300_000);
});
