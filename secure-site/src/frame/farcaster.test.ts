// The frame's Farcaster sign-in (spec §3 GET_FARCASTER_URI / CONNECT_FARCASTER) against our real server, its
// relay and the IdRegistry stand-in on a local OP Mainnet (anvil, chain 10); the Farcaster app is scripted.
import { APP_PREFIX } from '@wallet-modal/schema/embedded';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Anvil, type LocalFarcaster, setUpFarcaster, startAnvil } from '@wallet-modal/testing';
import { EMBEDDED_PROJECT, startEmbeddedWorld, type EmbeddedWorld } from '../../../server/test/helpers/embedded';
import { createApiClient } from '../lib/api.js';
import { loadDeviceIdentity } from '../lib/device.js';
import { createMemoryStore } from '../lib/storage.js';
import { createFrameHandler } from './handler.js';
import { createUiBridge } from './uiBridge.js';

let chain: Anvil;
let world: EmbeddedWorld;
let farcaster: LocalFarcaster;
const channels: BroadcastChannel[] = [];

beforeAll(async () => {
  chain = await startAnvil({ chainId: 10 });
  world = await startEmbeddedWorld({ embedded: { farcaster: { rpcUrl: chain.url } } });
  farcaster = await setUpFarcaster(chain, () => world.server.secureSiteUrl!);
}, 120_000);
afterAll(async () => {
  for (const channel of channels) channel.close();
  await world?.stop();
  await chain?.stop();
});

let counter = 0;
/** A frame as the page builds it; counts its /farcaster/finish calls. */
async function startFrame() {
  const store = createMemoryStore();
  const device = await loadDeviceIdentity(store);
  const replies: { id: string; type: string; payload: Record<string, unknown> }[] = [];
  let finishes = 0;
  const counting: typeof fetch = (input, init) => {
    if (String(input).endsWith('/farcaster/finish')) finishes++;
    return fetch(input, init);
  };
  const channel = new BroadcastChannel(`farcaster-${++counter}`);
  channels.push(channel);
  const handle = createFrameHandler({
    port: { postMessage: (message) => replies.push(message as (typeof replies)[number]) },
    store,
    api: createApiClient({ baseUrl: world.server.secureSiteUrl!, projectId: EMBEDDED_PROJECT, device, fetch: counting }),
    ui: createUiBridge(channel),
    projectId: EMBEDDED_PROJECT,
    chainId: 1,
    scryptParams: { N: 1024, r: 8, p: 1 },
  });
  async function request(name: string, payload: unknown = {}) {
    const id = `req_${String(++counter).padStart(6, '0')}`;
    await handle({ id, type: `${APP_PREFIX}${name}`, payload });
    return replies.find((reply) => reply.id === id)!;
  }
  return { request, finishes: () => finishes };
}

it('CONNECT_FARCASTER waits until the Farcaster app signed the channel of GET_FARCASTER_URI: userName, and what recovery needs; a second wait on the channel joins the first', async () => {
  const custody = privateKeyToAccount(generatePrivateKey());
  await farcaster.register(777, custody);
  const frame = await startFrame();
  const uri = await frame.request('GET_FARCASTER_URI');
  expect(uri.type).toBe('@w3m-frame/GET_FARCASTER_URI_SUCCESS');
  const url = String(uri.payload.url);
  // The channel token stays in the frame's state; the URL the app shows carries it for the Farcaster app.
  expect(new URL(url).searchParams.get('channelToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const first = frame.request('CONNECT_FARCASTER');
  const second = frame.request('CONNECT_FARCASTER');
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  // One finish a second (~3 by now), not one per waiting request.
  expect(frame.finishes()).toBeGreaterThanOrEqual(2);
  expect(frame.finishes()).toBeLessThanOrEqual(4);
  expect(await farcaster.approve(url, { fid: 777, signer: custody, username: 'ada-fc' })).toBe(201);
  const [a, b] = await Promise.all([first, second]);
  expect(a.type).toBe('@w3m-frame/CONNECT_FARCASTER_SUCCESS');
  expect(a.payload).toEqual({ userName: 'ada-fc', socialProvider: 'farcaster', recovery: 'SETUP' });
  expect(b.payload).toEqual(a.payload);
}, 60_000);

it('a newer GET_FARCASTER_URI ends the wait on the older channel; CONNECT_FARCASTER without one is refused', async () => {
  const frame = await startFrame();
  expect((await frame.request('CONNECT_FARCASTER')).type).toBe('@w3m-frame/CONNECT_FARCASTER_ERROR');
  const older = await frame.request('GET_FARCASTER_URI');
  const waiting = frame.request('CONNECT_FARCASTER');
  const newer = await frame.request('GET_FARCASTER_URI');
  expect(newer.payload.url).not.toBe(older.payload.url);
  const ended = await waiting;
  expect(ended.type).toBe('@w3m-frame/CONNECT_FARCASTER_ERROR');
  expect(String(ended.payload.message)).toMatch(/replaced/);
}, 30_000);
