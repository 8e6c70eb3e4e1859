// The EVM chain adapter: injected wallets (EIP-6963) driven through viem.

import type { EIP1193Provider } from 'mipd';
import { getAddress, type Hex } from 'viem';
import { addChain, getBalance, sendTransaction, signMessage, switchChain } from 'viem/actions';
import type { AdapterContext, CaipNetwork, ChainAdapter } from '../../core/types.js';
import { toViemChain } from './chain.js';
import { watchInjectedWallets, type DiscoveredWallet } from './discovery.js';
import { readClient, walletClient } from './transport.js';

/** How long a reload waits for the remembered wallet to announce itself. */
const RECONNECT_WAIT_MS = 1_000;
const UNRECOGNIZED_CHAIN = 4902;

/**
 * Injected EVM wallets: found by EIP-6963, connected with eth_requestAccounts, signing and sending
 * through the wallet, reading balances from the app's RPC URLs.
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter()] });
 */
export function evmAdapter(): ChainAdapter {
  let wallets: DiscoveredWallet[] = [];
  let active: DiscoveredWallet | undefined;
  let context: AdapterContext | undefined;
  const waiting = new Set<() => void>();

  const listeners = {
    accountsChanged: (accounts: readonly string[]) => context?.emit('accountsChanged', accounts.map((a) => getAddress(a))),
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

  async function account(wallet: DiscoveredWallet, method: 'eth_accounts' | 'eth_requestAccounts') {
    const addresses = (await wallet.provider.request({ method })) as string[];
    const [address] = addresses;
    if (!address) return undefined;
    const chainId = (await wallet.provider.request({ method: 'eth_chainId' })) as Hex;
    activate(wallet);
    return { address: getAddress(address), chainId: Number(chainId), connectorId: wallet.connector.id };
  }

  return {
    namespace: 'eip155',
    setup(ctx) {
      context = ctx;
      watchInjectedWallets((next) => {
        wallets = next;
        ctx.emit('connectorsChanged', next.map((wallet) => wallet.connector));
        for (const check of [...waiting]) check();
      });
    },
    async reconnect(connectorId) {
      const wallet = await findWallet(connectorId, RECONNECT_WAIT_MS);
      return wallet ? account(wallet, 'eth_accounts') : undefined;
    },
    async connect(connectorId) {
      const wallet = await findWallet(connectorId, 0);
      if (!wallet) throw new Error(`Connector ${connectorId} not found`);
      const result = await account(wallet, 'eth_requestAccounts');
      if (!result) throw new Error('The wallet returned no account');
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
      const client = walletClient(provider());
      try {
        await switchChain(client, { id: Number(network.id) });
      } catch (error) {
        if (!hasCode(error, UNRECOGNIZED_CHAIN)) throw error;
        await addChain(client, { chain: toViemChain(network) });
        await switchChain(client, { id: Number(network.id) });
      }
    },
    signMessage(message, address) {
      return signMessage(walletClient(provider()), { account: address as Hex, message });
    },
    sendTransaction(request, address) {
      return sendTransaction(walletClient(provider()), {
        account: address as Hex,
        chain: null,
        to: request.to as Hex,
        value: request.value,
        data: request.data,
      });
    },
    getBalance(address, network) {
      return getBalance(readClient(network), { address: address as Hex });
    },
  };
}

function hasCode(error: unknown, code: number): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
