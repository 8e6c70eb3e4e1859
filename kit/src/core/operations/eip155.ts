// What the eip155 operations share: the connected account and its network, the adapter that reads the
// chain, and wallet requests whose refusals become typed errors.

import { catalogueError, WalletModalError } from '../errors/base.js';
import { ErrorMessages, InternalMessages } from '../errors/messages.js';
import { ProviderErrors } from '../errors/provider.js';
import { walletCallError } from '../errors/walletCall.js';
import { connectedAdapter } from '../controllers/adapters.js';
import type { ModalCore } from '../instance.js';
import type { CaipNetwork, ChainAdapter } from '../types.js';

/** The current eip155 network: the wallet's, or the app's first while none is connected. */
export function eip155Network(modal: ModalCore): CaipNetwork {
  const state = modal.$networks.get().eip155;
  const network = state?.caipNetwork ?? state?.requestedCaipNetworks[0];
  if (!network) throw new WalletModalError(InternalMessages.NAMESPACE_NOT_CONFIGURED('eip155'));
  return network;
}

/** The connected eip155 account: its adapter, address, network and EIP-155 chain id in hex (no leading zeros). */
export function eip155Account(modal: ModalCore) {
  const adapter = connectedAdapter(modal, 'eip155');
  const address = modal.$accounts.get().eip155?.address as string;
  const network = eip155Network(modal);
  return { adapter, address, network, chainId: `0x${Number(network.id).toString(16)}` as const };
}

type ReaderMethod = 'estimateGas' | 'encodeContractCall' | 'readContract' | 'resolveEns';

/** The adapter that reads eip155 chains and encodes calls for every connection (the EVM adapter). */
export function eip155Reader<M extends ReaderMethod>(modal: ModalCore, method: M): Required<Pick<ChainAdapter, M>> {
  const reader = modal.adapters.find((adapter) => adapter.namespaces.includes('eip155') && adapter[method]);
  if (!reader) throw catalogueError('CONTRACT_CALLS_NEED_EVM_ADAPTER');
  return reader as unknown as Required<Pick<ChainAdapter, M>>;
}

/**
 * A wallet request on the eip155 connection; a wallet that does not know the method fails with 4200
 * 'This wallet does not support …', EIP-5792's 5700–5760 with their messages.
 */
export async function eip155WalletRequest(modal: ModalCore, method: string, params: readonly unknown[]): Promise<unknown> {
  const { adapter } = eip155Account(modal);
  if (!adapter.request) throw new WalletModalError(ErrorMessages.WALLET_METHOD_UNSUPPORTED(method), { code: ProviderErrors.UNSUPPORTED_METHOD.code });
  try {
    return await adapter.request({ namespace: 'eip155', method, params });
  } catch (error) {
    throw walletCallError(error, method);
  }
}
