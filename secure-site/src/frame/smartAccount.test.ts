// The embedded wallet's smart account against a real chain (anvil with EntryPoint v0.8 and the
// SimpleAccountFactory), the alto bundler, and our server's secure site with the chain's bundler configured.
import { createPublicClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../lib/storage.js';
import { channelName, type Screen } from '../shared/channel.js';
import { startSmartAccountTestServer, type EmbeddedTestServer } from '../testing/embeddedServer.js';
import { startTestUi, type TestUi } from '../testing/testUi.js';
import { frameRequester } from '../testing/walletFrame.js';

const projectId = 'tx-project';
const dave = '0x000000000000000000000000000000000000da7e';
const erin = '0x000000000000000000000000000000000000e1e1';
let server: Awaited<ReturnType<typeof startSmartAccountTestServer>>;
let ui: TestUi;
let frameChannel: BroadcastChannel;
let request: (name: string, payload?: unknown) => Promise<{ type: string; payload: any }>;
let eoa: `0x${string}`;
let smart: `0x${string}`;

const frameOn = (world: Pick<EmbeddedTestServer, 'url'>, store = createMemoryStore()) => frameRequester(world.url, projectId, frameChannel, store);

beforeAll(async () => {
  server = await startSmartAccountTestServer();
  frameChannel = new BroadcastChannel(channelName(projectId));
  request = await frameOn(server);
  ui = startTestUi(new BroadcastChannel(channelName(projectId)));
  const email = 'smart@example.com';
  const after = Date.now();
  await request('CONNECT_EMAIL', { email });
  await server.approveFromMail(email, after);
  await request('CONNECT_DEVICE');
  await request('CONNECT_OTP', { otp: await server.mailedCode(email, after) });
  ui.script.push({ kind: 'password', password: 'smart password' });
  await request('COMPLETE_RECOVERY');
  eoa = (await request('GET_USER', { chainId: 31337 })).payload.address;
}, 120_000);

afterAll(async () => {
  ui?.close();
  frameChannel?.close();
  await server?.close();
});

const client = () => createPublicClient({ transport: http(server.chain.url) });
const fund = (address: string) =>
  fetch(server.chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0xde0b6b3a7640000'] }) });

describe('the embedded wallet’s smart account (ERC-4337, EntryPoint v0.8, through the bundler)', () => {
  it('the frame fetches smartAccountEnabledNetworks from the operator’s server: the chains with a bundler', async () => {
    expect((await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({ smartAccountEnabledNetworks: [31337] });
  });

  it('A failed smart-account network fetch stores an empty list', async () => {
    const unreachable = await frameOn({ url: 'http://127.0.0.1:9' });
    expect((await unreachable('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({ smartAccountEnabledNetworks: [] });
  });

  it('preferredAccountType smartAccount on an enabled network: the account is the counterfactual SimpleAccount owned by the embedded key, not deployed yet', async () => {
    const set = (await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).payload;
    expect(set.type).toBe('smartAccount');
    smart = set.address;
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(smart.toLowerCase()).not.toBe(eoa.toLowerCase());
    expect(await client().getCode({ address: smart })).toBeUndefined();
    const user = (await request('GET_USER', { chainId: 31337 })).payload;
    expect(user).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    expect(user.accounts.slice(0, 2)).toEqual([
      { address: smart, type: 'smartAccount', namespace: 'eip155' },
      { address: eoa, type: 'eoa', namespace: 'eip155' },
    ]);
    // Back to the EOA: GET_USER answers it first.
    expect((await request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).payload).toEqual({ type: 'eoa', address: eoa });
    expect((await request('GET_USER', { chainId: 31337 })).payload).toMatchObject({ address: eoa, preferredAccountType: 'eoa' });
  });

  it('A failed preferred-account set falls back to EOA (a network without smart accounts)', async () => {
    await request('SWITCH_NETWORK', { chainId: 10 });
    expect((await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).payload).toEqual({ type: 'eoa', address: eoa });
    await request('SWITCH_NETWORK', { chainId: 31337 });
    expect((await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).payload).toEqual({ type: 'smartAccount', address: smart });
  });

  it("wallet_getCapabilities: atomic 'supported' for the smart account, 'unsupported' for the EOA", async () => {
    expect((await request('RPC_REQUEST', { method: 'wallet_getCapabilities', params: [smart, ['0x7a69']] })).payload).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
    expect((await request('RPC_REQUEST', { method: 'wallet_getCapabilities', params: [eoa, ['0x7a69']] })).payload).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
  });

  it('personal_sign from the smart account is refused in plain words with the step that works (SimpleAccount v0.8 has no ERC-1271; issue 32)', async () => {
    const shown = ui.screens.length;
    const reply = await request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', smart] });
    expect(reply.payload).toMatchObject({ code: 'UNKNOWN', message: 'Your smart account cannot sign messages yet. Switch to your EOA in Account, then sign again.' });
    expect(ui.screens.length).toBe(shown);
  });

  it('wallet_sendCalls from the smart account: both calls in ONE user operation after one approval; the account is deployed by it; wallet_getCallsStatus from its receipt', async () => {
    await fund(smart);
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', from: smart, atomicRequired: true, calls: [{ to: dave, value: '0x5' }, { to: erin, value: '0x7' }] }],
    });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    const shown = (ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }>).details;
    expect(shown).toMatchObject({ method: 'wallet_sendCalls', calls: [{ to: dave, value: '5' }, { to: erin, value: '7' }] });
    let status: any;
    for (let i = 0; i < 100 && status?.status !== 200; i++) {
      status = (await request('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [reply.payload.id] })).payload;
      if (status.status === 100) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toMatchObject({ id: reply.payload.id, chainId: '0x7a69', status: 200, atomic: true });
    expect(status.receipts).toHaveLength(1);
    expect(await client().getBalance({ address: dave })).toBe(5n);
    expect(await client().getBalance({ address: erin })).toBe(7n);
    // One transaction carried both transfers: the bundler's handleOps, not the smart account's or the EOA's own.
    const tx = await client().getTransaction({ hash: status.receipts[0].transactionHash });
    expect(tx.to?.toLowerCase()).toBe('0x4337084d9e255ff0702461cf8895ce9e3b5ff108');
    expect(await client().getTransactionCount({ address: eoa })).toBe(0);
    expect(await client().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{10,}/);
    expect((await request('GET_USER', { chainId: 31337 })).payload).toMatchObject({ address: smart, smartAccountDeployed: true });
  });

  it('eth_sendTransaction from the deployed smart account goes through the bundler and answers the transaction hash', async () => {
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: smart, to: dave, value: '0x3' }] });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    expect((ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }>).details).toMatchObject({ method: 'eth_sendTransaction', transaction: { to: dave, value: '3' } });
    expect((await client().getTransactionReceipt({ hash: reply.payload })).status).toBe('success');
    expect(await client().getBalance({ address: dave })).toBe(8n);
  });

  it('a bundler that is down: a clear error before any approval, nothing sent', async () => {
    await server.bundler.stop();
    const shown = ui.screens.length;
    const before = await client().getBalance({ address: smart });
    const reply = await request('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', from: smart, calls: [{ to: dave, value: '0x1' }, { to: erin, value: '0x1' }] }],
    });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_ERROR');
    expect(reply.payload.message).toMatch(/The bundler of eip155:31337 is unavailable/);
    expect(ui.screens.length).toBe(shown);
    expect(await client().getBalance({ address: dave })).toBe(8n);
    expect(await client().getBalance({ address: smart })).toBe(before);
  }, 60_000);
});
