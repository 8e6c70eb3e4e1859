// Embedded-wallet latency in the real world (the same as e2e/embedded.e2e.test.ts): examples/full, our
// server and its secure site on another origin, the SMTP sink, anvil, and Chromium started by us and
// attached over CDP (storage partitioning on). Each run is a new browser profile and a new e-mail:
// - frame ready: the hidden iframe inserted → the frame's HANDSHAKE_SUCCESS on the kit's port (the
//   spec's fixed 500 ms post-ready delay comes after it and is not counted);
// - code submit → connected address: a returning device after sign-out (no device approval, no
//   recovery): the sixth digit typed → the address shown;
// - sign request → signature, approval excluded: 'Sign message' clicked → the Approve screen shown,
//   plus Approve clicked → the signature shown (the person's time and the visibility gate left out).
// Stamps are taken in the pages (absolute performance time, comparable across frames) and sent to
// the bench over the console.
import type { BrowserContext, Page } from 'playwright-core';
import { type CdpBrowser, dialogOf, enterCode, type ExampleWorld, launchBrowserOverCdp, secureFrame, shownAddress, signUpByEmail, startExampleWorld, submitEmail, waitUntil } from '@wallet-modal/testing';
import { median } from './latency';
import { table } from './size';
import type { Bench } from './types';

const RUNS = 3;
const PASSWORD = 'correct horse battery';
/** The server mails one message per address per 30 s (spec §5). */
const MAIL_GAP_MS = 31_000;

/** Runs in every frame of the profile (the app and the secure site's frames). */
const PROBE = `(() => {
  const stamp = (name) => console.debug('__bench:' + name + ':' + (performance.timeOrigin + performance.now()));
  const text = (node) => (node && node.textContent || '').trim();
  new MutationObserver(() => {
    if (!window.__benchIframe && document.getElementById('w3m-iframe')) { window.__benchIframe = true; stamp('iframeCreated'); }
    const approve = [...document.querySelectorAll('button')].find((b) => text(b) === 'Approve');
    if (approve && !approve.__benchSeen) { approve.__benchSeen = true; stamp('approveShown'); }
    const dd = document.querySelector('dd');
    const address = /^0x[0-9a-fA-F]{40}$/.test(text(dd)) ? text(dd) : '';
    if (address !== (window.__benchAddress || '')) { window.__benchAddress = address; if (address) stamp('connected'); }
    const signature = document.querySelector('[data-testid="signature"]');
    if (signature && /^0x[0-9a-f]{130}$/.test(text(signature)) && text(signature) !== window.__benchSignature) { window.__benchSignature = text(signature); stamp('signed'); }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest('button');
    if (button && text(button) === 'Sign message') stamp('signClicked');
    if (button && text(button) === 'Approve') stamp('approveClicked');
  }, true);
  document.addEventListener('input', (event) => {
    if (event.target instanceof Element && event.target.getAttribute('aria-label') === 'Digit 6') stamp('codeSubmitted');
  }, true);
  const descriptor = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    ...descriptor,
    set(handler) {
      descriptor.set.call(this, handler && ((event) => {
        if (event.data && event.data.type === '@w3m-frame/HANDSHAKE_SUCCESS') stamp('handshake');
        handler(event);
      }));
    },
  });
})();`;

type Stamps = Map<string, number>;

/** Collects the probe's stamps of every frame of `page` (the latest of each name). */
function collectStamps(page: Page): Stamps {
  const stamps: Stamps = new Map();
  page.on('console', (message) => {
    const match = /^__bench:(\w+):([\d.]+)$/.exec(message.text());
    if (match) stamps.set(match[1]!, Number(match[2]));
  });
  return stamps;
}

async function stamped(stamps: Stamps, ...names: string[]): Promise<number[]> {
  await waitUntil(async () => names.every((name) => stamps.has(name)), `stamps ${names.join(', ')}`);
  return names.map((name) => stamps.get(name)!);
}

type Profile = { cdp: CdpBrowser; context: BrowserContext; page: Page; stamps: Stamps; email: string; address: string; lastMail: number };

export type EmbeddedLatency = { ready: number[]; connect: number[]; sign: number[] };

/**
 * Signs `runs` new visitors up, then signs each in again on its device; returns the three timings per run.
 * @example
 * const { ready, connect, sign } = await measureEmbeddedLatency(world, { runs: 3 });
 */
export async function measureEmbeddedLatency(world: ExampleWorld, { runs }: { runs: number }): Promise<EmbeddedLatency> {
  const result: EmbeddedLatency = { ready: [], connect: [], sign: [] };
  const profiles: Profile[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const cdp = await launchBrowserOverCdp();
      const context = cdp.browser.contexts()[0]!;
      await context.addInitScript({ content: PROBE });
      const page = await context.newPage();
      const stamps = collectStamps(page);
      await page.goto(world.app.url);
      const email = `bench-${run}-${Date.now()}@example.com`;
      const address = await signUpByEmail(page, world.mail!, email, PASSWORD);
      const lastMail = Date.now();
      profiles.push({ cdp, context, page, stamps, email, address, lastMail });
      const [created, handshake] = await stamped(stamps, 'iframeCreated', 'handshake');
      result.ready.push(handshake! - created!);

      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Sign message' }).click();
      await secureFrame(page).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 });
      const [clicked, shown, approved, signed] = await stamped(stamps, 'signClicked', 'approveShown', 'approveClicked', 'signed');
      result.sign.push(shown! - clicked! + (signed! - approved!));
    }
    for (const profile of profiles) {
      const { page, stamps, email, address } = profile;
      await page.getByRole('button', { name: new RegExp(address.slice(-6), 'i') }).first().click();
      await dialogOf(page).getByRole('button', { name: /^Disconnect$/ }).click();
      await waitUntil(async () => (await page.getByText('Connect a wallet to see its address').count()) === 1, 'the sign-out');
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, profile.lastMail + MAIL_GAP_MS - Date.now())));
      stamps.delete('codeSubmitted');
      stamps.delete('connected');
      const started = Date.now();
      await submitEmail(page, email);
      await enterCode(world.mail!, page, email, started);
      const [submitted, connected] = await stamped(stamps, 'codeSubmitted', 'connected');
      if ((await shownAddress(page)) !== address) throw new Error('the returning device got another address');
      result.connect.push(connected! - submitted!);
    }
  } finally {
    for (const profile of profiles) await profile.cdp.close();
  }
  return result;
}

/** `npm run bench`: the embedded wallet's three latencies, median of RUNS runs. */
export const embeddedBench: Bench = {
  title: `Embedded wallet in Chromium over CDP (examples/full, our server + secure site, SMTP sink, anvil): median of ${RUNS}`,
  async run() {
    const world = await startExampleWorld({ example: 'full' });
    try {
      const { ready, connect, sign } = await measureEmbeddedLatency(world, { runs: RUNS });
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const row = (name: string, values: number[]) => [name, ms(median(values)), ms(Math.min(...values)), ms(Math.max(...values))];
      return table([
        ['step', 'median', 'min', 'max'],
        row('frame ready after creation (iframe → handshake)', ready),
        row('code submit → connected address (returning device)', connect),
        row('sign request → signature (approval excluded)', sign),
      ]);
    } finally {
      await world.stop();
    }
  },
};
