// GET /v1/identity/{address} keeps what the chain's name service said for 5 minutes per instance (spec
// §7 "identity … (cached)", §9 "identity 5 min"): a second read costs no RPC request, so it is answered
// even while the chain's RPC fails; a name registered on this server is read fresh every time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '@wallet-modal/testing';
import type { RunningServer } from '../src/server.js';
import { namehash, startTestChain, type TestChain } from './helpers/chain.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

let chain: TestChain;
let proxy: FaultProxy;
let server: RunningServer;

beforeAll(async () => {
  chain = await startTestChain(31337);
  const names = await chain.deploy('NameService');
  await chain.write(names, 'NameService', 'setName', [chain.deployer, 'cached.test']);
  await chain.write(names, 'NameService', 'setText', [namehash('cached.test'), 'avatar', 'data:image/svg+xml;base64,PHN2Zy8+']);
  // Reverse records that are not in their canonical spelling: capitals, and a Cyrillic 'а' in 'pаypal'.
  await chain.write(names, 'NameService', 'setName', [chain.accounts[4]!.address, 'Metamask.eth']);
  await chain.write(names, 'NameService', 'setName', [chain.accounts[5]!.address, 'p\u0430ypal.eth']);
  proxy = await startFaultProxy({ target: chain.url });
  server = await startTestServer({
    projects,
    history: { enabled: false },
    chains: [{ id: 'eip155:31337', name: 'Anvil', rpcUrl: proxy.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nameService: { type: 'ens', universalResolver: names } }],
  });
});
afterAll(async () => {
  await server?.close();
  await proxy?.stop();
  await chain?.stop();
});

describe('identity cache', () => {
  it('Cache lifetimes: identity 5 min — the second read of an address asks the chain nothing, and is answered while its RPC fails', async () => {
    const identity = () => call(server, `/v1/identity/${chain.deployer}?projectId=${PROJECT}&chainId=eip155:31337`);
    const first = await identity();
    expect(first.body).toEqual({ name: 'cached.test', avatar: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(proxy.requests.length).toBeGreaterThan(0);
    proxy.requests.length = 0;
    proxy.always({ status: 503 });
    const second = await identity();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('cache-control')).toBe('public, max-age=300');
    expect(proxy.requests).toHaveLength(0);
    // Another address is not in the cache: it needs the chain, which is failing.
    const other = await call(server, `/v1/identity/${chain.accounts[3]!.address}?projectId=${PROJECT}&chainId=eip155:31337`);
    expect(other.status).toBe(502);
    expect(other.body.error.code).toBe('UPSTREAM_FAILED');
    proxy.always('forward');
  });

  it('a reverse record not in its canonical spelling (ENSIP-15) gives no name: a look-alike never passes for another name', async () => {
    for (const account of [chain.accounts[4]!, chain.accounts[5]!]) {
      const answer = await call(server, `/v1/identity/${account.address}?projectId=${PROJECT}&chainId=eip155:31337`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ name: null, avatar: null });
    }
  });
});
