// The embedded wallet in Firefox ESR (no Intersection Observer v2), driven over WebDriver BiDi: e-mail login
// with the mailed device link and code, then a signature and a transaction on the local chain, each approved
// in the secure approval window (a popup of the secure origin opened by the person's click in the secure UI).
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from './world/accounts.js';
import { signUpSignAndSend } from './world/engine-driver.js';
import { startExampleWorld, type ExampleWorld } from './world/example-world.js';
import { launchFirefox } from './world/firefox.js';
import { firefoxDriver } from './world/firefox-driver.js';

const receiver = DEV_ACCOUNTS[1]!.address;
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
    expect(await (await browser!.newPage()).evaluate(() => 'isVisible' in IntersectionObserverEntry.prototype)).toBe(false);
    const page = (await browser!.pages()).at(-1)!;
    const chain = createPublicClient({ transport: http(world.chains[0]!.url) });
    const before = await chain.getBalance({ address: receiver });
    const outcome = await signUpSignAndSend(world, firefoxDriver(browser!, page), 'firefox@example.com', 'correct horse battery', receiver);
    expect(await verifyMessage({ address: outcome.address, message: 'Hello from create-wallet-modal', signature: outcome.signature })).toBe(true);
    const receipt = await chain.waitForTransactionReceipt({ hash: outcome.hash, pollingInterval: 100 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(outcome.address.toLowerCase());
    expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther('0.01'));
  }, 300_000);
});
