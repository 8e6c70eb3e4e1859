// Sign In With Farcaster (issue 12) through our own relay: a scripted Farcaster client signs the channel's
// SIWE message with the FID's custody key and answers through /authenticate; the frame (a device key) finishes
// into a session carrying the Farcaster user name. The IdRegistry is a contract on a local OP Mainnet (anvil,
// chain 10) at the canonical address. The attacks the issue names fail.
import { FARCASTER_RELAY_PATH, farcasterStartResult, relayChannelResult, relayStatusResult, sessionResult } from '@wallet-modal/schema/embedded';
import { createWalletClient, http, type Abi, type Hex, type PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, farcasterMessageFields, startAnvil } from '@wallet-modal/testing';
import { ID_REGISTRY_ADDRESS } from '../src/embedded/farcaster/config.js';
import contracts from './fixtures/contracts.json' with { type: 'json' };
import { Device, EMBEDDED_PROJECT, post, signedPost, startEmbeddedWorld, type Answer, type EmbeddedWorld } from './helpers/embedded.js';
import { devicePost } from './helpers/social.js';

const registry = contracts.TestIdRegistry as unknown as { abi: Abi; bytecode: Hex };
const rpc = async (url: string, method: string, params: unknown[]) =>
  ((await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json()) as { result: any }).result;

let chain: Anvil;
let world: EmbeddedWorld;
let register: (fid: number, custody: { address: Hex }) => Promise<void>;
let deployWallet: (owner: Hex) => Promise<Hex>;

