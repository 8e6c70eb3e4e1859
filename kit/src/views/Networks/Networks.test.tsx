// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solanaAdapter } from '../../adapters/solana/index.js';
import { DEVNET, memorySolanaWallet, type MemorySolanaWallet } from '../../adapters/solana/testing.js';
import { loopback, memoryWallet, testModal, type Loopback } from '../../core/controllers/testing.js';
import { renderWithModal } from '../testing.js';
import { Networks } from './Networks.js';

/** Solana Devnet's RPC as far as the account view asks it: 2 SOL for everyone. */
let rpc: Loopback;
beforeAll(async () => {
  rpc = await loopback(({ body }) => ({ body: { jsonrpc: '2.0', id: JSON.parse(body).id, result: { context: { slot: 1 }, value: 2_000_000_000 } } }));
});
afterAll(() => rpc.close());

let solana: MemorySolanaWallet | undefined;
afterEach(() => solana?.unregister());

const evmAndSolana = () => testModal({ networks: ['eip155:1', 'eip155:10', DEVNET], rpcUrls: { [DEVNET]: rpc.url }, adapters: [memoryWallet().adapter, solanaAdapter()] });

describe('Networks view', () => {
  it('the networks view groups networks by namespace, a heading per namespace', () => {
    renderWithModal(<Networks />, { modal: evmAndSolana() });
    const evm = screen.getByRole('list', { name: 'Ethereum and EVM' });
    const names = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.firstChild?.textContent);
    expect(names(evm)).toEqual(['Ethereum', 'OP Mainnet']);
    const solanaList = screen.getByRole('list', { name: 'Solana' });
    expect(names(solanaList)).toEqual(['Solana Devnet']);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Ethereum and EVM', 'Solana']);
  });

  it('an app of one namespace lists its networks without headings', () => {
    renderWithModal(<Networks />, { modal: testModal({ adapters: [memoryWallet().adapter] }) });
    expect(screen.getByRole('list', { name: 'Networks' })).toBeDefined();
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });

  it("switching to a network of another namespace makes that namespace active and keeps each namespace's account", async () => {
    const modal = evmAndSolana();
    solana = await memorySolanaWallet();
    await modal.connect('dev.wallet');
    await modal.connect('wallet-standard:Memory Wallet');
    const accounts = { eip155: modal.$accounts.get().eip155?.address, solana: modal.$accounts.get().solana?.address };
    expect(accounts.solana).toBe(solana.signer.address);
    renderWithModal(<Networks />, { modal });

    fireEvent.click(screen.getByRole('button', { name: /^OP Mainnet/ }));
    await screen.findByRole('button', { name: /^OP Mainnet/, current: true });
    expect(modal.$activeNamespace.get()).toBe('eip155');
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
    // Solana's wallet stays connected on its network, and says so.
    expect(screen.getByRole('button', { name: 'Solana Devnet Connected' }).getAttribute('aria-current')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: /^Solana Devnet/ }));
    await screen.findByRole('button', { name: /^Solana Devnet/, current: true });
    expect(modal.$activeNamespace.get()).toBe('solana');
    expect(modal.$account.get().address).toBe(accounts.solana);
    expect({ eip155: modal.$accounts.get().eip155?.address, solana: modal.$accounts.get().solana?.address }).toEqual(accounts);
    expect(screen.getByRole('button', { name: 'OP Mainnet Connected' })).toBeDefined();
  });
});
