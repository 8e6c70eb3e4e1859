// A browser smoke run of the built pages (not part of the unit suite): a "secure origin" on 127.0.0.1
// serving dist/ the way the server does (SRI script tag, strict CSP) in front of our real server's API,
// and a host page on localhost that frames the wallet and its UI. Run: npx tsx secure-site/scripts/smoke.ts
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startEmbeddedTestServer, TEST_PROJECTS } from '../src/testing/embeddedServer.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(await readFile(`${dist}manifest.json`, 'utf8')) as { pages: Record<string, { script: string; integrity: string; style?: string; styleIntegrity?: string }> };
const api = await startEmbeddedTestServer();
const projectId = TEST_PROJECTS[0]!;

const listen = async (handler: (req: IncomingMessage, res: ServerResponse) => void, host: string) => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port };
};

const page = (name: string) => {
  const assets = manifest.pages[name]!;
  const style = assets.style ? `<link rel="stylesheet" href="/embedded/assets/${assets.style}" integrity="${assets.styleIntegrity}" crossorigin="anonymous">` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${style}<script type="module" src="/embedded/assets/${assets.script}" integrity="${assets.integrity}" crossorigin="anonymous"></script></head><body><main id="app"></main></body></html>`;
};

const secure = await listen(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/embedded/v1/') || url.pathname.startsWith('/v1')) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k === 'content-type' || k === 'authorization' || k.startsWith('x-wallet-'))) as Record<string, string>;
    const answer = await fetch(`${api.url}${req.url}`, { method: 'POST', body, headers });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    return;
  }
  const csp = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; frame-ancestors http://localhost:*";
  const name = /^\/embedded\/(frame|ui|device)$/.exec(url.pathname)?.[1];
  if (name) return void res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(page(name));
  const asset = /^\/embedded\/assets\/([A-Za-z0-9_.-]+)$/.exec(url.pathname)?.[1];
  if (asset) {
    const type = asset.endsWith('.css') ? 'text/css' : 'text/javascript';
    return void res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(await readFile(`${dist}assets/${asset}`));
  }
  res.writeHead(404).end();
}, '127.0.0.1');
const secureOrigin = `http://127.0.0.1:${secure.port}`;

const hostHtml = `<!doctype html><html><body><iframe id="w3m-iframe" src="${secureOrigin}/embedded/frame?projectId=${projectId}&chainId=1&version=0.1.0" style="display:none"></iframe>
<div id="ui"></div>
<script type="module">
const frame = document.getElementById('w3m-iframe');
const ready = new Promise((resolve) => window.addEventListener('message', (e) => { if (e.origin === '${secureOrigin}' && e.source === frame.contentWindow && e.data?.type === '@w3m-frame/READY') resolve(); }));
let port; const pending = new Map();
window.connect = async () => { await ready; const channel = new MessageChannel(); port = channel.port1;
  const done = new Promise((resolve) => (port.onmessage = (e) => { if (e.data.type === '@w3m-frame/HANDSHAKE_SUCCESS') resolve(e.data); else pending.get(e.data.id)?.(e.data); }));
  frame.contentWindow.postMessage({ type: '@w3m-app/HANDSHAKE', nonce: 'abcdefghijklmnopqrstuvwxyz' }, '${secureOrigin}', [channel.port2]); return done; };
window.request = (name, payload = {}) => new Promise((resolve) => { const id = 'id_' + Math.random().toString(36).slice(2, 12); pending.set(id, resolve); port.postMessage({ id, type: '@w3m-app/' + name, payload }); });
window.openUi = (kind) => { const ui = document.createElement('iframe'); ui.src = '${secureOrigin}/embedded/ui?projectId=${projectId}&kind=' + kind; ui.width = 360; ui.height = 420; ui.id = 'ui-' + kind; document.getElementById('ui').replaceChildren(ui); };
</script></body></html>`;
const host = await listen((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(hostHtml), '127.0.0.1');

// Launched by hand and attached over CDP: playwright's own launch turns off third-party storage
// partitioning, under which the cross-site frame gets no IndexedDB (real Chrome partitions it).
const chrome = spawn('/usr/bin/chromium', [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--remote-debugging-port=0', `--user-data-dir=${await mkdtemp(`${tmpdir()}/smoke-chrome-`)}`,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1', 'about:blank',
], { stdio: ['ignore', 'ignore', 'pipe'] });
const endpoint = await new Promise<string>((resolve) => {
  let text = '';
  chrome.stderr.on('data', (chunk) => {
    text += chunk;
    const match = /DevTools listening on (ws:\/\/\S+)/.exec(text);
    if (match) resolve(match[1]!);
  });
});
const browser = await chromium.connectOverCDP(endpoint);
const problems: string[] = [];
try {
  const tab = await browser.contexts()[0]!.newPage();
  tab.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  tab.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await tab.goto(`http://localhost:${host.port}/`);
  const call = (name: string, payload: unknown = {}) => tab.evaluate(([n, p]) => (window as any).request(n, p), [name, payload] as const);
  console.log('handshake', await tab.evaluate(() => (window as any).connect()));
  const email = 'smoke@example.com';
  const after = Date.now();
  console.log('CONNECT_EMAIL', await call('CONNECT_EMAIL', { email }));
  // The new device is approved on the device page, opened from the mailed link.
  await api.sink.waitForMail({ to: email, subject: /Approve sign-in/, after });
  const device = await browser.contexts()[0]!.newPage();
  device.on('console', (m) => m.type() === 'error' && problems.push(`device console: ${m.text()}`));
  await device.goto(`${secureOrigin}/embedded/device?token=${new URL(api.sink.linkFor(email)!).searchParams.get('token')}`);
  await device.getByRole('button', { name: /^Allow .+ to sign in$/ }).click();
  await device.getByText('Sign-in allowed. You can close this page.').waitFor({ timeout: 5_000 });
  console.log('device page:', await device.locator('main').innerText());
  console.log('CONNECT_DEVICE', await call('CONNECT_DEVICE'));
  console.log('CONNECT_OTP', await call('CONNECT_OTP', { otp: await api.mailedCode(email, after) }));
  await tab.evaluate(() => (window as any).openUi('recovery'));
  const recovery = call('COMPLETE_RECOVERY');
  const ui = tab.frameLocator('#ui-recovery');
  await ui.getByLabel('Password', { exact: true }).fill('smoke password');
  await ui.getByLabel('Confirm password').fill('smoke password');
  await ui.getByRole('button', { name: 'Continue' }).click();
  console.log('COMPLETE_RECOVERY', await recovery);
  const user = (await call('GET_USER')) as { payload: { address: string } };
  console.log('GET_USER', user);
  await tab.evaluate(() => (window as any).openUi('approve'));
  const signing = call('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', user.payload.address] });
  const approveUi = tab.frameLocator('#ui-approve');
  const approve = approveUi.getByRole('button', { name: 'Approve', exact: true });
  await approve.waitFor();
  console.log('approve screen:', (await approveUi.locator('main').innerText()).replace(/\n+/g, ' | '));
  try {
    await approveUi.getByRole('button', { name: 'Approve', exact: true, disabled: false }).waitFor({ timeout: 5_000 });
    await approve.click();
    console.log('personal_sign', await signing);
  } catch {
    console.log('Approve stayed disabled:', await approveUi.locator('main').innerText());
  }
} finally {
  await browser.close();
  chrome.kill();
  secure.server.close();
  host.server.close();
  await api.close();
}
console.log(problems.length ? `PROBLEMS:\n${problems.join('\n')}` : 'no console errors');
