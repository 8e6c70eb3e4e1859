// The EVM chain adapter: injected wallets (EIP-6963) driven through viem.

import type { EIP1193Provider } from 'mipd';
import type { Hex } from 'viem';
import type { AdapterContext, CaipNetwork, ChainAdapter } from '../../core/types.js';
import type { WalletConnectConnector, WalletConnectSession } from '../walletconnect/types.js';
import { watchInjectedWallets, type DiscoveredWallet } from './discovery.js';

const walletActions = () => import('./wallet.js');
const reads = () => import('./reads.js');

/** How long a reload waits for the remembered wallet to announce itself. */
const RECONNECT_WAIT_MS = 1_000;

export interface EvmAdapterOptions {
  /** WalletConnect as one more connector, listed first (`walletConnect(config)` from '@wallet-modal/kit/walletconnect'). */
  walletConnect?: WalletConnectConnector;
}

/**
 * Injected EVM wallets: found by EIP-6963, connected with eth_requestAccounts, signing and sending
 * through the wallet, reading balances from the app's RPC URLs. With `walletConnect`, a
 * WalletConnect session's EIP-1193 provider is driven the same way.
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter({ walletConnect: walletConnect(config) })] });
 */
export function evmAdapter({ walletConnect }: EvmAdapterOptions = {}): ChainAdapter {
  let wallets: DiscoveredWallet[] = [];
  let active: DiscoveredWallet | undefined;
  let context: AdapterContext | undefined;
  const waiting = new Set<() => void>();

  const listeners = {
    accountsChanged: (accounts: readonly string[]) =>
      void reads().then(({ getAddress }) => context?.emit('accountsChanged', accounts.map((a) => getAddress(a)))),
    chainChanged: (chainId: string) => context?.emit('chainChanged', Number(chainId)),
    disconnect: () => context?.emit('disconnect'),
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

  async function findWallet(connectorId: string, waitMs: number): Promise<DiscoveredWallet | undefined> {
    const found = () => wallets.find((wallet) => wallet.connector.id === connectorId);
    if (found() || waitMs === 0) return found();
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      waiting.add(() => found() && done());
    });
    return found();
  }

  const isWalletConnect = (connectorId: string) => walletConnect?.connector.id === connectorId;
  const sessionWallet = (session: WalletConnectSession): DiscoveredWallet => ({
    connector: (walletConnect as WalletConnectConnector).connector,
    provider: session.provider('eip155') as EIP1193Provider,
  });

  async function account(wallet: DiscoveredWallet, method: 'eth_accounts' | 'eth_requestAccounts') {
    const addresses = (await wallet.provider.request({ method })) as string[];
    const [address] = addresses;
    if (!address) return undefined;
    const chainId = (await wallet.provider.request({ method: 'eth_chainId' })) as Hex;
    activate(wallet);
    const { getAddress } = await reads();
    return { address: getAddress(address), chainId: Number(chainId), connectorId: wallet.connector.id };
  }

  return {
    namespace: 'eip155',
    setup(ctx) {
      context = ctx;
      watchInjectedWallets((next) => {
        wallets = next;
        ctx.emit('connectorsChanged', [...(walletConnect ? [walletConnect.connector] : []), ...next.map((wallet) => wallet.connector)]);
        for (const check of [...waiting]) check();
      });
    },
    async reconnect(connectorId) {
      if (walletConnect && isWalletConnect(connectorId)) {
        const session = await walletConnect.restore({ networks: context?.networks ?? [] });
        return session ? account(sessionWallet(session), 'eth_accounts') : undefined;
      }
      const wallet = await findWallet(connectorId, RECONNECT_WAIT_MS);
      return wallet ? account(wallet, 'eth_accounts') : undefined;
    },
    async connect(connectorId, network, hooks) {
      if (walletConnect && isWalletConnect(connectorId)) {
        const session = await walletConnect.connect({ networks: context?.networks ?? [network], network, onUri: hooks?.onUri });
        const result = await account(sessionWallet(session), 'eth_accounts');
        if (!result) throw new Error('The wallet approved no account on this network');
        return result;
      }
      const wallet = await findWallet(connectorId, 0);
      if (!wallet) throw new Error(`Connector ${connectorId} not found`);
      const result = await account(wallet, 'eth_requestAccounts');
      if (!result) throw new Error('The wallet returned no account');
      return result;
    },
    async disconnect() {
      const wallet = active;
      activate(undefined);
      if (wallet && walletConnect && isWalletConnect(wallet.connector.id)) return walletConnect.disconnect();
      // Wallets that support it forget the site's permission; others ignore it, which is fine.
      await wallet?.provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] } as never)
        .catch(() => undefined);
    },
    async switchNetwork(network: CaipNetwork) {
      await (await walletActions()).switchWalletNetwork(provider(), network);
    },
    async signMessage(message, address) {
      return (await walletActions()).signWalletMessage(provider(), message, address);
    },
    async sendTransaction(request, address) {
      return (await walletActions()).sendWalletTransaction(provider(), request, address);
    },
    async getBalance(address, network) {
      return (await reads()).readNativeBalance(network, address);
    },
  };
}

