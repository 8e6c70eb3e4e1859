// A signed-in embedded wallet for the frame's tests: the real frame handler against our real server (and its
// anvil chain), a scripted UI on the real channel, the wallet's recovery set up and 1 ETH on its address.
import { APP_PREFIX } from '@wallet-modal/schema/embedded';
import { createApiClient } from '../lib/api.js';
import { loadDeviceIdentity } from '../lib/device.js';
import { createMemoryStore } from '../lib/storage.js';
import { channelName } from '../shared/channel.js';
import { createFrameHandler } from '../frame/handler.js';
import { createUiBridge } from '../frame/uiBridge.js';
import { startEmbeddedTestServer, type EmbeddedTestServer } from './embeddedServer.js';
import { startTestUi, type TestUi } from './testUi.js';

export interface TestWallet {
  server: EmbeddedTestServer;
  ui: TestUi;
  address: `0x${string}`;
  /** Sends the app's message `name` to the frame; resolves its reply. */
  request(name: string, payload?: unknown): Promise<{ type: string; payload: any }>;
  close(): Promise<void>;
}

/** Sends one JSON-RPC call straight to the chain (test set-up only: anvil_* methods, deployments). */
export async function chainRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await response.json()) as { result?: unknown }).result;
}

export type FrameRequest = (name: string, payload?: unknown) => Promise<{ type: string; payload: any }>;

/**
 * The real frame handler against the server at `url`, its UI bridge on `channel`: each call sends one app request
 * and answers the frame's reply to it.
 * @example
 * const request = await frameRequester(server.url, 'tx-project', new BroadcastChannel(channelName('tx-project')));
 */
export async function frameRequester(url: string, projectId: string, channel: BroadcastChannel, store = createMemoryStore()): Promise<FrameRequest> {
  const replies: { id: string; type: string; payload: any }[] = [];
  const handle = createFrameHandler({
    port: { postMessage: (m) => replies.push(m as (typeof replies)[number]) },
    store,
    api: createApiClient({ baseUrl: url, projectId, device: await loadDeviceIdentity(store) }),
    ui: createUiBridge(channel),
    projectId,
    chainId: 31337,
    scryptParams: { N: 1024, r: 8, p: 1 },
  });
  let n = 0;
  return async (name, payload = {}) => {
    const id = `${projectId}_req_${++n}`;
    await handle({ id, type: `${APP_PREFIX}${name}`, payload });
    return replies.find((r) => r.id === id)!;
  };
}

/**
 * @example
 * const wallet = await startTestWallet('tx-project', 'tx@example.com');
 */
export async function startTestWallet(projectId: string, email: string): Promise<TestWallet> {
  const server = await startEmbeddedTestServer();
  const frameChannel = new BroadcastChannel(channelName(projectId));
  const request: TestWallet['request'] = await frameRequester(server.url, projectId, frameChannel);
  const ui = startTestUi(new BroadcastChannel(channelName(projectId)));
  await server.signIn(request, email);
  ui.script.push({ kind: 'password', password: 'tx password' });
  await request('COMPLETE_RECOVERY');
  const address = (await request('GET_USER')).payload.address as `0x${string}`;
  await chainRpc(server.chain.url, 'anvil_setBalance', [address, '0xde0b6b3a7640000']);
  return {
    server,
    ui,
    address,
    request,
    async close() {
      ui.close();
      frameChannel.close();
      await server.close();
    },
  };
}
