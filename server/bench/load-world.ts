// What the load bench runs against: anvil with an ERC20, Multicall3 and a name service (the deployer
// has a name and an avatar on a loopback host), some ETH transfers to index for history, an SMTP sink for the one-time-code mails, a
// secure-site build, and the server config that serves all of it.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEther } from 'viem';
import { startSmtpSink, type SmtpSink } from '@wallet-modal/testing';
import { actor } from '../test/helpers/activity.js';
import { namehash, startTestChain, type TestChain } from '../test/helpers/chain.js';
import { fixtureSecureSite } from '../test/helpers/embedded.js';

export const PROJECT = 'bench';
export const EMBEDDED_PROJECT = 'bench-embedded';
/** Transfers to the history account before the server starts: its pages are read from the index. */
export const HISTORY_TRANSFERS = 60;

export type BenchWorld = {
  chain: TestChain;
  sink: SmtpSink;
  /** The account with history (dev account 1). */
  historyAccount: string;
  /** Server config without `database`. */
  config: Record<string, unknown>;
  stop(): Promise<void>;
};

/** An avatar host on loopback: viem checks an https avatar with a request to its host, as it would in production. */
async function startAvatarHost(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench.svg`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function startBenchWorld(): Promise<BenchWorld> {
  const [chain, sink, avatar] = await Promise.all([startTestChain(31337), startSmtpSink(), startAvatarHost()]);
  const token = await chain.deploy('TestToken', ['Bench Token', 'BEN', 18, 10n ** 24n]);
  const multicall = await chain.deploy('Multicall3');
  const names = await chain.deploy('NameService');
  await chain.write(names, 'NameService', 'setName', [chain.deployer, 'bench.test']);
  await chain.write(names, 'NameService', 'setText', [namehash('bench.test'), 'avatar', avatar.url]);
  const [from, to] = [actor(chain, 0), actor(chain, 1)];
  for (let i = 0; i < HISTORY_TRANSFERS; i++) await from.sendEth(to.address, parseEther('0.01'));
  const config = {
    port: 0,
    logLevel: 'info',
    // The bench measures the routes; one log line per request is measured separately (see load.ts).
    logRequests: false,
    projects: [
      { id: PROJECT, origins: [] },
      { id: EMBEDDED_PROJECT, origins: ['https://app.example.com'] },
    ],
    chains: [
      {
        id: 'eip155:31337',
        name: 'Anvil',
        rpcUrl: chain.url,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        multicall3: multicall,
        tokens: [{ address: token }],
        nameService: { type: 'ens', universalResolver: names },
      },
    ],
    history: { pollIntervalMs: 200 },
    embedded: {
      masterKey: randomBytes(32).toString('base64'),
      smtp: { host: sink.host, port: sink.smtpPort },
      secureSite: { port: 0, assetsDir: fixtureSecureSite() },
      // The limits themselves are exercised (one database write per request) but never reached, and
      // wrong codes never lock the code, so every request takes the full path.
      otp: { perIpPerHour: 1_000_000_000, verifyPerIpPerHour: 1_000_000_000, resendSeconds: 0, maxAttempts: 1_000_000_000 },
    },
  };
  return { chain, sink, historyAccount: to.address, config, stop: async () => void (await Promise.all([chain.stop(), sink.stop(), avatar.stop()])) };
}

/** An e-mail address the bench has not used yet. */
export const freshEmail = () => `bench-${randomBytes(6).toString('hex')}@example.com`;
