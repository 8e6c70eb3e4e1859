// @vitest-environment jsdom
// The other operations of spec §7 on the modal instance, through the EVM adapter and the Dev Wallet
// (the testing kit's dev-wallet.js, an injected EIP-1193 wallet) on a real anvil chain with a real ERC-20:
// estimate gas, write and read contract, EIP-5792 calls (an EOA's wallet: one by one, atomic
// unsupported), and what a wallet without EIP-5792 or with a bad answer gets.

import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contracts from '../../../../server/test/fixtures/contracts.json' with { type: 'json' };
import { devWalletSource, startAnvil, type Anvil } from '@wallet-modal/testing';
import { evmAdapter } from '../../adapters/evm/index.js';
import { createWalletModal, type WalletModal } from '../client.js';
import { WalletModalError } from '../errors/base.js';

const DEV_WALLET = 'dev.wallet-modal';
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

// jsdom's URL is not Node's: resolve the script's path from a plain string.

let anvil: Anvil;
let token: Hex;
const chain = () => createPublicClient({ transport: http(anvil.url) });
const balanceOf = (owner: string) => chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner as Hex] });

/** A fresh page with the Dev Wallet injected (config as testing/src/inject-dev-wallet.ts sets it) and a modal connected to it. */
async function connectedModal(wallet: Record<string, unknown> = {}): Promise<WalletModal> {
  localStorage.clear();
  // The wallet reads eip5792 and reject live from its config; it is injected once (beforeAll).
  (window as unknown as { __DEV_WALLET_CONFIG__: unknown }).__DEV_WALLET_CONFIG__ = { chains: { '1': anvil.url }, chainId: 1, ...wallet };
  const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1'], rpcUrls: { 'eip155:1': anvil.url }, adapters: [evmAdapter()] });
  await expect.poll(() => modal.$connectors.get().some((connector) => connector.id === DEV_WALLET)).toBe(true);
  await modal.connect(DEV_WALLET);
  return modal;
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  const { abi, bytecode } = (contracts as unknown as Record<string, { abi: Abi; bytecode: Hex }>).TestToken!;
  const account = privateKeyToAccount(anvil.accounts[0]!.privateKey);
  const viemChain = { id: 1, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } };
  const hash = await createWalletClient({ account, chain: viemChain, transport: http(anvil.url) }).deployContract({ abi, bytecode, args: ['Demo Token', 'DEMO', 18, 1_000n * 10n ** 18n] });
  token = (await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress!;
  (window as unknown as { __DEV_WALLET_CONFIG__: unknown }).__DEV_WALLET_CONFIG__ = { chains: { '1': anvil.url }, chainId: 1 };
  new Function(devWalletSource)();
}, 60_000);
afterAll(async () => {
  await anvil?.stop();
});

describe('contract operations on a local chain', () => {
  it('estimateGas: a plain transfer uses 21000 gas; an ERC-20 transfer more, as the node says', async () => {
    const modal = await connectedModal();
    expect(await modal.estimateGas({ to: bob, value: 10n ** 16n })).toBe(21_000n);
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1n] });
    const expected = await chain().estimateGas({ account: anvil.accounts[0]!.address as Hex, to: token, data });
    expect(await modal.estimateGas({ to: token, data })).toBe(expected);
    modal.destroy();
  });

  it('writeContract: transfer(bob, 5 DEMO) is ABI-encoded, sent by the wallet and lands; readContract reads the new balance', async () => {
    const modal = await connectedModal();
    const before = await balanceOf(bob);
    const hash = await modal.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [bob, modal.parseUnits('5', 18)] });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await chain().waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })).status).toBe('success');
    expect(await balanceOf(bob)).toBe(before + 5n * 10n ** 18n);
    const read = await modal.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [bob] });
    expect(modal.formatUnits(read as bigint, 18)).toBe(modal.formatUnits(before + 5n * 10n ** 18n, 18));
    modal.destroy();
  });

  it('writeContract: a function the ABI does not have is refused before the wallet is asked', async () => {
    const modal = await connectedModal();
    await expect(modal.writeContract({ address: token, abi: erc20Abi, functionName: 'mintForFree', args: [] })).rejects.toThrow(/mintForFree/);
    modal.destroy();
  });
});

describe('EIP-5792 calls through an injected wallet', () => {
  it('getCapabilities: the Dev Wallet (an EOA) says atomic unsupported on chain 0x1', async () => {
    const modal = await connectedModal();
    expect(await modal.getCapabilities()).toEqual({ '0x1': { atomic: { status: 'unsupported' } } });
    modal.destroy();
  });

  it('sendCalls sends ETH and an ERC-20 transfer in one batch; getCallsStatus reports 200 with both receipts, and both land', async () => {
    const modal = await connectedModal();
    const [carolEth, bobDemo] = [await chain().getBalance({ address: carol }), await balanceOf(bob)];
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 7n] });
    const { id } = await modal.sendCalls({ calls: [{ to: carol, value: 3n }, { to: token, data }] });
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    const status = await modal.getCallsStatus(id);
    expect(status).toMatchObject({ id, status: 200, atomic: false });
    expect(status.receipts).toHaveLength(2);
    expect(await chain().getBalance({ address: carol })).toBe(carolEth + 3n);
    expect(await balanceOf(bob)).toBe(bobDemo + 7n);
    modal.destroy();
  });

  it('wallet_sendCalls targets (to) and data must start with 0x: a bad call is refused naming its field, and nothing is sent', async () => {
    const modal = await connectedModal();
    const nonce = await chain().getTransactionCount({ address: anvil.accounts[0]!.address as Hex });
    await expect(modal.sendCalls({ calls: [{ to: carol }, { to: bob.slice(2) }] })).rejects.toThrow('calls[1].to must start with 0x');
    await expect(modal.sendCalls({ calls: [{ to: carol, data: 'a9059cbb' }] })).rejects.toThrow('calls[0].data must start with 0x');
    expect(await chain().getTransactionCount({ address: anvil.accounts[0]!.address as Hex })).toBe(nonce);
    modal.destroy();
  });

  it('5700 to 5760 capability, bundle and atomicity errors: atomicity required from an EOA is 5760, an unknown bundle id 5730, each with its plain message', async () => {
    const modal = await connectedModal();
    const atomic = await modal.sendCalls({ calls: [{ to: carol, value: 1n }], atomicRequired: true }).catch((error: unknown) => error);
    expect(atomic).toBeInstanceOf(WalletModalError);
    expect(atomic).toMatchObject({ code: 5760, shortMessage: 'The wallet does not support atomic execution but the request requires it.' });
    const unknown = await modal.getCallsStatus(`0x${'ab'.repeat(32)}`).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 5730, shortMessage: 'This bundle ID is unknown or has not been submitted.' });
    modal.destroy();
  });

  it("a wallet without EIP-5792 gets a clear 'not supported' error (4200), not a hang", async () => {
    const modal = await connectedModal({ eip5792: false });
    const failure = await modal.sendCalls({ calls: [{ to: carol, value: 1n }] }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 4200, shortMessage: 'This wallet does not support wallet_sendCalls' });
    await expect(modal.getCapabilities()).rejects.toMatchObject({ code: 4200, shortMessage: 'This wallet does not support wallet_getCapabilities' });
    modal.destroy();
  });

  it('getAssets: the Dev Wallet does not serve wallet_getAssets, said as 4200', async () => {
    const modal = await connectedModal();
    await expect(modal.getAssets()).rejects.toMatchObject({ code: 4200, shortMessage: 'This wallet does not support wallet_getAssets' });
    modal.destroy();
  });
});