beforeAll(async () => {
  chain = await startAnvil({ chainId: 10 });
  const deployer = privateKeyToAccount(chain.accounts[0]!.privateKey);
  const wallet = createWalletClient({ account: deployer, transport: http(chain.url), chain: { id: 10, name: 'op-local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } } });
  // Deploy the stand-in, then put its code at the canonical IdRegistry address (the server's default).
  const receiptOf = async (hash: Hex) => {
    for (;;) {
      const r = await rpc(chain.url, 'eth_getTransactionReceipt', [hash]);
      if (r) return r;
      await new Promise((res) => setTimeout(res, 20));
    }
  };
  const deployed = (await receiptOf(await wallet.deployContract({ abi: registry.abi, bytecode: registry.bytecode }))).contractAddress;
  await rpc(chain.url, 'anvil_setCode', [ID_REGISTRY_ADDRESS, await rpc(chain.url, 'eth_getCode', [deployed, 'latest'])]);
  const smartWallet = contracts.TestSmartWallet as unknown as { abi: Abi; bytecode: Hex };
  deployWallet = async (owner) => (await receiptOf(await wallet.deployContract({ abi: smartWallet.abi, bytecode: smartWallet.bytecode, args: [owner] }))).contractAddress;
  register = async (fid, custody) => {
    await receiptOf(await wallet.writeContract({ address: ID_REGISTRY_ADDRESS, abi: registry.abi, functionName: 'register', args: [BigInt(fid), custody.address] }));
  };
  world = await startEmbeddedWorld({ embedded: { farcaster: { rpcUrl: chain.url } } });
}, 60_000);
afterAll(async () => {
  await world?.stop();
  await chain?.stop();
});

const relay = (path: string) => `${world.server.secureSiteUrl}${FARCASTER_RELAY_PATH}${path}`;
async function call(url: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** The Farcaster app: reads the signature request from the QR URL, signs it with the custody key, answers the relay. */
async function farcasterApp(
  url: string,
  who: { fid: number; signer: PrivateKeyAccount; username?: string },
  edit: (m: Parameters<typeof createSiweMessage>[0]) => void = () => {},
  token?: string,
  relayBase = `${world.server.secureSiteUrl}${FARCASTER_RELAY_PATH}`,
) {
  const fields = farcasterMessageFields(url, who.fid, who.signer.address);
  edit(fields);
  const message = createSiweMessage(fields);
  const signature = await who.signer.signMessage({ message });
  return call(`${relayBase}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? new URL(url).searchParams.get('channelToken')}` },
    body: JSON.stringify({ message, signature, fid: who.fid, username: who.username, displayName: 'Ada', bio: 'hi', pfpUrl: 'https://example.com/a.png' }),
  });
}

const start = async (device: Device) => {
  const res = await devicePost(world, device, '/embedded/v1/farcaster/start', { projectId: EMBEDDED_PROJECT, device: device.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return farcasterStartResult.parse(res.body);
};
const finish = (device: Device, channelToken: string, signer = device) =>
  devicePost(world, signer, '/embedded/v1/farcaster/finish', { projectId: EMBEDDED_PROJECT, channelToken, device: device.key });

const custody = privateKeyToAccount(generatePrivateKey());
beforeAll(async () => {
  await register(1234, custody);
});

describe('Farcaster sign-in through our relay', () => {
  it('the offered socials list farcaster once its OP Mainnet RPC is configured (spec socials order)', async () => {
    const res = await fetch(`${world.server.secureSiteUrl}/embedded/v1/social/providers`);
    expect(await res.json()).toEqual({ providers: ['farcaster'] });
    const both = await startEmbeddedWorld({ embedded: { farcaster: { rpcUrl: chain.url }, social: { google: { clientId: 'g', clientSecret: 's' }, github: { clientId: 'gh', clientSecret: 's' } } } });
    try {
      expect(await (await fetch(`${both.server.secureSiteUrl}/embedded/v1/social/providers`)).json()).toEqual({ providers: ['google', 'farcaster', 'github'] });
    } finally {
      await both.stop();
    }
  });

  it('a Farcaster client approves the channel; the frame finishes into a session with the Farcaster userName', async () => {
    const device = await Device.create();
    const channel = await start(device);
    const url = new URL(channel.url);
    expect(url.origin + url.pathname).toBe('https://farcaster.xyz/~/siwf');
    expect(url.searchParams.get('channelToken')).toBe(channel.channelToken);
    expect(url.searchParams.get('domain')).toBe(new URL(world.server.secureSiteUrl!).host);
    expect(url.searchParams.get('nonce')).toBe(channel.nonce);

    // Before the app answers: pending, and finish is a 409 the frame polls on.
    const pending = await call(relay('/v1/channel/status'), { headers: { authorization: `Bearer ${channel.channelToken}` } });
    expect(pending.status).toBe(202);
    expect(relayStatusResult.parse(pending.body).state).toBe('pending');
    const early = await finish(device, channel.channelToken);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('SOCIAL_NOT_FINISHED');

    // The app is not a page of the secure site: the relay answers it from any origin.
    const preflight = await fetch(relay('/v1/channel/authenticate'), {
      method: 'OPTIONS',
      headers: { origin: 'https://farcaster.xyz', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    const answered = await farcasterApp(channel.url, { fid: 1234, signer: custody, username: 'ada' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    const done = await call(relay('/v1/channel/status'), { headers: { authorization: `Bearer ${channel.channelToken}`, origin: 'https://farcaster.xyz' } });
    expect(done.status).toBe(200);
    expect(done.headers.get('access-control-allow-origin')).toBe('*');
    expect(done.body).toMatchObject({ state: 'completed', fid: 1234, username: 'ada', nonce: channel.nonce });

    const res = await finish(device, channel.channelToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = sessionResult.parse(res.body);
    expect(session.account).toMatchObject({ socialProvider: 'farcaster', userName: 'ada', email: null });
    expect((await signedPost(world.server, device, session.token, '/embedded/v1/session')).status).toBe(200);

    // The same FID again is the same user.
    const device2 = await Device.create();
    const again = await start(device2);
    await farcasterApp(again.url, { fid: 1234, signer: custody, username: 'ada' });
    const second = await finish(device2, again.channelToken);
    expect(second.body.account.userId).toBe(session.account.userId);

    // A replayed finish is refused.
    const replay = await finish(device, channel.channelToken);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('FARCASTER_CHANNEL_INVALID');
  });

  it('a contract custody account (ERC-1271) signs in through its owner key', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const custodyWallet = await deployWallet(owner.address);
    await register(5678, { address: custodyWallet });
    const device = await Device.create();
    const channel = await start(device);
    await farcasterApp(channel.url, { fid: 5678, signer: owner, username: 'contract' }, (m) => void (m.address = custodyWallet));
    const res = await finish(device, channel.channelToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account.userName).toBe('contract');
  });

  it('the relay API creates channels for this site only, as @farcaster/auth-client calls it', async () => {
    const site = new URL(world.server.secureSiteUrl!);
    const made = await call(relay('/v1/channel'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siweUri: site.href, domain: site.host, nonce: 'abcdefgh1234' }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(relayChannelResult.parse(made.body).nonce).toBe('abcdefgh1234');
    const other = await call(relay('/v1/channel'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ siweUri: 'https://evil.example/', domain: 'evil.example' }) });
    expect(other.status).toBe(400);
    // Channel creation keeps the same-origin rule; the frame's device cannot finish a channel it did not start.
    const cross = await call(relay('/v1/channel'), { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://app.example.com' }, body: JSON.stringify({ siweUri: site.href, domain: site.host }) });
    expect(cross.status).toBe(403);
    await farcasterApp(made.body.url, { fid: 1234, signer: custody });
    const device = await Device.create();
    expect((await finish(device, made.body.channelToken)).body.error.code).toBe('FARCASTER_CHANNEL_INVALID');
  });
});

describe('Farcaster sign-in: attacks fail', () => {
  const refusedAtFinish = async (edit: Parameters<typeof farcasterApp>[2], signer = custody) => {
    const device = await Device.create();
    const channel = await start(device);
    expect((await farcasterApp(channel.url, { fid: 1234, signer, username: 'mallory' }, edit)).status).toBe(201);
    const res = await finish(device, channel.channelToken);
    // The refused answer ends the channel: no retry with the same one.
    const again = await finish(device, channel.channelToken);
    expect(again.body.error.code).toBe('FARCASTER_CHANNEL_INVALID');
    return res;
  };

  it("a message signed by a key that is not the FID's custody address", async () => {
    const res = await refusedAtFinish(() => {}, privateKeyToAccount(generatePrivateKey()));
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'FARCASTER_MESSAGE_INVALID', message: expect.stringMatching(/custody address of fid 1234/) });
  });

  it('a message claiming the custody address but signed by another key', async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    const res = await refusedAtFinish((m) => void (m.address = custody.address), other);
    expect(res.body.error).toMatchObject({ code: 'FARCASTER_MESSAGE_INVALID', message: expect.stringMatching(/not signed by the custody address/) });
  });

  it('an FID that is not registered', async () => {
    const res = await refusedAtFinish((m) => void (m.resources = ['farcaster://fid/999']));
    expect(res.body.error.code).toBe('FARCASTER_MESSAGE_INVALID');
  });

  it('a wrong nonce', async () => {
    const res = await refusedAtFinish((m) => void (m.nonce = 'abcdefgh12345678'));
    expect(res.body.error).toMatchObject({ code: 'FARCASTER_MESSAGE_INVALID', message: expect.stringMatching(/nonce/) });
  });

  it('a wrong domain', async () => {
    const res = await refusedAtFinish((m) => void (m.domain = 'evil.example'));
    expect(res.body.error).toMatchObject({ code: 'FARCASTER_MESSAGE_INVALID', message: expect.stringMatching(/domain/) });
  });

  it('an expired channel', async () => {
    const device = await Device.create();
    const channel = await start(device);
    await world.server.services.db.query('update embedded_farcaster_channels set expires_at = $1', [Date.now() - 1]);
    expect((await farcasterApp(channel.url, { fid: 1234, signer: custody })).status).toBe(401);
    const res = await finish(device, channel.channelToken);
    expect(res.body.error.code).toBe('FARCASTER_CHANNEL_INVALID');
  });

  it('an expired message', async () => {
    const res = await refusedAtFinish((m) => void (m.expirationTime = new Date(Date.now() - 1000)));
    expect(res.body.error.code).toBe('FARCASTER_MESSAGE_INVALID');
  });

  it('a finish by another device key', async () => {
    const device = await Device.create();
    const channel = await start(device);
    await farcasterApp(channel.url, { fid: 1234, signer: custody });
    const thief = await Device.create();
    const res = await finish(thief, channel.channelToken);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('SOCIAL_DEVICE_MISMATCH');
    // Naming the right device key but signing with another is a bad request signature.
    expect((await finish(device, channel.channelToken, thief)).body.error.code).toBe('SIGNATURE_INVALID');
    expect((await finish(device, channel.channelToken)).status).toBe(200);
  });

  it('authenticate without or with a wrong channel token, or twice', async () => {
    const device = await Device.create();
    const channel = await start(device);
    const body = JSON.stringify({ message: 'x', signature: '0x00', fid: 1234 });
    const none = await call(relay('/v1/channel/authenticate'), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('FARCASTER_CHANNEL_INVALID');
    const wrong = await farcasterApp(channel.url, { fid: 1234, signer: custody }, undefined, 'A'.repeat(43));
    expect(wrong.status).toBe(401);
    expect((await call(relay('/v1/channel/status'), { headers: { authorization: `Bearer ${'B'.repeat(43)}` } })).status).toBe(401);
    expect((await farcasterApp(channel.url, { fid: 1234, signer: custody })).status).toBe(201);
    // The first answer stands: a second one (say, a bystander who saw the QR code) is refused.
    expect((await farcasterApp(channel.url, { fid: 1234, signer: privateKeyToAccount(generatePrivateKey()) })).status).toBe(401);
    expect((await finish(device, channel.channelToken)).status).toBe(200);
  });
});

describe('Farcaster sign-in: not offered without an OP Mainnet RPC', () => {
  it('an RPC of another chain decides nothing: finish answers UPSTREAM_FAILED', async () => {
    const l1 = await startAnvil({ chainId: 1 });
    const other = await startEmbeddedWorld({ embedded: { farcaster: { rpcUrl: l1.url } } });
    try {
      const device = await Device.create();
      const path = '/embedded/v1/farcaster/start';
      const text = JSON.stringify({ projectId: EMBEDDED_PROJECT, device: device.key });
      const { authorization: _, ...headers } = await device.sign(path, text, 'unused');
      const started = await post(other.server, path, text, headers);
      await farcasterApp(started.body.url, { fid: 1234, signer: custody }, undefined, undefined, `${other.server.secureSiteUrl}${FARCASTER_RELAY_PATH}`);
      const finishText = JSON.stringify({ projectId: EMBEDDED_PROJECT, channelToken: started.body.channelToken, device: device.key });
      const { authorization: __, ...h2 } = await device.sign('/embedded/v1/farcaster/finish', finishText, 'unused');
      const res = await post(other.server, '/embedded/v1/farcaster/finish', finishText, h2);
      expect(res.status).toBe(502);
      expect(res.body.error.message).toMatch(/serves chain 1, not OP Mainnet/);
    } finally {
      await other.stop();
      await l1.stop();
    }
  });

  it('start answers SOCIAL_PROVIDER_UNAVAILABLE', async () => {
    const plain = await startEmbeddedWorld();
    try {
      const device = await Device.create();
      const text = JSON.stringify({ projectId: EMBEDDED_PROJECT, device: device.key });
      const { authorization: _, ...headers } = await device.sign('/embedded/v1/farcaster/start', text, 'unused');
      const res = await post(plain.server, '/embedded/v1/farcaster/start', text, headers);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('SOCIAL_PROVIDER_UNAVAILABLE');
      expect(await (await fetch(`${plain.server.secureSiteUrl}/embedded/v1/social/providers`)).json()).toEqual({ providers: [] });
    } finally {
      await plain.stop();
    }
  });
});
