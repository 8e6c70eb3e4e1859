// Issue 29, item 10 and "every browser can approve", the attacks on the approval step in Chromium (storage
// partitioning on, IOv2 present): a host page that clips or covers part of the secure approval screen cannot get
// Approve working, and another tab of the same site cannot claim this tab's request through the shared
// BroadcastChannel of the secure origin (the UI channel is keyed by the wallet frame's random uiChannel).
import type { Page } from 'playwright-core';
import { verifyMessage, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CdpBrowser, type ExampleWorld, launchBrowserOverCdp, secureFrame, signUpByEmail, startExampleWorld } from '@wallet-modal/testing';

const MESSAGE = 'Hello from create-wallet-modal';
let world: ExampleWorld;
let cdp: CdpBrowser;
let page: Page;
let address: Address;

const approveButton = () => secureFrame(page).getByRole('button', { name: 'Approve' });

/** Asks for a signature and resolves once the secure UI shows it with its buttons. */
async function askSignature(): Promise<void> {
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approveButton().waitFor({ state: 'visible', timeout: 30_000 });
}

/** Runs `change` in the host page (as a host-page script would), then checks Approve is still disabled 1.5 s later (500 ms gate + IOv2's 100 ms). */
async function approveStaysDisabledAfter(change: string): Promise<void> {
  await page.evaluate(change);
  await page.waitForTimeout(1_500);
  expect(await approveButton().isDisabled()).toBe(true);
}

/** Takes the host page's change back; Approve works again once the screen has been wholly visible 500 ms; Reject ends the request. */
async function undoAndReject(undo: string): Promise<void> {
  await page.evaluate(undo);
  await expect.poll(() => approveButton().isEnabled(), { timeout: 10_000 }).toBe(true);
  await secureFrame(page).getByRole('button', { name: 'Reject' }).click();
  await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 10_000 }).toBe('Signature declined');
}

describe('embedded wallet approvals under attack in Chromium', () => {
  beforeAll(async () => {
    world = await startExampleWorld({ example: 'full' });
    cdp = await launchBrowserOverCdp();
    page = await cdp.browser.contexts()[0]!.newPage();
    await page.goto(world.app.url);
    address = (await signUpByEmail(page, world.mail!, 'gate@example.com', 'correct horse battery')) as Address;
    await page.keyboard.press('Escape');
  }, 300_000);

  afterAll(async () => {
    await cdp?.close();
    await world?.stop();
  });

  it('an attacker who clips the secure approval screen in the host page (what is signed scrolled out of view, the buttons left in view) cannot get Approve working', async () => {
    await askSignature();
    const clip = `(() => {
      const frame = document.querySelector('iframe[title="Secure wallet"]');
      frame.parentElement.dataset.attack = frame.parentElement.getAttribute('style') ?? '';
      frame.parentElement.style.overflow = 'hidden';
      frame.style.marginTop = '-160px';
    })()`;
    await approveStaysDisabledAfter(clip);
    await undoAndReject(`(() => {
      const frame = document.querySelector('iframe[title="Secure wallet"]');
      frame.parentElement.setAttribute('style', frame.parentElement.dataset.attack);
      frame.style.marginTop = '';
    })()`);
  });

  it("an attacker who covers the secure approval's buttons with an overlay in the host page cannot get Approve working", async () => {
    await askSignature();
    await approveStaysDisabledAfter(`(() => {
      const box = document.querySelector('iframe[title="Secure wallet"]').getBoundingClientRect();
      const cover = document.createElement('div');
      cover.id = 'attack-overlay';
      cover.textContent = 'Click to claim your prize';
      cover.style.cssText = 'position:fixed;left:' + box.left + 'px;top:' + (box.bottom - 90) + 'px;width:' + box.width + 'px;height:90px;background:#fff;z-index:2147483647;pointer-events:none';
      document.body.append(cover);
    })()`);
    await undoAndReject(`document.getElementById('attack-overlay').remove()`);
  });

  it("another tab of the same site cannot claim this tab's request: its idle secure UI never shows it, this tab's does, and the signature verifies", async () => {
    // The other tab: the app's own page (same origin, same site) whose script embeds the secure UI (idle, listening)
    // with a channel key of its own: it cannot know this tab's.
    const other = await page.context().newPage();
    await other.goto(world.app.url);
    const uiUrl = `${world.api!.secureSiteUrl}/embedded/ui?projectId=demo-project&kind=approve&channel=${'x'.repeat(32)}`;
    await other.evaluate((src) => {
      const frame = document.createElement('iframe');
      Object.assign(frame, { title: 'other', src, width: 400, height: 500 });
      document.body.append(frame);
    }, uiUrl);
    const otherUi = other.frameLocator('iframe[title="other"]');
    await otherUi
      .getByText('Loading…')
      .waitFor({ timeout: 30_000 })
      .catch(async (error: Error) => {
        const frames = await Promise.all(other.frames().map(async (f) => `${f.url()}: ${await f.locator('body').innerText({ timeout: 1_000 }).catch(() => '?')}`));
        throw new Error(`the other tab's secure UI did not load: ${frames.join(' | ')} (${error.message})`);
      });
    await page.bringToFront();

    await page.getByRole('button', { name: 'Sign message' }).click();
    const shows = async (where: typeof otherUi) => (await where.getByText(MESSAGE).count()) > 0;
    // Whichever secure UI the request reached shows its message: it must be this tab's.
    await expect.poll(async () => (await shows(otherUi)) || (await shows(secureFrame(page))), { timeout: 30_000 }).toBe(true);
    expect(await shows(otherUi)).toBe(false);
    await approveButton().click({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('signature').innerText(), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyMessage({ address, message: MESSAGE, signature: (await page.getByTestId('signature').innerText()) as Hex })).toBe(true);
    expect(await shows(otherUi)).toBe(false);
    await other.close();
  });
});
