// Debian's Chromium driven by playwright-core: installed with apt-get when missing
// (never `playwright install`), launched with flags that keep it off the network.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags measured in shared/LOCAL-WORLD.md. The resolver rule makes the browser's own
 * background lookups (update.googleapis.com, accounts.google.com) fail locally.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Returns the Chromium executable, installing Debian's package first when it is missing.
 * @example
 * const executablePath = ensureChromium(); // '/usr/bin/chromium'
 */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH} and installing it needs root: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
}

/**
 * Launches headless Chromium. playwright-core gives every launch a fresh temporary profile.
 * @example
 * const browser = await launchBrowser();
 * const page = await browser.newPage();
 * await browser.close();
 */
export async function launchBrowser(options: Omit<LaunchOptions, 'executablePath'> = {}): Promise<Browser> {
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: ensureChromium(),
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
