// eth_sendTransaction and wallet_sendCalls against a real local chain (anvil) through the proxy route.
import { createPublicClient, http, parseEther, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anvil } from '@wallet-modal/testing';
import type { Screen } from '../shared/channel.js';
import type { TestUi } from '../testing/testUi.js';
import { chainRpc, startTestWallet, type TestWallet } from '../testing/walletFrame.js';

const bob = '0x000000000000000000000000000000000000b0b0';
const carol = '0x000000000000000000000000000000000000ca01';
let wallet: TestWallet;
let chain: Anvil;
let ui: TestUi;
let request: TestWallet['request'];
let address: `0x${string}`;

beforeAll(async () => {
  wallet = await startTestWallet('tx-project', 'tx@example.com');
  ({ ui, request, address } = wallet);
  chain = wallet.server.chain;
}, 60_000);

afterAll(async () => {
  await wallet?.close();
});

const client = () => createPublicClient({ transport: http(chain.url) });

describe('transactions from the embedded wallet', () => {
  it('safe methods go to the chain through the proxy', async () => {
    expect((await request('RPC_REQUEST', { method: 'eth_getBalance', params: [address, 'latest'] })).payload).toBe('0xde0b6b3a7640000');
    expect((await request('RPC_REQUEST', { method: 'eth_accounts' })).payload).toEqual([address]);
  });

  it('eth_sendTransaction: fills nonce, gas and EIP-1559 fees, shows value and fee, sends after Approve, answers the hash', async () => {
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: address, to: bob, value: '0x2386f26fc10000' }] });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    const shown = ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }>;
    expect(shown).toMatchObject({ chainId: 31337, details: { method: 'eth_sendTransaction', transaction: { to: bob, value: parseEther('0.01').toString(), data: '0x' } } });
    expect(shown.details.method === 'eth_sendTransaction' && BigInt(shown.details.transaction.maxFee ?? '0') > 0n).toBe(true);
    const receipt = await client().waitForTransactionReceipt({ hash: reply.payload });
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), type: 'eip1559' });
    expect(await client().getBalance({ address: bob })).toBe(parseEther('0.01'));
  });

  it('a rejected transaction is not sent (USER_REJECTED)', async () => {
    const nonce = await client().getTransactionCount({ address });
    ui.script.push({ kind: 'reject' });
    expect((await request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: bob, value: '0x1' }] })).payload).toMatchObject({ code: 'USER_REJECTED' });
    expect(await client().getTransactionCount({ address })).toBe(nonce);
  });

  it('wallet_sendCalls: the calls go one after another after one approval; wallet_getCallsStatus reports them', async () => {
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', from: address, calls: [{ to: bob, value: '0x1' }, { to: carol, value: '0x2' }] }],
    });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    expect((ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }>).details).toMatchObject({ method: 'wallet_sendCalls', calls: [{ to: bob, value: '1' }, { to: carol, value: '2' }] });
    let status: any;
    for (let i = 0; i < 50; i++) {
      status = (await request('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [reply.payload.id] })).payload;
      if (status.status !== 100) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toMatchObject({ id: reply.payload.id, chainId: '0x7a69', status: 200, atomic: false });
    expect(status.receipts).toHaveLength(2);
    expect(await client().getBalance({ address: carol })).toBe(2n);
  });

  it("wallet_sendCalls: a call whose 'to' is not a 0x address is refused with the field named, before any approval (spec §5)", async () => {
    const shown = ui.screens.length;
    for (const to of ['b0b0000000000000000000000000000000000000', '0xb0b0', 'bob.eth']) {
      const reply = await request('RPC_REQUEST', {
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x7a69', from: address, calls: [{ to: bob, value: '0x1' }, { to, value: '0x1' }] }],
      });
      expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_ERROR');
      expect(reply.payload).toEqual({ code: 'UNKNOWN', message: 'Invalid parameters: wallet_sendCalls (calls.1.to: must be a 0x-prefixed 20-byte address)' });
    }
    expect(ui.screens.length).toBe(shown);
  });

  it('eth_signTypedData_v4: shows domain, chain, primary type and fields; the signature verifies', async () => {
    const typedData = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }],
        Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Example Mail', chainId: 31337 },
      message: { to: bob, contents: 'Hello, Bob!' },
    } as const;
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] });
    expect((ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }>).details).toMatchObject({ method: 'eth_signTypedData_v4', domainName: 'Example Mail', chainId: 31337, primaryType: 'Mail', message: expect.stringContaining('Hello, Bob!') });
    const { EIP712Domain: _, ...types } = typedData.types;
    expect(await verifyTypedData({ address, domain: typedData.domain, types, primaryType: 'Mail', message: typedData.message, signature: reply.payload })).toBe(true);
    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } };
    expect((await request('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(otherChain)] })).payload).toMatchObject({ message: expect.stringMatching(/another chain/) });
  });

  it('refuses a sender that is not this wallet', async () => {
    expect((await request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: bob, to: bob }] })).payload).toMatchObject({ code: 'UNKNOWN', message: expect.stringMatching(/not this wallet/) });
  });
});

describe('every EVM network the server serves (issue 30)', () => {
  const sendOn = async (to: string) => {
    ui.script.push({ kind: 'approve' });
    const reply = await request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x1' }] });
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
    return { hash: reply.payload as `0x${string}`, shown: ui.screens.at(-1) as Extract<Screen, { kind: 'approve' }> };
  };

  it("signs and sends on the local chain and on a second chain (eip155:84532), each named on the approve screen by the server's registry", async () => {
    const local = await sendOn(carol);
    expect(local.shown).toMatchObject({ chainId: 31337, networkName: 'Local' });
    expect((await client().waitForTransactionReceipt({ hash: local.hash })).status).toBe('success');

    const chainB = wallet.server.chainB;
    await chainRpc(chainB.url, 'anvil_setBalance', [address, '0xde0b6b3a7640000']);
    expect((await request('SWITCH_NETWORK', { chainId: 'eip155:84532' })).payload).toEqual({ chainId: 84532 });
    const onB = await sendOn(carol);
    // The server configured Base Sepolia by its id alone: viem's name reaches the screen.
    expect(onB.shown).toMatchObject({ chainId: 84532, networkName: 'Base Sepolia' });
    const clientB = createPublicClient({ transport: http(chainB.url) });
    expect(await clientB.waitForTransactionReceipt({ hash: onB.hash })).toMatchObject({ status: 'success', from: address.toLowerCase() });
    expect(await clientB.getBalance({ address: carol })).toBe(1n);
  });

  it("the app names only a chain neither the server nor the catalogue knows (it cannot relabel one); a chain nobody names shows its id", async () => {
    const signOn = async (payload: Record<string, unknown>) => {
      await request('SWITCH_NETWORK', payload);
      ui.script.push({ kind: 'approve' });
      await request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', address] });
      return ui.screens.at(-1);
    };
    expect(await signOn({ chainId: 84532, networkName: 'Free Money Testnet' })).toMatchObject({ chainId: 84532, networkName: 'Base Sepolia' });
    expect(await signOn({ chainId: 1, networkName: 'Sepolia' })).toMatchObject({ chainId: 1, networkName: 'Ethereum' });
    expect(await signOn({ chainId: 777777, networkName: 'Team Rollup' })).toMatchObject({ chainId: 777777, networkName: 'Team Rollup' });
    const unnamed = await signOn({ chainId: 'eip155:999999' });
    expect(unnamed).toMatchObject({ kind: 'approve', chainId: 999999 });
    expect(unnamed).not.toHaveProperty('networkName');
    await request('SWITCH_NETWORK', { chainId: 31337 });
  });
});
