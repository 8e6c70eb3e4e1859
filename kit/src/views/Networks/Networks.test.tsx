// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { baseSepolia } from 'viem/chains';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solanaAdapter } from '../../adapters/solana/index.js';
import { DEVNET, memorySolanaWallet, type MemorySolanaWallet } from '../../adapters/solana/testing.js';
import { loopback, memoryWallet, testModal, type Loopback } from '../../core/controllers/testing.js';
import { setApprovedNetworks } from '../../core/controllers/network.js';
import { setLocale } from '../../i18n/load.js';
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
    const names = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => within(button).getByTestId('network-name').textContent);
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
    expect(screen.getByRole('button', { name: 'Solana Devnet Testnet Connected' }).getAttribute('aria-current')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: /^Solana Devnet/ }));
    await screen.findByRole('button', { name: /^Solana Devnet/, current: true });
    expect(modal.$activeNamespace.get()).toBe('solana');
    expect(modal.$account.get().address).toBe(accounts.solana);
    expect({ eip155: modal.$accounts.get().eip155?.address, solana: modal.$accounts.get().solana?.address }).toEqual(accounts);
    expect(screen.getByRole('button', { name: 'OP Mainnet Connected' })).toBeDefined();
  });
});

describe('open networks in the list (issue 30)', () => {
  const rollup = {
    id: 'eip155:777',
    name: 'My Rollup',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: ['http://127.0.0.1:9545'],
    iconUrl: 'https://rollup.example/icon.png',
  };
  const openModal = () =>
    testModal({ networks: ['eip155:1', 'eip155:31337', baseSepolia, rollup.id], customNetworks: [rollup], adapters: [memoryWallet().adapter] });
  const rowOf = (name: RegExp) => screen.getByRole('button', { name });

  it('the local chain reads "Local" (in the user’s language); test networks carry a Testnet badge, mainnets none', async () => {
    const modal = openModal();
    const { unmount } = renderWithModal(<Networks />, { modal });
    expect(screen.getAllByTestId('network-name').map((name) => name.textContent)).toEqual(['Ethereum', 'Local', 'Base Sepolia', 'My Rollup']);
    expect(within(rowOf(/^Local/)).getByTestId('network-testnet').textContent).toBe('Testnet');
    expect(within(rowOf(/^Base Sepolia/)).getByTestId('network-testnet')).toBeDefined();
    expect(within(rowOf(/^Ethereum/)).queryByTestId('network-testnet')).toBeNull();
    expect(within(rowOf(/^My Rollup/)).queryByTestId('network-testnet')).toBeNull();
    unmount();
    await setLocale('de');
    try {
      renderWithModal(<Networks />, { modal });
      expect(screen.getByRole('button', { name: /^Lokal Testnetz/ })).toBeDefined();
    } finally {
      await setLocale('en');
    }
  });

  it('a test network whose name already says Testnet gets no second badge: "Bitcoin Testnet" is not read "Bitcoin Testnet Testnet"', () => {
    const named = { ...rollup, id: 'eip155:778', name: 'Rollup Testnet', testnet: true };
    renderWithModal(<Networks />, { modal: testModal({ networks: [baseSepolia, named.id], customNetworks: [named], adapters: [memoryWallet().adapter] }) });
    expect(screen.getByRole('button', { name: /^Rollup Testnet( Connected)?$/ })).toBeDefined();
    expect(within(rowOf(/^Rollup Testnet/)).queryByTestId('network-testnet')).toBeNull();
    expect(within(rowOf(/^Base Sepolia/)).getByTestId('network-testnet')).toBeDefined();
  });

  it('a network’s own icon shows; one that fails to load, or none, becomes a monogram: initials on a colour chosen by the id, never a broken image', () => {
    renderWithModal(<Networks />, { modal: openModal() });
    const image = within(rowOf(/^My Rollup/)).getByTestId('network-icon') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(rollup.iconUrl);
    fireEvent.error(image);
    expect(within(rowOf(/^My Rollup/)).queryByTestId('network-icon')).toBeNull();
    expect(within(rowOf(/^My Rollup/)).getByTestId('network-monogram').textContent).toBe('MR');
    const monogram = (name: RegExp) => within(rowOf(name)).getByTestId('network-monogram');
    expect(monogram(/^Base Sepolia/).textContent).toBe('BS');
    expect(monogram(/^Local/).textContent).toBe('L');
    // The colour is one of the palette's static classes: the same network, the same class; no inline style.
    const classes = ['Ethereum', 'Local', 'Base Sepolia', 'My Rollup'].map((name) => monogram(new RegExp(`^${name}`)).className);
    expect(new Set(classes).size).toBeGreaterThan(1);
    expect(screen.getAllByTestId('network-monogram').every((element) => !element.getAttribute('style'))).toBe(true);
    expect(screen.getAllByRole('button').every((button) => !button.querySelector('img'))).toBe(true);
  });

  it('with the app’s API, a built-in network shows the image the API serves (getAssetImage by CAIP-2 id); an app’s iconUrl comes first; a failing one falls back, finally to the monogram', () => {
    const modal = testModal({ networks: ['eip155:1', rollup.id], customNetworks: [rollup], adapters: [memoryWallet().adapter], apiUrl: 'http://127.0.0.1:9/', projectId: 'demo' });
    renderWithModal(<Networks />, { modal });
    const ethereum = within(rowOf(/^Ethereum/)).getByTestId('network-icon');
    const src = new URL(ethereum.getAttribute('src')!);
    expect(src.pathname).toBe('/public/getAssetImage/eip155%3A1');
    expect(src.searchParams.get('projectId')).toBe('demo');
    fireEvent.error(ethereum);
    expect(within(rowOf(/^Ethereum/)).getByTestId('network-monogram').textContent).toBe('E');
    // A custom network is not the API's to know: its own icon, then the monogram.
    const own = within(rowOf(/^My Rollup/)).getByTestId('network-icon');
    expect(own.getAttribute('src')).toBe(rollup.iconUrl);
    fireEvent.error(own);
    expect(within(rowOf(/^My Rollup/)).queryByTestId('network-icon')).toBeNull();
  });

  it('a wallet that approved only some of the app’s networks: on Solana the others are listed as not available in this wallet, and cannot be picked; on EVM they stay offered (the wallet is asked to add the chain)', async () => {
    const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const modal = testModal({ networks: ['eip155:1', baseSepolia, DEVNET, SOLANA_MAINNET], rpcUrls: { [DEVNET]: rpc.url }, adapters: [memoryWallet().adapter, solanaAdapter()] });
    solana = await memorySolanaWallet();
    await modal.connect('dev.wallet');
    await modal.connect('wallet-standard:Memory Wallet');
    setApprovedNetworks(modal, 'eip155', ['eip155:1']);
    setApprovedNetworks(modal, 'solana', [DEVNET]);
    renderWithModal(<Networks />, { modal });
    expect((rowOf(/^Ethereum/) as HTMLButtonElement).disabled).toBe(false);
    expect((rowOf(/^Base Sepolia/) as HTMLButtonElement).disabled).toBe(false);
    expect(rowOf(/^Base Sepolia/).textContent).not.toContain('Not available in this wallet');
    expect((rowOf(/^Solana Devnet/) as HTMLButtonElement).disabled).toBe(false);
    expect(rowOf(/^Solana( Mainnet)?$|^Solana N|^Solana(?! Devnet)/).textContent).toContain('Not available in this wallet');
    expect((rowOf(/^Solana(?! Devnet)/) as HTMLButtonElement).disabled).toBe(true);
    // Disconnected, every listed network is offered again.
    await modal.disconnect();
    expect(modal.$networks.get().solana?.supportsAllNetworks).toBe(true);
  });
});
