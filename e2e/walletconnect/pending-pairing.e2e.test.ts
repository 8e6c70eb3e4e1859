// Issue 18, WalletConnect faults: a tab discarded and restored with a pairing pending. The page shows a
// pairing code and goes away (a reload stands for the browser discarding the tab and loading it again);
// the wallet then scans the code that was on screen. The restored page takes the kept pairing up: the
// wallet connects without the visitor starting over, and the modal shows the same code until it expires.
// A browser discards a tab long after the code was shown; the tests wait until the SDK has saved the
// pairing (IndexedDB) before reloading, as that takes a few milliseconds, and the wallet scans once the
// restored page's SDK is listening again. A page that went away before the save, or whose wallet answered
// while it was away (the SDK drops that answer: see restoredBySdk in the adapter), shows a fresh code
// instead, never one that cannot connect.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EgressGuard, guardEgress, launchBrowser, startWalletConnectWorld, type WalletConnectWorld } from '@wallet-modal/testing';

let world: WalletConnectWorld;
let browser: Browser;
const contexts: BrowserContext[] = [];
const guards: EgressGuard[] = [];

async function freshPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.app.url.replace(/\/$/, '') });
  const page = await context.newPage();
  guards.push(guardEgress(page));
  await page.goto(world.app.url);
  return page;
}

/** Connect Wallet → WalletConnect → Copy link: the pairing URI the page shows. */
async function shownUri(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click();
  await dialog.getByRole('button', { name: 'Copy link' }).click({ timeout: 20_000 });
  return page.evaluate(() => navigator.clipboard.readText());
}

const KEPT = '@wallet-modal/wc_pending_pairing';
const SDK_DATABASE = 'WALLET_CONNECT_V2_INDEXED_DB';
const PROPOSALS = 'wc@2:client:0.3:wallet-modal:proposal';

/**
 * The SDK's saved proposals (its IndexedDB record): 'read' answers them as text ('' when there is none),
 * 'delete' removes the record and answers ''.
 */
const proposalsRecord = (page: Page, operation: 'read' | 'delete') =>
  page.evaluate(
    ([database, key, op]) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('keyvaluestorage', op === 'read' ? 'readonly' : 'readwrite').objectStore('keyvaluestorage');
          const request = op === 'read' ? store.get(key) : store.delete(key);
          request.onsuccess = () => resolve(request.result === undefined ? '' : JSON.stringify(request.result));
          request.onerror = () => reject(request.error);
        };
      }),
    [SDK_DATABASE, PROPOSALS, operation] as const,
  );

/** A fresh page showing a pairing code, once the SDK has saved the proposal made on it. */
async function codeSaved(): Promise<{ page: Page; uri: string }> {
  const page = await freshPage();
  const uri = await shownUri(page);
  const topic = uri.slice('wc:'.length, 'wc:'.length + 64);
  await expect.poll(async () => (await proposalsRecord(page, 'read')).includes(topic), { timeout: 10_000 }).toBe(true);
  return { page, uri };
}

/** Runs `navigate` (a reload, a return to the app) and waits until the page's SDK subscribed again on the relay. */
async function untilListening(navigate: () => Promise<unknown>): Promise<void> {
  const subscribed = () => world.relay.log.filter((method) => method === 'irn_batchSubscribe').length;
  const before = subscribed();
  await navigate();
  await expect.poll(subscribed, { timeout: 20_000 }).toBeGreaterThan(before);
}

/** The wallet scans `uri`; the open modal then shows the account. */
async function pairsInModal(page: Page, uri: string): Promise<void> {
  await world.peer.pair(uri);
  await page.getByRole('dialog').getByTestId('account-address').waitFor({ timeout: 20_000 });
}

/** Nothing kept any more, and the page is closed. */
async function keptNothing(page: Page): Promise<void> {
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT)).toBeNull();
  await page.context().close();
}

const accountButton = (page: Page) => {
  const address = world.peer.address;
  return page.getByRole('button', { name: new RegExp(`^Account ${address.slice(0, 4)}…${address.slice(-6)}`) });
};

describe('WalletConnect: a pairing pending when the tab goes away', () => {
  beforeAll(async () => {
    [world, browser] = await Promise.all([startWalletConnectWorld(), launchBrowser()]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it('the wallet scans the code after the page reloaded: the restored page connects without the visitor starting over', async () => {
    const { page, uri } = await codeSaved();
    await untilListening(() => page.reload());
    await world.peer.pair(uri);
    await accountButton(page).waitFor({ timeout: 20_000 });
    await keptNothing(page);
  });

  it('the modal opened again after the reload shows the same code while it is valid, and it connects', async () => {
    const { page, uri } = await codeSaved();
    await page.reload();
    expect(await shownUri(page)).toBe(uri);
    await pairsInModal(page, uri);
    await keptNothing(page);
  });

  it('a page that went away before the SDK saved the pairing shows a fresh code after the reload, and that one connects', async () => {
    const { page, uri } = await codeSaved();
    // As if the tab had gone before the save: the kept URI is there, the SDK's proposal is not.
    await proposalsRecord(page, 'delete');
    await page.reload();
    const fresh = await shownUri(page);
    expect(fresh).not.toBe(uri);
    await pairsInModal(page, fresh);
    await keptNothing(page);
  });

  it('a wallet that approved while the page was away: the restored page connects, or (when the SDK dropped that answer) shows a fresh code, never the dead one', async () => {
    const { page, uri } = await codeSaved();
    await page.goto('about:blank');
    await world.peer.pair(uri);
    await untilListening(() => page.goto(world.app.url));
    // The answer waiting on the relay is read at once; the session settles within a second when it is kept.
    const connected = await accountButton(page)
      .waitFor({ timeout: 5_000 })
      .then(() => true, () => false);
    console.info(`[pending-pairing] approved while away: ${connected ? 'the restored page connected' : 'the SDK dropped the answer; a fresh code'}`);
    if (!connected) {
      const fresh = await shownUri(page);
      expect(fresh).not.toBe(uri);
      await pairsInModal(page, fresh);
    }
    await keptNothing(page);
  });

  it('makes no request that leaves the machine', () => {
    for (const guard of guards) guard.assertNoEgress();
  });
});
