// The modal's eip155 state as an EIP-1193 provider and a wagmi connector see it: the connected
// address and the chain id, read from the modal's stores, and the waits a connect needs.

import type { WalletModal } from '../../core/client.js';

/** What wagmi knows of a wallet: its address (when connected in the eip155 namespace) and its chain. */
export interface EvmState {
  address?: `0x${string}`;
  chainId: number;
}

/**
 * The modal's eip155 account and chain: the wallet's chain once connected (also one the app does
 * not list), else the network the modal will connect on.
 */
export function evmState(modal: WalletModal): EvmState {
  const account = modal.$accounts.get().eip155;
  const network = modal.$networks.get().eip155;
  const unsupported = network?.unsupportedChainId?.split(':')[1];
  const chainId = Number(unsupported ?? network?.caipNetwork?.id ?? network?.requestedCaipNetworks[0]?.id ?? 0);
  const address = account?.status === 'connected' && account.address ? (account.address as `0x${string}`) : undefined;
  return { address, chainId };
}

/** Calls `listener` with the eip155 state each time the account or network stores change; returns what stops it. */
export function watchEvmState(modal: WalletModal, listener: (state: EvmState) => void): () => void {
  const stops = [modal.$accounts.listen(() => listener(evmState(modal))), modal.$networks.listen(() => listener(evmState(modal)))];
  return () => stops.forEach((stop) => stop());
}

/** Resolves once the modal has settled an earlier visit's connection (its status is no longer connecting). */
export function settled(modal: WalletModal): Promise<void> {
  if (modal.$connection.get().status !== 'connecting') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = modal.$connection.listen(({ status }) => {
      if (status === 'connecting') return;
      stop();
      resolve();
    });
  });
}

/**
 * Opens the modal on Connect and resolves the eip155 address the user connects; rejects with
 * `rejected()` when the modal closes without one.
 */
export function connectThroughModal(modal: WalletModal, rejected: () => Error): Promise<`0x${string}`> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const finish = (settle: () => void) => {
      stops.forEach((stop) => stop());
      settle();
    };
    stops.push(
      watchEvmState(modal, ({ address }) => address && finish(() => resolve(address))),
      modal.$modal.listen(({ open }) => {
        const { address } = evmState(modal);
        if (!open) finish(() => (address ? resolve(address) : reject(rejected())));
      }),
    );
    modal.open({ view: 'Connect' });
  });
}
