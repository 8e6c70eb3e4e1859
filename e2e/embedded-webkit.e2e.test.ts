// The embedded wallet in WebKitGTK (Safari's engine; no Intersection Observer v2), driven by webdriverio through WebKitWebDriver under Xvfb: e-mail login
// with the mailed device link and code, then a signature and a transaction on the local chain, each approved
// in the secure approval window (a popup of the secure origin opened by the person's click in the secure UI).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEV_ACCOUNTS, type ExampleWorld, launchWebKit, provesEveryStep, startExampleWorld, type WebKit, webkitDriver } from '@wallet-modal/testing';

let world: ExampleWorld;
let webkit: WebKit | undefined;

describe('embedded wallet in WebKitGTK: every browser can approve', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full' });
    webkit = await launchWebKit();
  }, 240_000);

  afterAll(async () => {
    await webkit?.close();
    await world?.stop();
  });

  it('e-mail login, a message signed and a transaction sent, both approved in the secure window: the signature verifies and the transfer lands on the chain', async () => {
    const browser = webkit!.browser;
    await provesEveryStep(world, await webkitDriver(browser), 'webkit@example.com', DEV_ACCOUNTS[1]!.address, () =>
      browser.execute(() => 'isVisible' in IntersectionObserverEntry.prototype),
    );
  }, 300_000);
});
