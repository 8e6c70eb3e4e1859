// Our real server's secure site (@wallet-modal/server, server/src/embedded) for the frame's tests: started
// in-process on loopback with an in-memory database, a loopback SMTP sink and a local chain (anvil) behind its
// RPC proxy, so the frame's handlers run against the real routes, mails and checks.
import { startAnvil, type Anvil } from '../../../e2e/world/anvil';
import { startSmtpSink, type SmtpSink } from '../../../e2e/world/smtp-sink';
import { fixtureSecureSite } from '../../../server/test/helpers/embedded';
import { startTestServer } from '../../../server/test/helpers/server';

export interface EmbeddedTestServer {
  /** The secure site's origin, where the frame's API client points. */
  url: string;
  sink: SmtpSink;
  /** A local chain (eip155:31337) behind the server's RPC proxy. */
  chain: Anvil;
  /** Approves the device waiting to sign in as `email`, from the link mailed after `after`, as the device page does. */
  approveFromMail(email: string, after: number): Promise<void>;
  /** The sign-in code mailed to `email` after `after`. */
  mailedCode(email: string, after: number): Promise<string>;
  /** Releases this file's use; the server stops once no test file of the worker uses it. */
  close(): Promise<void>;
}

/** The projects the frame's tests use. */
export const TEST_PROJECTS = ['test-project', 'tx-project'];
export const TEST_CHAIN_ID = 31337;

type World = Omit<EmbeddedTestServer, 'close'> & { stop(): Promise<void> };

async function startWorld(): Promise<World> {
  const [sink, chain] = await Promise.all([startSmtpSink(), startAnvil({ chainId: TEST_CHAIN_ID })]);
  const server = await startTestServer({
    projects: TEST_PROJECTS.map((id) => ({ id, name: id, origins: [] })),
    origins: { includeDefaults: false },
    logRequests: false,
    history: { enabled: false },
    chains: [{ id: `eip155:${TEST_CHAIN_ID}`, name: 'Local', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    embedded: {
      smtp: { host: sink.host, port: sink.smtpPort },
      // The pages are not under test here: a fixture build serves them.
      secureSite: { port: 0, assetsDir: fixtureSecureSite() },
      device: { waitMs: 2_000 },
      // Tests sign the same address in on several devices within seconds.
      otp: { resendSeconds: 0 },
    },
  });
  const url = server.secureSiteUrl;
  if (!url) throw new Error('The server started without its secure site');
  return {
    url,
    sink,
    chain,
    async approveFromMail(email, after) {
      await sink.waitForMail({ to: email, subject: /Approve sign-in/, after });
      const token = new URL(sink.linkFor(email)!).searchParams.get('token');
      const answer = await fetch(`${url}/embedded/v1/device/approve`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      if (!answer.ok) throw new Error(`device/approve: ${answer.status} ${await answer.text()}`);
    },
    async mailedCode(email, after) {
      await sink.waitForMail({ to: email, subject: /sign-in code/, after });
      return sink.codeFor(email)!;
    },
    async stop() {
      await server.close();
      await Promise.all([sink.stop(), chain.stop()]);
    },
  };
}

// The database start dominates (PGlite with its migrations, seconds): the test files of one worker share
// one server (the 'frame-server' vitest project runs them in one worker without isolation).
let shared: { world: Promise<World>; users: number; idle?: ReturnType<typeof setTimeout> } | undefined;
const IDLE_STOP_MS = 1_000;

/**
 * @example
 * const server = await startEmbeddedTestServer();
 * createApiClient({ baseUrl: server.url, projectId: 'test-project', device });
 */
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
