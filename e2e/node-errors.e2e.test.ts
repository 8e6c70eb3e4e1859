// @vitest-environment jsdom
// Node errors (spec §8) as the app sees them: the built kit, an injected wallet announced by EIP-6963
// that forwards to a real anvil node, and modal.sendTransaction. The node's own error text comes back
// as the spec's clear message (viem's node-error mapping on our send path; we do not reimplement it).
import { createWalletModal, type WalletModal } from '@wallet-modal/kit';
import { evmAdapter } from '@wallet-modal/kit/evm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, DEV_ACCOUNTS, startAnvil } from '@wallet-modal/testing';

let chain: Anvil;
let modal: WalletModal;
const account = DEV_ACCOUNTS[1]!.address;

/** An injected wallet whose every request goes to the node (anvil signs for its unlocked accounts). */
function announceNodeWallet(url: string) {
  let id = 0;
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account];
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      });
      const { result, error } = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
      if (error) throw Object.assign(new Error(error.message), error);
      return result;
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), name: 'Node Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'test.node' }, provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 });
  announceNodeWallet(chain.url);
  modal = createWalletModal({ projectId: 'node-errors', networks: ['eip155:31337'], rpcUrls: { 'eip155:31337': chain.url }, adapters: [evmAdapter()] });
  await modal.connect('test.node');
});
afterAll(async () => {
  modal?.destroy();
  await chain?.stop();
});

describe('node errors on the send path', () => {
  it('a send that is accepted returns the transaction hash', async () => {
    const hash = await modal.sendTransaction({ to: DEV_ACCOUNTS[2]!.address, value: 10n ** 15n });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('insufficient funds (gas * fee + value over balance) reads as the spec text', async () => {
    const send = modal.sendTransaction({ to: DEV_ACCOUNTS[2]!.address, value: 10n ** 30n });
    await expect(send).rejects.toThrow('The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.');
  });

  it('a bad receiver address is refused before it reaches the wallet', async () => {
    const send = modal.sendTransaction({ to: '0x1234', value: 1n });
    await expect(send).rejects.toThrow('Address "0x1234" is invalid.');
  });
});
