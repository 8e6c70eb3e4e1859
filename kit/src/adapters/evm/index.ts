// The EVM chain adapter: injected wallets (EIP-6963) driven through viem, and the eip155 chain reads.

import type { EIP1193Provider } from 'mipd';
import type { Hex } from 'viem';
import { catalogueError } from '../../core/errors/base.js';
import type { AdapterAccount, AdapterContext, CaipNetwork, ChainAdapter } from '../../core/types.js';
import { watchInjectedWallets, type DiscoveredWallet } from './discovery.js';
import type { ReadClients, WalletProvider } from './transport.js';
import { foundWallets } from '../foundWallets.js';

const walletActions = () => import('./wallet.js');
const reads = () => import('./reads.js');
const contracts = () => import('./contract.js');
const ens = () => import('./ens.js');

/** How long a reload waits for the remembered wallet to announce itself. */
const RECONNECT_WAIT_MS = 1_000;

/** The adapter id connections of injected EVM wallets are stored under. */
export const EVM_ADAPTER_ID = 'evm';

/**
 * Injected EVM wallets: found by EIP-6963, connected with eth_requestAccounts, signing and sending
 * through the wallet; native balances read from the app's RPC URLs (for every eip155 connection,
 * WalletConnect's too).
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter()] });
 */
export function evmAdapter(): ChainAdapter {
  const found = foundWallets<DiscoveredWallet>();
  let active: DiscoveredWallet | undefined;
  let context: AdapterContext | undefined;
  // This adapter's read clients and viem chains: a second modal (other RPC URLs) has its own.
  const readClients: ReadClients = { clients: new Map() };

  const listeners = {
    accountsChanged: (accounts: readonly string[]) =>
      void reads().then(({ getAddress }) => context?.emit('accountsChanged', 'eip155', accounts.map((a) => getAddress(a)))),
    chainChanged: (chainId: string) => context?.emit('chainChanged', 'eip155', Number(chainId)),
    disconnect: () => context?.emit('disconnect', 'eip155'),
  };

  function activate(wallet: DiscoveredWallet | undefined): void {
    if (active) for (const [event, listener] of Object.entries(listeners)) active.provider.removeListener(event as 'connect', listener as never);
    active = wallet;
    if (active) for (const [event, listener] of Object.entries(listeners)) active.provider.on(event as 'connect', listener as never);
  }

  function provider(): EIP1193Provider {
    if (!active) throw new Error('Please call connect() before request()');
    return active.provider;
  }

  async function account(wallet: DiscoveredWallet, method: 'eth_accounts' | 'eth_requestAccounts'): Promise<AdapterAccount[]> {
    const [address] = (await wallet.provider.request({ method })) as string[];
    if (!address) return [];
    const chainId = (await wallet.provider.request({ method: 'eth_chainId' })) as Hex;
    activate(wallet);
    const { getAddress } = await reads();
    return [{ namespace: 'eip155', address: getAddress(address), chainId: Number(chainId), connectorId: wallet.connector.id }];
  }

  return {
    id: EVM_ADAPTER_ID,
    namespaces: ['eip155'],
    setup(ctx) {
      context = ctx;
      const stop = watchInjectedWallets((next) => {
        found.set(next);
        ctx.emit('connectorsChanged', next.map((wallet) => wallet.connector));
      });
      return () => {
        stop();
        // A destroyed modal lets go of the wallet: its provider keeps no listener of ours (they would
        // pile up past the provider's limit of 10 as pages make and destroy modals).
        activate(undefined);
      };
    },
    async reconnect(connectorId) {
      const wallet = await found.find(connectorId, RECONNECT_WAIT_MS);
      return wallet ? account(wallet, 'eth_accounts') : [];
    },
    async connect(connectorId) {
      const wallet = await found.find(connectorId, 0);
      if (!wallet) throw catalogueError('WALLET_NOT_FOUND', { details: `No injected wallet ${connectorId} announced itself` });
      const result = await account(wallet, 'eth_requestAccounts');
      if (result.length === 0) throw new Error('The wallet returned no account');
      return result;
    },
    async disconnect() {
      const wallet = active;
      activate(undefined);
      // Wallets that support it forget the site's permission; others ignore it, which is fine.
      await wallet?.provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] } as never)
        .catch(() => undefined);
    },
    async switchNetwork(network: CaipNetwork) {
      await (await walletActions()).switchWalletNetwork(provider(), network);
    },
    async signMessage({ message, address }) {
      return (await walletActions()).signWalletMessage(provider(), message, address);
    },
    async sendTransaction(request, address) {
      return (await walletActions()).sendWalletTransaction(provider(), request, address);
    },
    // The EIP-1193 provider is typed for the methods viem knows; any method a wallet takes passes through.
    request: ({ method, params }) => (provider() as WalletProvider).request({ method, params }),
    async getBalance(address, network) {
      return (await reads()).readNativeBalance(network, address, readClients);
    },
    async estimateFee(request, address, network) {
      return (await reads()).estimateNativeFee(network, request, address, readClients);
    },
    async estimateGas(request, address, network) {
      if (request.namespace !== 'eip155') throw catalogueError('UNSUPPORTED_CHAIN', { details: `The EVM adapter does not estimate on ${request.namespace}` });
      return (await contracts()).estimateTransactionGas(network, request, address, readClients);
    },
    async encodeContractCall(call) {
      return (await contracts()).encodeContractCall(call);
    },
    async readContract(call, network) {
      return (await contracts()).readContract(call, network, readClients);
    },
    async resolveEns(name, record, network) {
      return (await ens()).resolveEnsRecord(name, record, network, readClients);
    },
  };
}
