// The receive feature in a real browser (issue 14 "Receive"): examples/full with the Dev Wallet on anvil.
// Account → Receive draws the address as a QR code (screenshotted in Chromium and decoded with jsqr, as a
// phone's camera would), shows it as text, lists the networks it receives on and warns to send only on those.

import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, closeExamplePage, connectDevWallet, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');

describe('receiving from the modal', () => {
  beforeAll(async () => void ({ world, browser, page, egress } = await openExamplePage({ example: 'full' })), 180_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('the address as a QR code: a screenshot of the code decodes to the connected address', async () => {
    await connectDevWallet(page);
    await dialog().getByRole('button', { name: 'Receive', exact: true }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText()).toBe('Receive');
    const qr = dialog().getByRole('img', { name: 'QR code of your address' });
    await qr.waitFor();
    const png = PNG.sync.read(await qr.screenshot({ animations: 'disabled' }));
    const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
    expect(decoded?.data).toBe(world.wallet.account);
  });

  it('the address as copyable text', async () => {
    expect(await dialog().getByTestId('receive-address').innerText()).toBe(world.wallet.account);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(world.app.url).origin });
    await dialog().getByRole('button', { name: 'Copy address' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(world.wallet.account);
  });

  it('lists the networks the address is valid on, and warns to send only on those', async () => {
    const networks = dialog().getByRole('list', { name: 'Networks this address receives on' }).getByRole('listitem');
    expect(await networks.allInnerTexts()).toEqual(['Local', 'Base Sepolia']);
    expect(await dialog().getByRole('note').innerText()).toBe('Only send assets on Local, Base Sepolia. Assets sent on another network may be lost.');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('makes no request that leaves the machine', () => {
    egress.assertNoEgress();
  });
});
