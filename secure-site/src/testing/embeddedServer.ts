// Our real server's secure site (@wallet-modal/server, server/src/embedded) for the frame's tests: started
// in-process on loopback with an in-memory database, a loopback SMTP sink and a local chain (anvil) behind its
// RPC proxy, so the frame's handlers run against the real routes, mails and checks.
import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Anvil, type Bundler, type SmtpSink, startAnvil, startBundler, startSmtpSink } from '@wallet-modal/testing';
import { loadConfig } from '../../../server/src/config/load';
import { migrate } from '../../../server/src/db/migrate';
import { openPglite } from '../../../server/src/db/pglite';
import type { Database } from '../../../server/src/db/types';
import { startServer } from '../../../server/src/server';
import { fixtureSecureSite } from '../../../server/test/helpers/embedded';

export interface EmbeddedTestServer {
  /** The secure site's origin, where the frame's API client points. */
  url: string;
  sink: SmtpSink;
  /** A local chain (eip155:31337) behind the server's RPC proxy. */
  chain: Anvil;
  /** A second local chain under Base Sepolia's id (eip155:84532), configured by its id alone (viem names it). */
  chainB: Anvil;
  /** The chain's ERC-4337 bundler, when the world was started with smart accounts (startSmartAccountTestServer). */
  bundler?: Bundler;
  /** Approves the device waiting to sign in as `email`, from the link mailed after `after`, as the device page does. */
  approveFromMail(email: string, after: number): Promise<void>;
  /** The sign-in code mailed to `email` after `after`. */
  mailedCode(email: string, after: number): Promise<string>;
  /** E-mail login through a frame on this server (frameEmailSignIn). */
  signIn(request: FrameLoginRequest, email: string): Promise<{ payload: unknown; approvedByLink: boolean }>;
  /** Releases this file's use; the server stops once no test file of the worker uses it. */
  close(): Promise<void>;
}

/** The part of a test frame's requester that e-mail login uses. */
export type FrameLoginRequest = (name: 'CONNECT_EMAIL' | 'CONNECT_OTP' | 'CONNECT_DEVICE', payload?: never) => Promise<{ payload: unknown }>;

const asJson = (value: unknown) => JSON.stringify(value);

/** The projects the frame's tests use. */
export const TEST_PROJECTS = ['test-project', 'tx-project'];
export const TEST_CHAIN_ID = 31337;
export const TEST_CHAIN_B_ID = 84532;

type World = Omit<EmbeddedTestServer, 'close'> & { stop(): Promise<void> };

/**
 * An in-memory database with the server's migrations. PGlite's initdb takes seconds, so the initdb'd
 * cluster is dumped once per PGlite version into the temp directory and loaded from there (~1 s).
 */
async function freshDatabase(): Promise<Database> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const file = join(tmpdir(), `wallet-modal-pglite-${version}-initdb.tar`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create('memory://');
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  const db = await openPglite('memory://', { loadDataDir: new Blob([readFileSync(file)], { type: 'application/x-tar' }) });
  await migrate(db);
  return db;
}

