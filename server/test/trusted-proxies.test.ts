// Per-IP limits behind a load balancer: the counted address is the socket's unless that socket is a trusted
// proxy (config `trustedProxies`); then it is the address the proxies forwarded in X-Forwarded-For, read from
// the right, so what a visitor writes in the header is never believed. Real server, real proxy, real sockets
// from different loopback addresses.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Device, EMBEDDED_PROJECT, post, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';
import { postFrom, startForwardingProxy, type ForwardingProxy } from './helpers/forwarding-proxy.js';

const CHECKS_PER_IP = 3;
const MAILS_PER_IP = 2;
const otp = { verifyPerIpPerHour: CHECKS_PER_IP, perIpPerHour: MAILS_PER_IP };
const START = '/embedded/v1/email/start';
const VERIFY = '/embedded/v1/email/verify';

const fresh = () => `user-${randomBytes(4).toString('hex')}@example.com`;
const device = await Device.create();
const startBody = () => ({ projectId: EMBEDDED_PROJECT, email: fresh(), device: device.key });
// A code check is counted before anything else is looked at: a code never mailed answers OTP_INVALID once counted.
const verifyBody = () => ({ projectId: EMBEDDED_PROJECT, email: fresh(), device: device.key, otp: '000000' });
const errorCode = (answer: { body: any }) => answer.body.error?.code ?? 'none';

/** The answers to CHECKS_PER_IP + 1 code checks sent by `send`, one after another. */
async function checks(send: (i: number) => Promise<{ body: any }>): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i <= CHECKS_PER_IP; i++) codes.push(errorCode(await send(i)));
  return codes;
}
const allowedThenRefused = [...Array(CHECKS_PER_IP).fill('OTP_INVALID'), 'RATE_LIMITED'];

/**
 * For one describe block: a server with `trustedProxies` and a forwarding proxy in front of it (started before
 * the block, stopped after it), the rate limits cleared before each test. Read them through the getters.
 */
function serverBehindProxy(trustedProxies?: string[]): { readonly w: EmbeddedWorld; readonly proxy: ForwardingProxy } {
  let world: EmbeddedWorld | undefined;
  let forwarding: ForwardingProxy | undefined;
  beforeAll(async () => {
    world = await startEmbeddedWorld({ ...(trustedProxies && { trustedProxies }), embedded: { otp } });
    forwarding = await startForwardingProxy(world.server.secureSiteUrl!);
  });
  afterAll(async () => {
    await forwarding?.close();
    await world?.stop();
  });
  beforeEach(async () => {
    await world!.server.services.db.query('delete from embedded_rate_limits');
  });
  return {
    get w() {
      return world!;
    },
    get proxy() {
      return forwarding!;
    },
  };
}

