// walletModalConnector: the modal as a wagmi connector (wagmi 2 and 3), so an app keeps wagmi's
// hooks while our modal connects the wallet. State follows both ways: a wallet connected through
// our modal (its button, a restored visit) connects wagmi; wagmi's disconnect disconnects the modal.

import { ChainNotConfiguredError, createConnector } from '@wagmi/core';
import { getAddress, SwitchChainError, UserRejectedRequestError, type Address } from 'viem';
import type { WalletModal } from '../../core/client.js';
import { walletModalProvider, type WalletModalProvider } from './provider.js';
import { evmState, settled } from './state.js';

export interface WalletModalConnectorParameters {
  /** The connector's id in wagmi (`useConnectors`, wagmi's stored connection); default 'walletModal'. */
  id?: string;
  /** Its name, e.g. on a button the app draws from `useConnectors()`; default 'Wallet Modal'. */
  name?: string;
}

/** The code wallets and viem give a request the user rejected (EIP-1193 4001). */
const USER_REJECTED = UserRejectedRequestError.code;

/**
 * A wagmi connector backed by `modal`: `connect` opens our modal (or takes the wallet it already
 * connected), wagmi's wallet actions go to the modal's connected eip155 wallet, `switchChain` is
 * `modal.switchNetwork`, and wagmi's `disconnect` disconnects the modal.
 * @example
 * const config = createConfig({ chains: [mainnet], connectors: [walletModalConnector(modal)], transports: { [mainnet.id]: http() } });
 */
export function walletModalConnector(modal: WalletModal, { id = 'walletModal', name = 'Wallet Modal' }: WalletModalConnectorParameters = {}) {
  return createConnector<WalletModalProvider>((config) => {
    const provider = walletModalProvider(modal);
    const onConnect = ({ chainId }: { chainId: string }) => {
      const { address } = evmState(modal);
      if (address) config.emitter.emit('connect', { accounts: [getAddress(address)], chainId: Number(chainId) });
    };
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) config.emitter.emit('disconnect');
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) });
    };
    const onChainChanged = (chainId: string) => config.emitter.emit('change', { chainId: Number(chainId) });

    async function switchChain({ chainId }: { chainId: number }) {
      const chain = config.chains.find((candidate) => candidate.id === chainId);
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
      try {
        await modal.switchNetwork(`eip155:${chainId}`);
      } catch (error) {
        if ((error as { code?: unknown }).code === USER_REJECTED) throw new UserRejectedRequestError(error as Error);
        throw new SwitchChainError(error as Error);
      }
      return chain;
    }

    return {
      id,
      name,
      type: 'walletModal',
      async setup() {
        // Listens for the whole page's life: the modal can connect at any time, from its own button.
        provider.on('connect', onConnect);
        provider.on('accountsChanged', onAccountsChanged);
        provider.on('chainChanged', onChainChanged);
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        await settled(modal);
        let address = evmState(modal).address;
        if (!address && isReconnecting) throw new UserRejectedRequestError(new Error('The modal has no connected eip155 wallet to restore'));
        if (!address) [address] = (await provider.request({ method: 'eth_requestAccounts' })) as Address[];
        let current = evmState(modal).chainId;
        if (chainId && chainId !== current) {
          current = await switchChain({ chainId }).then(
            (chain) => chain.id,
            (error: { code?: unknown }) => {
              if (error.code === USER_REJECTED) throw error;
              return current;
            },
          );
        }
        const accounts = [getAddress(address as Address)];
        return { accounts: (withCapabilities ? accounts.map((account) => ({ address: account, capabilities: {} })) : accounts) as never, chainId: current };
      },
      async disconnect() {
        if (evmState(modal).address) await modal.disconnect();
      },
      async getAccounts() {
        const { address } = evmState(modal);
        return address ? [getAddress(address)] : [];
      },
      async getChainId() {
        return evmState(modal).chainId;
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        await settled(modal);
        return evmState(modal).address !== undefined;
      },
      switchChain,
      onAccountsChanged,
      onChainChanged,
      onConnect: (info) => onConnect(info),
      onDisconnect: () => config.emitter.emit('disconnect'),
    };
  });
}
