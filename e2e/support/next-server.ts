// `next start` of a built Next.js app on a free loopback port, for the tests of the Next.js template and
// of `add` into a Next.js app; and a page probe that notices a "Connect Wallet" button ever shown.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { userShellEnv } from './fresh-app';
import { freePort, track } from '@wallet-modal/testing';

/**
 * Serves the app's production build (`next build` first) until `stop()`.
 * @example
 * const server = await startNextServer(appDir); // server.url: 'http://127.0.0.1:40123/'
 */
export async function startNextServer(appDir: string): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(join(appDir, 'node_modules', '.bin', 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: appDir,
    env: { ...userShellEnv(), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = track(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return { url, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`next start did not answer on ${url} within 60 s:\n${output}`);
}

/**
 * Records, from the first byte of every document, whether a button reading "Connect Wallet" was ever
 * in the page at a moment it could be painted (mutation observers run before each paint).
 * Read it with `page.evaluate(() => window.__sawConnectWallet)`.
 * @example
 * await watchForConnectWallet(context);
 */
export async function watchForConnectWallet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const scope = window as unknown as { __sawConnectWallet: boolean };
    scope.__sawConnectWallet = false;
    const check = () => {
      for (const button of document.querySelectorAll('button')) if (button.textContent?.trim() === 'Connect Wallet') scope.__sawConnectWallet = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