/** Approves the device waiting to sign in as `email`, from the link mailed after `after`, as the device page does. */
async function approveFromMail({ url, sink }: { url: string; sink: SmtpSink }, email: string, after: number): Promise<void> {
  await sink.waitForMail({ to: email, subject: /Approve sign-in/, after });
  const token = new URL(sink.linkFor(email)!).searchParams.get('token');
  const answer = await fetch(`${url}/embedded/v1/device/approve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  if (!answer.ok) throw new Error(`device/approve: ${answer.status} ${await answer.text()}`);
}

async function mailedCode(sink: SmtpSink, email: string, after: number): Promise<string> {
  await sink.waitForMail({ to: email, subject: /sign-in code/, after });
  return sink.codeFor(email)!;
}

/**
 * E-mail login through a frame, in the order the kit drives it: e-mail (always answered VERIFY_OTP) → the
 * mailed code; on an account that already has a device the code answers VERIFY_DEVICE, the mailed link
 * approves this device key, CONNECT_DEVICE sees it, and a new code signs in. Resolves to the last
 * CONNECT_OTP answer and whether the link was needed (tests prove approval was required with `approvedByLink`).
 * @example
 * const { payload } = await frameEmailSignIn({ url, sink }, request, 'ada@example.com');
 */
export async function frameEmailSignIn(world: { url: string; sink: SmtpSink }, request: FrameLoginRequest, email: string): Promise<{ payload: unknown; approvedByLink: boolean }> {
  const ask = request as (name: string, payload?: unknown) => Promise<{ payload: unknown }>;
  const started = Date.now();
  const action = (await ask('CONNECT_EMAIL', { email })).payload;
  if (asJson(action) !== asJson({ action: 'VERIFY_OTP' })) throw new Error(`CONNECT_EMAIL answered ${asJson(action)}, not VERIFY_OTP`);
  const code = await mailedCode(world.sink, email, started);
  const verifying = Date.now();
  const first = (await ask('CONNECT_OTP', { otp: code })).payload;
  if (asJson(first) !== asJson({ action: 'VERIFY_DEVICE' })) return { payload: first, approvedByLink: false };
  // The approval mail went out during the code's check; the link mails a new code once used.
  await approveFromMail(world, email, verifying);
  const approved = (await ask('CONNECT_DEVICE')).payload;
  if (asJson(approved) !== asJson({ approved: true })) throw new Error(`CONNECT_DEVICE answered ${asJson(approved)} after the link`);
  return { payload: (await ask('CONNECT_OTP', { otp: await mailedCode(world.sink, email, verifying) })).payload, approvedByLink: true };
}

async function startWorld({ smartAccounts = false }: { smartAccounts?: boolean } = {}): Promise<World> {
  const [sink, chain, chainB, db] = await Promise.all([startSmtpSink(), startAnvil({ chainId: TEST_CHAIN_ID }), startAnvil({ chainId: TEST_CHAIN_B_ID }), freshDatabase()]);
  const bundler = smartAccounts ? await startBundler({ rpcUrl: chain.url, chainId: TEST_CHAIN_ID }) : undefined;
  const config = loadConfig({
    env: {},
    overrides: {
      mode: 'development',
      port: 0,
      logLevel: 'silent',
      database: { pgliteDir: 'memory://' },
      projects: TEST_PROJECTS.map((id) => ({ id, name: id, origins: [] })),
      origins: { includeDefaults: false },
      logRequests: false,
      history: { enabled: false },
      chains: [
        {
          id: `eip155:${TEST_CHAIN_ID}`,
          name: 'Local',
          rpcUrl: chain.url,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          ...(bundler ? { smartAccounts: { bundlerUrl: bundler.url } } : {}),
        },
        // Any chain viem knows, named by its id: viem gives the name (Base Sepolia), the operator the RPC.
        { id: `eip155:${TEST_CHAIN_B_ID}`, rpcUrls: [chainB.url] },
      ],
      embedded: {
        smtp: { host: sink.host, port: sink.smtpPort },
        // The pages are not under test here: a fixture build serves them.
        secureSite: { port: 0, assetsDir: fixtureSecureSite() },
        device: { waitMs: 2_000 },
        // Tests sign the same address in on several devices within seconds.
        otp: { resendSeconds: 0 },
        // A new device where another holds the wallet is admitted after this wait (issue 29 item 3); the
        // approval and passkey paths are proven in server/test/embedded-device-admission.test.ts.
        recovery: { newDeviceDelaySeconds: NEW_DEVICE_WAIT_SECONDS },
      },
    },
  });
  const server = await startServer(config, undefined, db);
  const url = server.secureSiteUrl;
  if (!url) throw new Error('The server started without its secure site');
  return {
    url,
    sink,
    chain,
    chainB,
    ...(bundler ? { bundler } : {}),
    approveFromMail: (email, after) => approveFromMail({ url, sink }, email, after),
    mailedCode: (email, after) => mailedCode(sink, email, after),
    signIn: (request, email) => frameEmailSignIn({ url, sink }, request, email),
    async stop() {
      await server.close();
      await bundler?.stop();
      await Promise.all([sink.stop(), chain.stop(), chainB.stop()]);
    },
  };
}

// The test files of one worker share one server (the 'frame-server' vitest project runs them in one
// worker without isolation): a start still costs a second or more of database and server set-up.
let shared: { world: Promise<World>; users: number; idle?: ReturnType<typeof setTimeout> } | undefined;
const IDLE_STOP_MS = 1_000;

/**
 * @example
 * const server = await startEmbeddedTestServer();
 * createApiClient({ baseUrl: server.url, projectId: 'test-project', device });
 */
/** How long a new device waits to be admitted on the test server when no other device allows it. */
export const NEW_DEVICE_WAIT_SECONDS = 2;

export async function startEmbeddedTestServer(): Promise<EmbeddedTestServer> {
  shared ??= { world: startWorld(), users: 0 };
  const current = shared;
  clearTimeout(current.idle);
  current.users++;
  const world = await current.world;
  let released = false;
  return {
    ...world,
    async close() {
      if (released) return;
      released = true;
      if (--current.users > 0) return;
      current.idle = setTimeout(() => {
        if (shared === current) shared = undefined;
        void world.stop();
      }, IDLE_STOP_MS);
    },
  };
}

/**
 * A world of its own (not shared) whose chain has smart accounts: EntryPoint v0.8, Simple7702Account (EIP-7702)
 * and the alto bundler, configured as the chain's bundler on the server.
 * @example
 * const server = await startSmartAccountTestServer();
 * // … server.bundler.url
 * await server.close();
 */
export async function startSmartAccountTestServer(): Promise<EmbeddedTestServer & { bundler: Bundler }> {
  const world = await startWorld({ smartAccounts: true });
  return { ...world, bundler: world.bundler!, close: () => world.stop() };
}
