// Requests that need the user's wallet: signing, sending, switching networks. Loaded on first use,
// so viem's transaction and signing code is not in the page's start-up JavaScript.

import { numberToHex, type AddEthereumChainParameter, type Hex } from 'viem';
import { sendTransaction, signMessage, switchChain } from 'viem/actions';
import { WalletModalError } from '../../core/errors/base.js';
import type { CaipNetwork, TransactionRequests } from '../../core/types.js';
import { walletClient, type WalletProvider } from './transport.js';

const UNRECOGNIZED_CHAIN = 4902;

/**
 * wallet_switchEthereumChain, then, when the wallet answers 4902 (it does not know the chain),
 * wallet_addEthereumChain with the chain's own parameters and a second switch.
 * @example
 * await switchWalletNetwork(provider, getNetwork('eip155:84532')!);
 */
export async function switchWalletNetwork(provider: WalletProvider, network: CaipNetwork): Promise<void> {
  const client = walletClient(provider);
  try {
    await switchChain(client, { id: Number(network.id) });
  } catch (error) {
    if (!hasCode(error, UNRECOGNIZED_CHAIN)) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameter(network)] });
    await switchChain(client, { id: Number(network.id) });
  }
}

/**
 * EIP-3085's parameter for a network: its name, currency, the RPC URLs the app set (in its order), its
 * explorer and icon when it has them. viem's addChain leaves the icon out, so the request is built here.
 */
export function addChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(network.iconUrl ? { iconUrls: [network.iconUrl] } : {}),
  };
}

export function signWalletMessage(provider: WalletProvider, message: string, address: string): Promise<Hex> {
  return signMessage(walletClient(provider), { account: address as Hex, message }).catch(surfaceOwnError);
}

export function sendWalletTransaction(provider: WalletProvider, request: TransactionRequests['eip155'], address: string): Promise<Hex> {
  return sendTransaction(walletClient(provider), {
    account: address as Hex,
    chain: null,
    to: request.to as Hex,
    value: request.value,
    data: request.data,
    gas: request.gas,
  }).catch(surfaceOwnError);
}

/**
 * viem wraps what a provider throws (an error without a JSON-RPC code becomes 'An unknown RPC error
 * occurred.'): a catalogue error the provider raised itself (e.g. WalletConnect's 'The wallet did not
 * answer in time') is thrown as it is, anything else as viem gave it.
 */
function surfaceOwnError(error: unknown): never {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    if (current instanceof WalletModalError && current.id) throw current;
    current = (current as { cause?: unknown }).cause;
  }
  throw error;
}

function hasCode(error: unknown, code: number): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
