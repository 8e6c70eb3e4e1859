// @vitest-environment jsdom
import { getNetwork } from '@wallet-modal/schema/networks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendTransactionRequest } from '../types.js';
import { createEvmSendPath, encodeErc20Transfer } from './evmSendPath.js';
import { setActiveNetwork } from './network.js';
import { sendToken, setSend, setSendTokenBalances } from './send.js';
import type { WalletModal } from '../client.js';
import { testModal } from './testing.js';

let modal: WalletModal;

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = { symbol: 'ETH', quantity: { decimals: '18' } };

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';

function onNetwork(caipNetworkId: string) {
  setActiveNetwork(modal, getNetwork(caipNetworkId)!);
}

beforeEach(() => {
  modal = testModal({ networks: ['eip155:1', SOLANA, BITCOIN] });
});

describe('send (spec §4)', () => {
  it('sending sets loading; after success the balance refreshes and send state resets', async () => {
    setSend(modal, { token: ETH, sendTokenAmount: '0.5', receiverAddress: RECEIVER, receiverProfileName: 'bob.eth' });
    let release!: (hash: string) => void;
    const refreshBalance = vi.fn(async () => {});
    const pending = sendToken(modal, { paths: { eip155: () => new Promise((resolve) => (release = resolve)) }, refreshBalance });
    expect(modal.$send.get().loading).toBe(true);
    release('0xhash');
    expect(await pending).toBe('0xhash');
    expect(refreshBalance).toHaveBeenCalledOnce();
    expect(modal.$send.get()).toEqual({ loading: false, tokenBalances: [] });
  });

  it('the path is chosen by the active network namespace: eip155 uses the EVM path, solana the Solana path', async () => {
    const evm = vi.fn(async () => '0xevm');
    const solana = vi.fn(async () => 'solsig');
    setSend(modal, { token: ETH, sendTokenAmount: '1', receiverAddress: RECEIVER });
    expect(await sendToken(modal, { paths: { eip155: evm, solana }, refreshBalance: async () => {} })).toBe('0xevm');
    onNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    setSend(modal, { sendTokenAmount: '1', receiverAddress: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy' });
    expect(await sendToken(modal, { paths: { eip155: evm, solana }, refreshBalance: async () => {} })).toBe('solsig');
    expect([evm.mock.calls.length, solana.mock.calls.length]).toEqual([1, 1]);
  });

  it("any other namespace fails as an unsupported chain ('Unsupported chain')", async () => {
    setSend(modal, { token: ETH, sendTokenAmount: '1', receiverAddress: 'bc1q' });
    const evm = vi.fn();
    await expect(sendToken(modal, { namespace: 'bip122', paths: { eip155: evm }, refreshBalance: async () => {} })).rejects.toMatchObject({ shortMessage: 'Unsupported chain' });
    expect(evm).not.toHaveBeenCalled();
    expect(modal.$send.get()).toMatchObject({ loading: false, sendTokenAmount: '1' });
  });

  it('a failed or invalid send keeps the form and clears loading', async () => {
    setSend(modal, { sendTokenAmount: '1', receiverAddress: RECEIVER });
    await expect(sendToken(modal, { paths: { eip155: vi.fn() }, refreshBalance: async () => {} })).rejects.toThrow('A token is required');
    setSend(modal, { token: ETH });
    await expect(sendToken(modal, { paths: { eip155: async () => Promise.reject(new Error('User rejected')) }, refreshBalance: async () => {} })).rejects.toThrow('User rejected');
    expect(modal.$send.get()).toMatchObject({ loading: false, token: ETH, receiverAddress: RECEIVER });
  });

  it('token balances offered to send drop tokens with decimals 0', () => {
    const balance = (symbol: string, decimals: string) => ({ name: symbol, symbol, chainId: 'eip155:1', price: 1, iconUrl: '', quantity: { decimals, numeric: '1' } });
    setSendTokenBalances(modal, [balance('USDC', '6'), balance('NFT', '0')]);
    expect(modal.$send.get().tokenBalances.map((t) => t.symbol)).toEqual(['USDC']);
  });
});

describe('EVM send path', () => {
  const sent: SendTransactionRequest[] = [];
  const path = createEvmSendPath({ sendTransaction: async (request) => (sent.push(request), '0xhash') });

  it('sends the native coin as a value transfer', async () => {
    sent.length = 0;
    await path({ token: ETH, sendTokenAmount: '1.5', receiverAddress: RECEIVER });
    expect(sent).toEqual([{ to: RECEIVER, value: 1_500_000_000_000_000_000n }]);
  });

  it('sends an ERC-20 token as transfer(address,uint256) on its contract', async () => {
    sent.length = 0;
    await path({ token: { address: `eip155:1:${USDC}`, symbol: 'USDC', quantity: { decimals: '6' } }, sendTokenAmount: '2.5', receiverAddress: RECEIVER });
    expect(sent).toEqual([{ to: USDC, value: 0n, data: encodeErc20Transfer(RECEIVER, 2_500_000n) }]);
    expect(encodeErc20Transfer(RECEIVER, 2_500_000n)).toBe(
      `0xa9059cbb${'0'.repeat(24)}70997970c51812dc3a010c7d01b50e0d17dc79c8${'0'.repeat(58)}2625a0`,
    );
  });
});
