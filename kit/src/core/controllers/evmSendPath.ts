// The EVM send path: a native transfer, or an ERC-20 `transfer(address,uint256)` call, through the adapter.

import { parseUnits } from '../format/units.js';
import type { SendTransactionRequest } from '../types.js';
import { isEvmAddress } from '../validate/address.js';
import type { SendInput, SendPath } from './send.js';

/** Selector of ERC-20 `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = '0xa9059cbb';
const NATIVE_ADDRESSES = /^0x(0{40}|e{40})$/i;

/**
 * Calldata of an ERC-20 transfer of `amount` (smallest unit) to `to`.
 * @example
 * encodeErc20Transfer('0xf39F…2266', 1n); // '0xa9059cbb000…f39f…2266000…01'
 */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  const word = (hex: string) => hex.toLowerCase().padStart(64, '0');
  return `${TRANSFER_SELECTOR}${word(to.replace(/^0x/, ''))}${word(amount.toString(16))}`;
}

/**
 * Builds the EVM path of {@link sendToken}: the native coin when the token has no contract address
 * (or a placeholder one), otherwise the token contract's transfer.
 * @example
 * sendToken({ paths: { eip155: createEvmSendPath({ sendTransaction: (r) => adapter.sendTransaction(r, from) }) }, refreshBalance });
 */
export function createEvmSendPath({ sendTransaction }: { sendTransaction: (request: SendTransactionRequest) => Promise<string> }): SendPath {
  return (input: SendInput) => {
    const decimals = Number(input.token?.quantity.decimals ?? 18);
    const amount = parseUnits(input.sendTokenAmount, decimals);
    const contract = input.token?.address?.split(':').pop();
    if (!contract || NATIVE_ADDRESSES.test(contract) || !isEvmAddress(contract)) {
      return sendTransaction({ to: input.receiverAddress, value: amount });
    }
    return sendTransaction({ to: contract, value: 0n, data: encodeErc20Transfer(input.receiverAddress, amount) });
  };
}
