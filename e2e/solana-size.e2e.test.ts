// The Solana byte budget of issue 13, enforced: examples/basic generated for its chains (Local 31337, Base Sepolia 84532),
// and again with Solana Devnet added (the CLI adds solanaAdapter()); the JS Chromium fetches before the
// first click (idle prefetch included, gzip) may grow by at most 10 KiB, and no Solana signing, sending
// or RPC code (@solana/kit, the program clients) is among it: it loads when a Solana action needs it.

import { readFileSync, readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureJs, type JsMeasurement } from './bench/size.js';
import { buildExampleVariant, type ExampleVariant, launchBrowser, serveStatic } from '@wallet-modal/testing';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** Gzip bytes of JS before the first click that Solana may add to an EVM app. */
const SOLANA_BUDGET = 10 * 1024;

let browser: Browser;
const variants: ExampleVariant[] = [];
let evmOnly: JsMeasurement;
let evmAndSolana: JsMeasurement;
/** The JS files of the EVM + Solana build. */
let built: string[] = [];
const SOLANA_CHUNK = /(^|\/)(transfer|actions|requests)-[\w-]+\.js$/;

async function measure(networks: string[]): Promise<JsMeasurement> {
  const rpcUrls = { 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:84532': 'http://127.0.0.1:8546', ...(networks.includes(DEVNET) ? { [DEVNET]: 'http://127.0.0.1:8899' } : {}) };
  const variant = await buildExampleVariant('basic', { rpcUrls, config: { networks } });
  variants.push(variant);
  expect(readFileSync(`${variant.root}/src/wallet-modal/modal.ts`, 'utf8').includes('solanaAdapter()')).toBe(networks.includes(DEVNET));
  built = readdirSync(variant.dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const server = await serveStatic({ root: variant.dist });
  try {
    return await measureJs(browser, { url: server.url, openModal: true });
  } finally {
    await server.close();
  }
}

describe('bundle size: Solana beside EVM', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    evmOnly = await measure(['eip155:31337', 'eip155:84532']);
    evmAndSolana = await measure(['eip155:31337', 'eip155:84532', DEVNET]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    variants.forEach((variant) => variant.remove());
  });

  it('with EVM and Solana configured, JS before the first click grows by at most 10 KiB gzip over EVM only', () => {
    const over = evmAndSolana.beforeClick.gzip - evmOnly.beforeClick.gzip;
    console.info(`[solana-size] before click: EVM only ${evmOnly.beforeClick.gzip} B gzip, EVM + Solana ${evmAndSolana.beforeClick.gzip} B gzip (+${over} B)`);
    const files = evmAndSolana.beforeClick.files.map((file) => `${file.url} ${file.gzip}`).join('\n');
    expect(over, `+${over} bytes gzip over EVM only:\n${files}`).toBeLessThanOrEqual(SOLANA_BUDGET);
  });

  it("Solana libraries load only when a Solana action needs them: no transfer, signing or RPC chunk before the click or on opening", () => {
    // The chunks exist in the build (so this check can fail) ...
    expect(built.filter((file) => SOLANA_CHUNK.test(file)).length).toBeGreaterThanOrEqual(2);
    // ... and none of them is fetched before the click or on opening the modal.
    const early = [...evmAndSolana.beforeClick.files, ...(evmAndSolana.onOpen?.files ?? [])].map((file) => file.url);
    expect(early.filter((url) => SOLANA_CHUNK.test(url))).toEqual([]);
  });
});
