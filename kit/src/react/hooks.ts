// The public hooks: read stores, call the modal's actions.

import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import type { SendTransactionRequest } from '../core/types.js';
import { useModalInstance } from './context.js';

/**
 * Opens and closes the modal.
 * @example
 * const { open } = useWalletModal(); open({ view: 'Networks' });
 */
export function useWalletModal() {
  const modal = useModalInstance();
  const { open: isOpen } = useStore(modal.$modal);
  return { open: modal.open, close: modal.close, isOpen };
}

/** The connected account of the active chain family. */
export function useAccount() {
  const account = useStore(useModalInstance().$account);
  return {
    address: account.address,
    caipAddress: account.caipAddress,
    status: account.status,
    isConnected: account.status === 'connected',
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    profileName: account.profileName,
    profileImage: account.profileImage,
    /** Every address the wallet connected in this namespace with its account type (a Bitcoin wallet's payment and ordinals). */
    allAccounts: account.allAccounts,
  };
}

/** The active network, the app's networks, and a switch. */
export function useNetwork() {
  const modal = useModalInstance();
  const { caipNetwork, unsupportedChainId } = useStore(modal.$network);
  return {
    network: caipNetwork,
    networks: modal.options.networks,
    isUnsupported: unsupportedChainId !== undefined,
    switchNetwork: modal.switchNetwork,
  };
}

export function useDisconnect() {
  const modal = useModalInstance();
  return { disconnect: modal.disconnect };
}

/** Signs a message with the connected account. */
export function useSignMessage() {
  const modal = useModalInstance();
  const signMessage = useCallback((message: string) => modal.signMessage(message), [modal]);
  return { signMessage };
}

/**
 * Sends any other request to the connected wallet (typed data, EIP-5792 calls, …); resolves its answer.
 * @example
 * const { request } = useWalletRequest(); await request({ method: 'eth_signTypedData_v4', params: [address, json] });
 */
export function useWalletRequest() {
  const modal = useModalInstance();
  const request = useCallback((args: Parameters<typeof modal.request>[0]) => modal.request(args), [modal]);
  return { request };
}

/** Sends a transaction from the connected account; resolves the transaction hash. */
export function useSendTransaction() {
  const modal = useModalInstance();
  const sendTransaction = useCallback((request: SendTransactionRequest) => modal.sendTransaction(request), [modal]);
  return { sendTransaction };
}
