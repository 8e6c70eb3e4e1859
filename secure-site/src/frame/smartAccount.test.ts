// The embedded wallet's smart account against a real chain (anvil with EntryPoint v0.8 and Simple7702Account),
// the alto bundler, and our server's secure site with the chain's bundler configured: the EOA delegates to
// Simple7702Account (EIP-7702) with its first user operation, and its signatures verify before and after.
import { concatHex, createPublicClient, hashMessage, http, type Hex } from 'viem';
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

const frameOn = (world: Pick<EmbeddedTestServer, 'url'>, store = createMemoryStore()) => frameRequester(world.url, projectId, frameChannel, store);

beforeAll(async () => {
  server = await startSmartAccountTestServer();
  frameChannel = new BroadcastChannel(channelName(projectId));
  request = await frameOn(server);
  ui = startTestUi(new BroadcastChannel(channelName(projectId)));
  const email = 'smart@example.com';
  await server.signIn(request, email);
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
const anvil = (method: string, params: unknown[]) => fetch(server.chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
const fund = (address: string) => anvil('anvil_setBalance', [address, '0xde0b6b3a7640000']);
/** The EOA's code while it delegates to Simple7702Account (EIP-7702 designator). */
const delegation = () => concatHex(['0xef0100', server.bundler.simple7702]).toLowerCase();
const typedData = {
  domain: { name: 'Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: { Mail: [{ name: 'contents', type: 'string' }, { name: 'amount', type: 'uint256' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello, Bob!', amount: '42' },
} as const;
const typedForViem = { ...typedData, message: { contents: typedData.message.contents, amount: 42n } };

/** personal_sign and eth_signTypedData_v4 from the wallet's address, approved; both answers verified by viem on the chain. */
async function signBoth(message: string): Promise<{ message: boolean; typed: boolean }> {
  ui.script.push({ kind: 'approve' });
  const signed = await request('RPC_REQUEST', { method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, eoa] });
  expect(signed.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
  ui.script.push({ kind: 'approve' });
  const typed = await request('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [eoa, JSON.stringify({ ...typedData, types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], ...typedData.types } })] });
  expect(typed.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
  return {
    message: await client().verifyMessage({ address: eoa, message, signature: signed.payload as Hex }),
    typed: await client().verifyTypedData({ address: eoa, ...typedForViem, signature: typed.payload as Hex }),
  };
}

describe('the embedded wallet’s smart account (EIP-7702 to Simple7702Account, ERC-4337 EntryPoint v0.8, through the bundler)', () => {
  it('the frame fetches smartAccountEnabledNetworks from the operator’s server: the chains with a bundler', async () => {
    expect((await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({ smartAccountEnabledNetworks: [31337] });
  });

  it('A failed smart-account network fetch stores an empty list', async () => {
    const unreachable = await frameOn({ url: 'http://127.0.0.1:9' });
    expect((await unreachable('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload).toEqual({ smartAccountEnabledNetworks: [] });
  });

  it('preferredAccountType smartAccount on an enabled network: the smart account is the EOA itself (EIP-7702 delegation to Simple7702Account), not delegated yet', async () => {
    const set = (await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).payload;
    expect(set).toEqual({ type: 'smartAccount', address: eoa });
    expect(await client().getCode({ address: eoa })).toBeUndefined();
    const user = (await request('GET_USER', { chainId: 31337 })).payload;
    expect(user).toMatchObject({ address: eoa, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    expect(user.accounts.slice(0, 2)).toEqual([
      { address: eoa, type: 'smartAccount', namespace: 'eip155' },
      { address: eoa, type: 'eoa', namespace: 'eip155' },
    ]);
    // Back to the EOA: GET_USER answers that type first, at the same address.
    expect((await request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).payload).toEqual({ type: 'eoa', address: eoa });
    const back = (await request('GET_USER', { chainId: 31337 })).payload;
    expect(back).toMatchObject({ address: eoa, preferredAccountType: 'eoa' });
    expect(back.accounts[0]).toEqual({ address: eoa, type: 'eoa', namespace: 'eip155' });
  });

  it('A failed preferred-account set falls back to EOA (a network without smart accounts)', async () => {
    await request('SWITCH_NETWORK', { chainId: 10 });
    expect((await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).payload).toEqual({ type: 'eoa', address: eoa });
    await request('SWITCH_NETWORK', { chainId: 31337 });
    expect((await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).payload).toEqual({ type: 'smartAccount', address: eoa });
  });

  it("wallet_getCapabilities: atomic 'supported' while the wallet sends as its smart account, 'unsupported' as the EOA; another address has none", async () => {
    expect((await request('RPC_REQUEST', { method: 'wallet_getCapabilities', params: [eoa, ['0x7a69']] })).payload).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
    expect((await request('RPC_REQUEST', { method: 'wallet_getCapabilities', params: [dave, ['0x7a69']] })).payload).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
    await request('SET_PREFERRED_ACCOUNT', { type: 'eoa' });
    expect((await request('RPC_REQUEST', { method: 'wallet_getCapabilities', params: [eoa, ['0x7a69']] })).payload).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
    await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' });
  });

  it('the default smart account signs before its delegation: personal_sign and typed data verify with viem (ecrecover; issue 32)', async () => {
    expect(await client().getCode({ address: eoa })).toBeUndefined();
    expect(await signBoth('before the first user operation')).toEqual({ message: true, typed: true });
  });

  it('wallet_sendCalls from the smart account: both calls in ONE user operation after one approval, carrying the authorization that delegates the EOA to Simple7702Account; wallet_getCallsStatus from its receipt', async () => {
    await fund(eoa);
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', from: eoa, atomicRequired: true, calls: [{ to: dave, value: '0x5' }, { to: erin, value: '0x7' }] }],
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
    // One transaction carried both transfers and the authorization: the bundler's handleOps (type 4), not the EOA's own.
    const tx = await client().getTransaction({ hash: status.receipts[0].transactionHash });
    expect(tx.to?.toLowerCase()).toBe('0x4337084d9e255ff0702461cf8895ce9e3b5ff108');
    expect(tx.type).toBe('eip7702');
    expect(tx.authorizationList?.map((entry) => [entry.address.toLowerCase(), entry.chainId])).toEqual([[server.bundler.simple7702.toLowerCase(), 31337]]);
    expect(tx.from.toLowerCase()).not.toBe(eoa.toLowerCase());
    // The authorization used the EOA's nonce 0; the EOA sent nothing itself.
    expect(await client().getTransactionCount({ address: eoa })).toBe(1);
    expect((await client().getCode({ address: eoa }))?.toLowerCase()).toBe(delegation());
    expect((await request('GET_USER', { chainId: 31337 })).payload).toMatchObject({ address: eoa, smartAccountDeployed: true });
  });

  it('the default smart account signs after its delegation: personal_sign and typed data verify with viem through its ERC-1271 isValidSignature (issue 32)', async () => {
    expect((await client().getCode({ address: eoa }))?.toLowerCase()).toBe(delegation());
    expect(await signBoth('after the first user operation')).toEqual({ message: true, typed: true });
    // The account's own isValidSignature is what says so: the ERC-1271 magic value for the key's signature.
    ui.script.push({ kind: 'approve' });
    const signed = (await request('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', eoa] })).payload as Hex;
    const magic = await client().readContract({
      address: eoa,
      abi: [{ type: 'function', name: 'isValidSignature', stateMutability: 'view', inputs: [{ type: 'bytes32' }, { type: 'bytes' }], outputs: [{ type: 'bytes4' }] }],
      functionName: 'isValidSignature',
      args: [hashMessage({ raw: '0x6869' }), signed],
    });
    expect(magic).toBe('0x1626ba7e');
  });

  it('eth_sendTransaction from the delegated smart account goes through the bundler with no new authorization and answers the transaction hash', async () => {
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: eoa, to: dave, value: '0x3' }] });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    expect((ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }>).details).toMatchObject({ method: 'eth_sendTransaction', transaction: { to: dave, value: '3' } });
    const tx = await client().getTransaction({ hash: reply.payload });
    expect((await client().getTransactionReceipt({ hash: reply.payload })).status).toBe('success');
    expect(tx.to?.toLowerCase()).toBe('0x4337084d9e255ff0702461cf8895ce9e3b5ff108');
    expect(tx.authorizationList ?? []).toHaveLength(0);
    expect(await client().getBalance({ address: dave })).toBe(8n);
    expect(await client().getTransactionCount({ address: eoa })).toBe(1);
  });

  it('with the EOA preferred, the same address sends a transaction of its own (no user operation), and the delegation stays', async () => {
    await request('SET_PREFERRED_ACCOUNT', { type: 'eoa' });
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: eoa, to: dave, value: '0x2' }] });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    const tx = await client().getTransaction({ hash: reply.payload });
    expect(tx.from.toLowerCase()).toBe(eoa.toLowerCase());
    expect(tx.to?.toLowerCase()).toBe(dave);
    expect((await client().waitForTransactionReceipt({ hash: reply.payload, pollingInterval: 100 })).status).toBe('success');
    expect(await client().getBalance({ address: dave })).toBe(10n);
    expect((await client().getCode({ address: eoa }))?.toLowerCase()).toBe(delegation());
    await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' });
  });

  it('an EOA that delegates to other code is delegated back to Simple7702Account by its next user operation (the frame authorizes only that delegate)', async () => {
    // Someone (another wallet holding the key, an earlier app) pointed the EOA at other code.
    const elsewhere = '0x000000000000000000000000000000000000bEEF';
    await anvil('anvil_setCode', [eoa, concatHex(['0xef0100', elsewhere])]);
    expect(await request('GET_USER', { chainId: 31337 }).then((reply) => reply.payload.smartAccountDeployed)).toBe(false);
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: eoa, to: erin, value: '0x1' }] });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    const tx = await client().getTransaction({ hash: reply.payload });
    expect(tx.authorizationList?.map((entry) => entry.address.toLowerCase())).toEqual([server.bundler.simple7702.toLowerCase()]);
    expect((await client().getCode({ address: eoa }))?.toLowerCase()).toBe(delegation());
    expect(await client().getBalance({ address: erin })).toBe(8n);
  });

  it('a bundler that is down: a clear error before any approval, nothing sent', async () => {
    await server.bundler.stop();
    const shown = ui.screens.length;
    const before = await client().getBalance({ address: eoa });
    const reply = await request('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', from: eoa, calls: [{ to: dave, value: '0x1' }, { to: erin, value: '0x1' }] }],
    });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_ERROR');
    expect(reply.payload.message).toMatch(/The bundler of eip155:31337 is unavailable/);
    expect(ui.screens.length).toBe(shown);
    expect(await client().getBalance({ address: dave })).toBe(10n);
    expect(await client().getBalance({ address: eoa })).toBe(before);
  }, 60_000);
});
