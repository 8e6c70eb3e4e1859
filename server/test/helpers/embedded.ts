// The embedded wallet's test world: the real server (secure site on its own port) with a project, a
// loopback SMTP sink, a fixture secure-site build, and devices holding real P-256 keys that sign
// session requests as the frame does.
import { signedRequestPayload, type DeviceKey, type SessionResult } from '@wallet-modal/schema/embedded';
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink, type SinkMail, type SmtpSink } from '@wallet-modal/testing';
import type { ConfigInput } from '../../src/config/schema.js';
import type { RunningServer } from '../../src/server.js';
import { startTestServer } from './server.js';

export const EMBEDDED_PROJECT = 'embedded-project';
export const PROJECT_ORIGINS = ['https://app.example.com', 'https://*.preview.example.org'];

/** A secure-site build as the secure-site workspace makes it: manifest.json + assets/ with SRI hashes. */
export function fixtureSecureSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'wm-secure-site-'));
  mkdirSync(join(dist, 'assets'));
  const pages: Record<string, { script: string; integrity: string; style?: string; styleIntegrity?: string }> = {};
  const sri = (bytes: string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  for (const page of ['frame', 'ui', 'device', 'approve']) {
    const script = `document.getElementById('app').textContent = '${page}';\n`;
    const style = `main { font-family: sans-serif; }\n`;
    writeFileSync(join(dist, 'assets', `${page}-abc123.js`), script);
    writeFileSync(join(dist, 'assets', `${page}-abc123.css`), style);
    pages[page] = { script: `${page}-abc123.js`, integrity: sri(script), style: `${page}-abc123.css`, styleIntegrity: sri(style) };
  }
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ pages }));
  writeFileSync(join(dist, 'secret.txt'), 'outside the assets directory');
  return dist;
}

export type EmbeddedWorld = { server: RunningServer; sink: SmtpSink; site: string; config: ConfigInput; stop(): Promise<void> };

/** Server config for the embedded wallet against `sink`; `overrides.embedded` is merged in. */
export function embeddedConfig(sink: SmtpSink, assetsDir: string, overrides: ConfigInput = {}): ConfigInput {
  const { embedded, ...rest } = overrides;
  return {
    projects: [{ id: EMBEDDED_PROJECT, name: 'Embedded', origins: PROJECT_ORIGINS }],
    origins: { includeDefaults: false },
    logRequests: false,
    ...rest,
    embedded: {
      ...embedded,
      smtp: { host: sink.host, port: sink.smtpPort, ...embedded?.smtp },
      secureSite: { port: 0, assetsDir, ...embedded?.secureSite },
      device: { waitMs: 2_000, ...embedded?.device },
    },
  };
}

export async function startEmbeddedWorld(overrides: ConfigInput = {}): Promise<EmbeddedWorld> {
  const sink = await startSmtpSink();
  const site = fixtureSecureSite();
  const config = embeddedConfig(sink, site, overrides);
  const server = await startTestServer(config);
  return {
    server,
    sink,
    site,
    config,
    async stop() {
      await server.close();
      await sink.stop();
    },
  };
}

/** A browser device: a P-256 key pair as the frame keeps it, the public JWK it sends, and signed requests. */
export class Device {
  private constructor(
    readonly key: DeviceKey,
    private readonly privateKey: webcrypto.CryptoKey,
  ) {}

  static async create(): Promise<Device> {
    const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const jwk = await webcrypto.subtle.exportKey('jwk', pair.publicKey);
    return new Device({ kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! }, pair.privateKey);
  }

  /** The four headers of a session request (api.ts), signed over the exact body bytes. */
  async sign(path: string, body: string, token: string, opts: { nonce?: string; timestamp?: number } = {}): Promise<Record<string, string>> {
    const timestamp = opts.timestamp ?? Date.now();
    const nonce = opts.nonce ?? randomBytes(16).toString('base64url');
    const payload = signedRequestPayload({ method: 'POST', path, timestamp, nonce, bodySha256: createHash('sha256').update(body).digest('base64url') });
    const signature = await webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.privateKey, new TextEncoder().encode(payload));
    return {
      authorization: `Bearer ${token}`,
      'x-wallet-timestamp': String(timestamp),
      'x-wallet-nonce': nonce,
      'x-wallet-signature': Buffer.from(signature).toString('base64url'),
      'content-type': 'application/json',
    };
  }
}

export type Answer = { status: number; headers: Headers; body: any };

/** POST a JSON body (or raw text) to the secure site. */
export async function post(server: RunningServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await fetch(server.secureSiteUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });
  const raw = await res.text();
  let parsed: any = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    /* keep text */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** A signed session request by `device` with `token`. */
export async function signedPost(server: RunningServer, device: Device, token: string, path: string, body: unknown = {}, opts?: { nonce?: string; timestamp?: number }) {
  const text = JSON.stringify(body);
  return post(server, path, text, await device.sign(path, text, token, opts));
}

/** How a sign-in's requests look to the server: the app origin the frame names, and the browser's headers. */
export type SignInFrom = { appOrigin?: string; headers?: Record<string, string> };

/**
 * E-mail start, then the mailed code checked (POST email/verify) for `device`: the verify answer, a session or
 * VERIFY_DEVICE on an account that already has another device.
 * @example const answer = await verifyByCode(w, 'ada@example.com', device);
 */
