// WebKitGTK (Safari's engine) driven by webdriverio through WebKitWebDriver under Xvfb, all from Debian packages:
// starts the X server and the driver on free numbers, opens one MiniBrowser session, and stops all three.
import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { ensureDebianPackages } from './debian-package';
import { freePort } from './ports';
import { track } from './processes';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export type WebKit = { browser: WebdriverIO.Browser; close: () => Promise<void> };

/** Starts Xvfb on the first free display and resolves its number (Xvfb writes it to fd 3: -displayfd). */
function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const stop = track(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve({ display: `:${text.trim()}`, stop });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it named its display`)));
  });
}

/** Resolves once the driver we spawned listens and says it is ready (webdriverio then connects to it, downloading nothing). */
async function waitForDriver(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const ready = await fetch(`${base}/status`)
      .then((r) => r.json() as Promise<{ value?: { ready?: boolean } }>)
      .then((body) => body.value?.ready === true)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer /status in 20 s');
}

/**
 * Xvfb + WebKitWebDriver + a webdriverio session of MiniBrowser, installed with apt-get when missing.
 * @example
 * const webkit = await launchWebKit();
 * await webkit.browser.url('http://127.0.0.1:5173/');
 * await webkit.close();
 */
export async function launchWebKit(): Promise<WebKit> {
  ensureDebianPackages(['webkit2gtk-driver', 'xvfb'], ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', MINIBROWSER]);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=local'], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
  const stopDriver = track(driver);
  const stopAll = async () => {
    await stopDriver();
    await xvfb.stop();
  };
  try {
    await waitForDriver(`http://127.0.0.1:${port}`, driver);
    // WebKitGTK's own capability, which webdriverio's types do not list (hence a variable, not a literal).
    const capabilities = {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver, not BiDi.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    };
    // hostname and port name the driver spawned above: webdriverio starts none and downloads nothing.
    const browser = await remote({ hostname: '127.0.0.1', port, path: '/', logLevel: 'warn', capabilities });
    return {
      browser,
      close: async () => {
        await browser.deleteSession().catch(() => undefined);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
