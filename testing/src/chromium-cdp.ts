// Chromium launched by us and attached over CDP. playwright-core's own launch changes Chrome's
// third-party storage rules (an embedded cross-site iframe gets no localStorage); this keeps Chrome's.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';
import { track } from './processes';

export type CdpBrowser = { browser: Browser; close: () => Promise<void> };

/**
 * Starts Chromium with a fresh profile and its DevTools port on loopback, then connects.
 * @example
 * const { browser, close } = await launchBrowserOverCdp();
 * const page = await browser.contexts()[0]!.newPage();
 * await close();
 */
export async function launchBrowserOverCdp(extraArgs: string[] = []): Promise<CdpBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'wallet-modal-chromium-'));
  const child = spawn(
    ensureChromium(),
    [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', ...extraArgs, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = track(child);
  const cleanup = async () => {
    await stop();
    // Chromium's helpers may still be writing the profile for a moment after it exits: retry the removal.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    const endpoint = await devToolsEndpoint(child.stderr!);
    const browser = await chromium.connectOverCDP(endpoint);
    return {
      browser,
      close: async () => {
        await browser.close().catch(() => undefined);
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Chromium prints "DevTools listening on ws://…" on stderr once the port is open. */
function devToolsEndpoint(stderr: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port within 20 s:\n${output}`)), 20_000);
    stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    stderr.once('end', () => reject(new Error(`Chromium exited before opening its DevTools port:\n${output}`)));
  });
}