describe('trustedProxies empty (the default): the socket address is counted', () => {
  const world = serverBehindProxy();

  it('a forged X-Forwarded-For does not change the counted address: code checks naming four clients trip the one socket address\'s limit', async () => {
    const codes = await checks((i) => post(world.w.server, VERIFY, verifyBody(), { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    expect(codes).toEqual(allowedThenRefused);
    expect(errorCode(await post(world.w.server, VERIFY, verifyBody()))).toBe('RATE_LIMITED');
  });

  it('a forged X-Forwarded-For does not change the counted address: mails asked for by "different clients" hit the per-IP mail limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAILS_PER_IP; i++) statuses.push((await post(world.w.server, START, startBody(), { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
    expect(statuses).toEqual([...Array(MAILS_PER_IP).fill(200), 429]);
  });

  it('behind a proxy that is not trusted, every visitor counts as the proxy: one visitor\'s checks use up another\'s', async () => {
    for (let i = 0; i < CHECKS_PER_IP; i++) expect(errorCode(await postFrom('127.0.0.2', world.proxy.url + VERIFY, verifyBody()))).toBe('OTP_INVALID');
    expect(errorCode(await postFrom('127.0.0.3', world.proxy.url + VERIFY, verifyBody()))).toBe('RATE_LIMITED');
  });
});

describe('trustedProxies ["127.0.0.1", "10.0.0.0/8", "fd00::/8"]: the address the trusted proxies forwarded is counted', () => {
  // The proxy reaches the server from 127.0.0.1; visitors reach the proxy from 127.0.0.2 and 127.0.0.3 (not trusted).
  const world = serverBehindProxy(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  const viaProxy = (from: string, path: string, body: unknown, headers?: Record<string, string>) => postFrom(from, world.proxy.url + path, body, headers);

  it('two visitors behind the proxy have separate code-check limits; the same visitor is limited', async () => {
    expect(await checks(() => viaProxy('127.0.0.2', VERIFY, verifyBody()))).toEqual(allowedThenRefused);
    expect(errorCode(await viaProxy('127.0.0.3', VERIFY, verifyBody()))).toBe('OTP_INVALID');
    expect(errorCode(await viaProxy('127.0.0.2', VERIFY, verifyBody()))).toBe('RATE_LIMITED');
  });

  it('two visitors behind the proxy have separate mail limits; the same visitor is limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAILS_PER_IP; i++) statuses.push((await viaProxy('127.0.0.2', START, startBody())).status);
    expect(statuses).toEqual([...Array(MAILS_PER_IP).fill(200), 429]);
    expect((await viaProxy('127.0.0.3', START, startBody())).status).toBe(200);
  });

  it('a visitor\'s own X-Forwarded-For is not believed: "1.2.3.4, 5.6.7.8" sent through the proxy counts as the address the proxy appended', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `1.2.3.${i + 4}, 5.6.7.${i + 8}` });
    expect(await checks((i) => viaProxy('127.0.0.2', VERIFY, verifyBody(), forged(i)))).toEqual(allowedThenRefused);
    // The same visitor without the header is the same counted address, limited.
    expect(errorCode(await viaProxy('127.0.0.2', VERIFY, verifyBody()))).toBe('RATE_LIMITED');
    // Nor can a visitor spend another's limit by naming them: 127.0.0.3 writing 127.0.0.2 is counted as 127.0.0.3.
    expect(errorCode(await viaProxy('127.0.0.3', VERIFY, verifyBody(), { 'x-forwarded-for': '127.0.0.2' }))).toBe('OTP_INVALID');
  });

  it('trusted hops (IPv4 and IPv6 ranges) are skipped from the right: the first untrusted address is the client', async () => {
    // Straight from 127.0.0.1 (trusted), as a balancer in front of an inner proxy at 10.1.2.3 or fd00::1 would send.
    const hops = ['203.0.113.7, 10.1.2.3', '203.0.113.7, fd00::1', '9.9.9.9, 203.0.113.7, fd00::1, 10.9.9.9'];
    expect(await checks((i) => post(world.w.server, VERIFY, verifyBody(), { 'x-forwarded-for': hops[i] ?? hops[0]! }))).toEqual(allowedThenRefused);
    expect(errorCode(await post(world.w.server, VERIFY, verifyBody(), { 'x-forwarded-for': '2001:db8::7, 10.1.2.3' }))).toBe('OTP_INVALID');
    expect(errorCode(await post(world.w.server, VERIFY, verifyBody(), { 'x-forwarded-for': '203.0.113.8' }))).toBe('OTP_INVALID');
  });

  it('an entry that is not an address stops the walk: the trusted hop that passed it on is counted, never the garbage', async () => {
    // Each request names different garbage; all count as 127.0.0.1, the proxy that sent them.
    const garbage = ['not-an-ip', '1.2.3.4:5678', '999.1.1.1', 'unknown'];
    expect(await checks((i) => post(world.w.server, VERIFY, verifyBody(), { 'x-forwarded-for': `203.0.113.9, ${garbage[i]}` }))).toEqual(allowedThenRefused);
    expect(errorCode(await post(world.w.server, VERIFY, verifyBody()))).toBe('RATE_LIMITED');
    // Behind a trusted 10.x hop, that hop is counted: a client of its own.
    expect(errorCode(await post(world.w.server, VERIFY, verifyBody(), { 'x-forwarded-for': 'garbage, 10.1.2.3' }))).toBe('OTP_INVALID');
  });
});

describe('a bad trustedProxies entry', { timeout: 120_000 }, () => {
  const bin = fileURLToPath(new URL('../bin/wallet-modal-server.js', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'wm-proxies-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs `wallet-modal-server serve` as an operator would; a bad config must stop it before it listens. */
  async function serve(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
    const base = { ...process.env, PORT: '0', CONFIG: '', DATABASE_URL: '', TRUSTED_PROXIES: '', PGLITE_DIR: 'memory://' };
    try {
      await promisify(execFile)(process.execPath, [bin, 'serve'], { env: { ...base, ...env }, timeout: 60_000 });
      return { code: 0, stderr: '' };
    } catch (error) {
      const e = error as { code: number; stderr: string };
      return { code: e.code, stderr: e.stderr };
    }
  }

  it('in the config file: the server does not start, and the error names the entry and its place', async () => {
    const config = join(dir, 'config.json');
    writeFileSync(config, JSON.stringify({ trustedProxies: ['10.0.0.1', '10.0.0.0/33'] }));
    const { code, stderr } = await serve({ CONFIG: config });
    expect(code).toBe(1);
    expect(stderr).toContain(`Invalid server config (${config})`);
    expect(stderr).toMatch(/"10\.0\.0\.0\/33" is not an IP address or CIDR range[^\n]*\n\s*→ at trustedProxies\[1\]/);
  });

  it('in TRUSTED_PROXIES: the server does not start, and the error names the entry', async () => {
    const { code, stderr } = await serve({ TRUSTED_PROXIES: '127.0.0.1, 192.168.1.300' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/"192\.168\.1\.300" is not an IP address or CIDR range[^\n]*\n\s*→ at trustedProxies\[1\]/);
  });
});