export async function verifyByCode(world: EmbeddedWorld, email: string, device: Device, { appOrigin, headers = {} }: SignInFrom = {}): Promise<Answer> {
  const { server, sink } = world;
  const origin = appOrigin ? { appOrigin } : {};
  const after = Date.now();
  const start = await post(server, '/embedded/v1/email/start', { projectId: EMBEDDED_PROJECT, email, device: device.key, ...origin }, headers);
  if (start.status !== 200) throw new Error(`email/start: ${start.status} ${JSON.stringify(start.body)}`);
  await sink.waitForMail({ to: email, subject: /sign-in code/, after });
  return post(server, '/embedded/v1/email/verify', { projectId: EMBEDDED_PROJECT, email, otp: sink.codeFor(email), device: device.key, ...origin }, headers);
}

/**
 * A new device on an account that already has one: its code is checked, the server answers VERIFY_DEVICE and
 * mails the approval link. The link's token and the mail (nothing approved yet).
 * @example const { token } = await askDeviceApproval(w, 'ada@example.com', newDevice);
 */
export async function askDeviceApproval(world: EmbeddedWorld, email: string, device: Device, from: SignInFrom = {}): Promise<{ token: string; mail: SinkMail }> {
  const after = Date.now();
  const verify = await verifyByCode(world, email, device, from);
  if (verify.body?.action !== 'VERIFY_DEVICE') throw new Error(`email/verify: ${verify.status} ${JSON.stringify(verify.body)}, not VERIFY_DEVICE`);
  const mail = await world.sink.waitForMail({ to: email, subject: /Approve sign-in/, after });
  return { token: new URL(world.sink.linkFor(email)!).searchParams.get('token')!, mail };
}

/**
 * The whole login: start → code; on an account that already has a device, approve this one from the mailed link (as
 * the device page does) → the new code → session.
 */
export async function login(world: EmbeddedWorld, email: string, device: Device): Promise<SessionResult> {
  const { server, sink } = world;
  const linked = Date.now();
  let verify = await verifyByCode(world, email, device);
  if (verify.status === 200 && verify.body.action === 'VERIFY_DEVICE') {
    // The account already has a device: this one is approved from the mailed link, then a new code is mailed.
    await sink.waitForMail({ to: email, subject: /Approve sign-in/, after: linked });
    const token = new URL(sink.linkFor(email)!).searchParams.get('token')!;
    const approving = Date.now();
    const approved = await post(server, '/embedded/v1/device/approve', { token });
    if (approved.status !== 200) throw new Error(`device/approve: ${approved.status} ${JSON.stringify(approved.body)}`);
    await sink.waitForMail({ to: email, subject: /sign-in code/, after: approving });
    verify = await post(server, '/embedded/v1/email/verify', { projectId: EMBEDDED_PROJECT, email, otp: sink.codeFor(email), device: device.key });
  }
  if (verify.status !== 200) throw new Error(`email/verify: ${verify.status} ${JSON.stringify(verify.body)}`);
  return verify.body as SessionResult;
}

const filled = (n: number, fill: string) => Buffer.alloc(n, fill).toString('base64url');

/**
 * The body of POST /embedded/v1/wallet/create for a password wallet, as the frame sends it: the server share, the
 * recovery server half, the password-sealed user half (`hkdf: 'enc-auth-v1'`) and K_auth, its verifier.
 * @example
 * await signedPost(w.server, device, token, '/embedded/v1/wallet/create', passwordWalletBody({ address }));
 */
export function passwordWalletBody({ address, serverShare = filled(33, 'server-share-of-device-one'), verifier = filled(32, 'k') }: { address: string; serverShare?: string; verifier?: string }) {
  return {
    address,
    serverShare,
    recovery: {
      serverHalf: filled(33, 'recovery-server-half'),
      userHalf: { ciphertext: filled(48, 'c'), iv: filled(12, 'i'), kdf: { name: 'scrypt' as const, salt: filled(16, 's'), N: 131072, r: 8, p: 1, hkdf: 'enc-auth-v1' as const } },
      verifier,
    },
  };
}

/**
 * The owner's device (it holds the wallet) allows `device` to recover it (issue 29 item 3): the new device's first
 * recovery request asks (refused, DEVICE_ADMISSION_REQUIRED, counted as no password guess), the owner admits it.
 * @example await admitDevice(w, owner, ownerToken, device, session.token);
 */
export async function admitDevice(world: EmbeddedWorld, owner: Device, ownerToken: string, device: Device, token: string): Promise<void> {
  const asked = await signedPost(world.server, device, token, '/embedded/v1/wallet/recovery', {});
  if (asked.body?.error?.code !== 'DEVICE_ADMISSION_REQUIRED') throw new Error(`wallet/recovery: ${asked.status} ${JSON.stringify(asked.body)}`);
  const list = await signedPost(world.server, owner, ownerToken, '/embedded/v1/devices');
  const waiting = (list.body.admissions as { id: string; requestedAt: number }[]).sort((a, b) => b.requestedAt - a.requestedAt)[0];
  if (!waiting) throw new Error(`devices: no new device waits: ${JSON.stringify(list.body)}`);
  const admitted = await signedPost(world.server, owner, ownerToken, '/embedded/v1/devices/admit', { id: waiting.id });
  if (admitted.status !== 200) throw new Error(`devices/admit: ${admitted.status} ${JSON.stringify(admitted.body)}`);
}
