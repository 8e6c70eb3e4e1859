// Hooks for the other operations of the modal instance (spec §7): contract calls, EIP-5792 calls,
// assets and units. Each returns the modal's own functions, stable for the modal's life.

import { useModalInstance } from './context.js';

/**
 * Gas units a transaction from the connected account would use.
 * @example
 * const { estimateGas } = useEstimateGas(); const gas = await estimateGas({ to, value: parseUnits('0.01', 18) });
 */
export function useEstimateGas() {
  return { estimateGas: useModalInstance().estimateGas };
}

/**
 * Calls a contract function in a transaction from the connected wallet; resolves the hash.
 * @example
 * const { writeContract } = useWriteContract(); await writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, 5n] });
 */
export function useWriteContract() {
  return { writeContract: useModalInstance().writeContract };
}

/**
 * Calls a view function on the current network; resolves the decoded result.
 * @example
 * const { readContract } = useReadContract(); const balance = await readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
 */
export function useReadContract() {
  return { readContract: useModalInstance().readContract };
}

/**
 * EIP-5792: the wallet's capabilities, batches of calls and their status.
 * @example
 * const { sendCalls, getCallsStatus } = useSendCalls(); const { id } = await sendCalls({ calls: [{ to, value: 1n }] }); await getCallsStatus(id);
 */
export function useSendCalls() {
  const modal = useModalInstance();
  return { getCapabilities: modal.getCapabilities, sendCalls: modal.sendCalls, getCallsStatus: modal.getCallsStatus };
}

/**
 * The connected account's assets as the wallet knows them (wallet_getAssets), checked by the spec's rule.
 * @example
 * const { getAssets } = useAssets(); const assets = await getAssets();
 */
export function useAssets() {
  return { getAssets: useModalInstance().getAssets };
}

/**
 * ENS: the address and the avatar URL of a name, read on Ethereum (null when the name sets none).
 * @example
 * const { getEnsAddress, getEnsAvatar } = useEns(); const address = await getEnsAddress({ name: 'vitalik.eth' });
 */
export function useEns() {
  const modal = useModalInstance();
  return { getEnsAddress: modal.getEnsAddress, getEnsAvatar: modal.getEnsAvatar };
}

/**
 * Exact decimal ↔ smallest-unit conversion (no floats).
 * @example
 * const { parseUnits, formatUnits } = useUnits(); parseUnits('1.5', 18); // 1500000000000000000n
 */
export function useUnits() {
  const modal = useModalInstance();
  return { parseUnits: modal.parseUnits, formatUnits: modal.formatUnits };
}
