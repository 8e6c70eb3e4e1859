// The network fee of a transaction before it is sent ("estimate gas", spec §7), read by the adapter
// that reads the namespace's chain. Core knows no gas: the adapter answers one number.

import { formatUnits } from '../format/units.js';
import type { ModalCore } from '../instance.js';
import type { SendTransactionRequest } from '../types.js';

export interface EstimateFeeReturnType {
  /** Decimal string in whole units of the network's native currency, e.g. "0.000021". */
  fee: string;
  symbol: string;
}

/**
 * Estimates what `request` would cost in fees from the active account on the active network;
 * undefined when no adapter estimates fees for its namespace or the estimate fails.
 * @example
 * const estimate = await estimateFee(modal, { to, value: 10n ** 16n }); // { fee: '0.000021', symbol: 'ETH' }
 */
export async function estimateFee(modal: ModalCore, request: SendTransactionRequest): Promise<EstimateFeeReturnType | undefined> {
  const namespace = request.namespace ?? (modal.$activeNamespace.get() as 'eip155');
  const network = modal.$network.get().caipNetwork;
  const address = modal.$accounts.get()[namespace]?.address;
  const adapter = modal.adapters.find((candidate) => candidate.namespaces.includes(namespace) && candidate.estimateFee);
  if (!network || !address || !adapter?.estimateFee) return undefined;
  try {
    const fee = await adapter.estimateFee({ ...request, namespace }, address, network);
    return { fee: formatUnits(fee, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
  } catch {
    return undefined;
  }
}
