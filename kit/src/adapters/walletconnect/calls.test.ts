// EIP-5792 through WalletConnect: the modal (with the EVM adapter for chain reads and ABI encoding) pairs
// over the loopback relay fixture with a real wallet peer (walletkit; testing/src/walletconnect/peer/calls.ts
// sends the calls one by one with its key, as an EOA's wallet app does), then asks for capabilities,
// sends a batch, reads its status, and writes a contract. The methods travel because the session's
// eip155 namespace lists them (namespaces.ts). Nothing leaves loopback. Node, not jsdom: the peer's
// bitcoinjs curve check fails on jsdom's typed arrays; the page the modal needs is a bare window
// (an EventTarget, as EIP-6963 discovery listens on it) and in-memory storage.
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contracts from '../../../../server/test/fixtures/contracts.json' with { type: 'json' };
import { type Anvil, DEV_ACCOUNTS, installNodeEgressGuard, type NodeEgressGuard, type Relay, startAnvil, startRelay, startWalletPeer, type WalletPeer } from '@wallet-modal/testing';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { evmAdapter } from '../evm/index.js';
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectAdapter } from './index.js';
import { installBareWindow } from './testing.js';

const peerKey = DEV_ACCOUNTS[3]!.privateKey;
const peerAddress = privateKeyToAccount(peerKey).address;
const carol = DEV_ACCOUNTS[4]!.address;

let guard: NodeEgressGuard;
let relay: Relay;
let anvil: Anvil;
let peer: WalletPeer;
let modal: WalletModal;
let token: Hex;
const chain = () => createPublicClient({ transport: http(anvil.url) });

beforeAll(async () => {
  installBareWindow();
  guard = installNodeEgressGuard();
  [relay, anvil] = await Promise.all([startRelay(), startAnvil({ chainId: 1 })]);
  // The peer's account holds the demo ERC-20 (it deploys it).
  const { abi, bytecode } = (contracts as unknown as Record<string, { abi: Abi; bytecode: Hex }>).TestToken!;
  const viemChain = { id: 1, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } };
  const deployer = createWalletClient({ account: privateKeyToAccount(peerKey), chain: viemChain, transport: http(anvil.url) });
  const hash = await deployer.deployContract({ abi, bytecode, args: ['Demo Token', 'DEMO', 18, 1_000n * 10n ** 18n] });
  token = (await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress!;

  peer = await startWalletPeer({ relayUrl: relay.url, projectId: 'test', privateKey: peerKey, chains: { 1: anvil.url }, storagePrefix: 'calls-peer' });
  localStorage.clear();
  modal = createWalletModal({
    projectId: 'test',
    networks: ['eip155:1'],
    rpcUrls: { 'eip155:1': anvil.url },
    adapters: [evmAdapter(), walletConnectAdapter({ projectId: 'test', relayUrl: relay.url, storagePrefix: 'calls-dapp' })],
  });
  const connecting = modal.connect(WALLET_CONNECT_CONNECTOR_ID);
  for (let waited = 0; !modal.$connection.get().uri?.startsWith('wc:'); waited += 50) {
    if (waited > 20_000) throw new Error('no pairing URI');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await peer.pair(modal.$connection.get().uri!);
  await connecting;
}, 60_000);

afterAll(async () => {
  modal?.destroy();
  await peer?.close();
  await relay?.close();
  await anvil?.stop();
  guard?.uninstall();
});

describe('EIP-5792 over a WalletConnect session', () => {
  it('getCapabilities: the wallet app (an EOA) says atomic unsupported on chain 0x1', async () => {
    expect(modal.$accounts.get().eip155?.address).toBe(peerAddress);
    expect(await modal.getCapabilities()).toEqual({ '0x1': { atomic: { status: 'unsupported' } } });
  });

  it('sendCalls sends ETH and an ERC-20 transfer signed by the wallet app; getCallsStatus reports 200 with both receipts', async () => {
    const balanceOf = () => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    const [eth, demo] = [await chain().getBalance({ address: carol }), await balanceOf()];
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [carol, 11n] });
    const { id } = await modal.sendCalls({ calls: [{ to: carol, value: 9n }, { to: token, data }] });
    const status = await modal.getCallsStatus(id);
    expect(status).toMatchObject({ id, status: 200, atomic: false });
    expect(status.receipts).toHaveLength(2);
    expect(await chain().getBalance({ address: carol })).toBe(eth + 9n);
    expect(await balanceOf()).toBe(demo + 11n);
    expect(peer.requests).toEqual(expect.arrayContaining(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']));
  });

  it('atomicity required from an EOA wallet app is 5760; an unknown bundle id 5730', async () => {
    await expect(modal.sendCalls({ calls: [{ to: carol, value: 1n }], atomicRequired: true })).rejects.toMatchObject({ code: 5760, shortMessage: 'The wallet does not support atomic execution but the request requires it.' });
    await expect(modal.getCallsStatus(`0x${'cd'.repeat(32)}`)).rejects.toMatchObject({ code: 5730 });
  });

  it('writeContract: the EVM adapter encodes transfer(carol, 3), the wallet app signs and sends it, and it lands', async () => {
    const before = await chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [carol] });
    const hash = await modal.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [carol, 3n] });
    expect((await chain().waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })).status).toBe('success');
    expect(await chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [carol] })).toBe(before + 3n);
  });

  it('no request left loopback', () => {
    guard.assertNoEgress();
  });
});
