// @vitest-environment jsdom
// Open networks through the EVM adapter (issue 30), with the Dev Wallet (the testing kit's dev-wallet.js, a real
// injected EIP-1193 wallet) on two local chains under their real ids: the local chain eip155:31337 the
// wallet knows, and eip155:84532 (Base Sepolia's id) it does not, so switching must add it first.

import { createPublicClient, http, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devWalletSource, startAnvil, type Anvil } from '@wallet-modal/testing';
import { createWalletModal } from '../../core/client.js';
import { evmAdapter } from './index.js';
import { chainOf, readClients } from './transport.js';
import { getNetwork } from '@wallet-modal/schema/networks';

const DEV_WALLET = 'dev.wallet-modal';
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let local: Anvil;
let second: Anvil;
/** Every request the app made of the wallet, in order. */
const asked: { method: string; params?: unknown }[] = [];

beforeAll(async () => {
  [local, second] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 84532 })]);
  // The wallet knows the local chain only.
  (window as unknown as { __DEV_WALLET_CONFIG__: unknown }).__DEV_WALLET_CONFIG__ = { chains: { '31337': local.url }, chainId: 31337 };
  window.addEventListener('eip6963:announceProvider', (event) => {
    const provider = (event as CustomEvent<{ provider: { request: (args: { method: string; params?: unknown }) => Promise<unknown> } }>).detail.provider;
    if ((provider as { spied?: boolean }).spied) return;
    const request = provider.request.bind(provider);
    Object.assign(provider, { spied: true, request: (args: { method: string; params?: unknown }) => (asked.push(args), request(args)) });
  });
  new Function(devWalletSource)();
}, 60_000);
afterAll(async () => {
  await Promise.all([local?.stop(), second?.stop()]);
});

describe('switching to a chain the wallet does not know (EIP-3085)', () => {
  it('the wallet answers 4902: the chain is added with its own name, currency, the app’s RPC URL, explorer and icon, then switched to, and a send lands there', async () => {
    const rollup = {
      id: 'eip155:84532',
      name: 'Team Rollup',
      nativeCurrency: { name: 'Rollup Ether', symbol: 'rETH', decimals: 18 },
      rpcUrls: [second.url],
      blockExplorer: { name: 'Rollupscan', url: 'https://scan.rollup.example' },
      testnet: true,
      iconUrl: 'https://rollup.example/icon.png',
    };
    const modal = createWalletModal({
      projectId: 'test',
      networks: ['eip155:31337', 'eip155:84532'],
      customNetworks: [rollup],
      rpcUrls: { 'eip155:31337': local.url },
      adapters: [evmAdapter()],
    });
    await expect.poll(() => modal.$connectors.get().some((connector) => connector.id === DEV_WALLET)).toBe(true);
    await modal.connect(DEV_WALLET);
    expect(modal.$network.get().caipNetwork?.name).toBe('Local');
    asked.length = 0;

    await modal.switchNetwork('eip155:84532');
    expect(asked.filter((request) => request.method.startsWith('wallet_'))).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x14a34' }] },
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x14a34',
            chainName: 'Team Rollup',
            nativeCurrency: rollup.nativeCurrency,
            rpcUrls: [second.url],
            blockExplorerUrls: ['https://scan.rollup.example'],
            iconUrls: ['https://rollup.example/icon.png'],
          },
        ],
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x14a34' }] },
    ]);
    await expect.poll(() => modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:84532');

    // The wallet now sends on the added chain: the transfer lands on the second anvil.
    const hash = (await modal.sendTransaction({ to: bob, value: 10n ** 15n })) as Hex;
    const receipt = await createPublicClient({ transport: http(second.url) }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');

    // Back to the local chain: the wallet knows it, nothing is added.
    asked.length = 0;
    await modal.switchNetwork('eip155:31337');
    expect(asked.map((request) => request.method).filter((method) => method.startsWith('wallet_'))).toEqual(['wallet_switchEthereumChain']);
    modal.destroy();
  });

  it('the local chain (no explorer, no icon) is added without blockExplorerUrls or iconUrls, never an empty or made-up one', async () => {
    const { addChainParameter } = await import('./wallet.js');
    expect(addChainParameter({ ...getNetwork('eip155:31337')!, rpcUrls: { default: { http: ['http://127.0.0.1:9545', 'http://127.0.0.1:9546'] } } })).toEqual({
      chainId: '0x7a69',
      chainName: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:9545', 'http://127.0.0.1:9546'],
    });
  });
});

describe('the chain cache is the adapter’s own', () => {
  it('two adapters (two modals) never share a viem chain object; one adapter reuses its own, and a change of RPC URLs makes a new one', () => {
    const network = { ...getNetwork('eip155:31337')!, rpcUrls: { default: { http: ['http://127.0.0.1:9545'] } } };
    const first = readClients();
    const other = readClients();
    expect(chainOf(network, first)).toBe(chainOf({ ...network }, first));
    expect(chainOf(network, other)).not.toBe(chainOf(network, first));
    const moved = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9600'] } } };
    expect(chainOf(moved, first)).not.toBe(chainOf(network, first));
    expect(chainOf(moved, first).rpcUrls.default.http).toEqual(['http://127.0.0.1:9600']);
  });

  it('two adapters, the same chain id at different RPC URLs: each reads its own node', async () => {
    // Set bob's balance on the second node only, so the two answers differ.
    await fetch(second.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [bob, '0x1'] }) });
    const at = (url: string) => ({ ...getNetwork('eip155:31337')!, rpcUrls: { default: { http: [url] } } });
    const [first, other] = [evmAdapter(), evmAdapter()];
    expect(await other.getBalance!(bob, at(second.url))).toBe(1n);
    expect(await first.getBalance!(bob, at(local.url))).toBeGreaterThan(1n);
  });
});
