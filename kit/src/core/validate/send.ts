// Send preconditions (spec §5): what the EVM and Solana send paths need before they ask the wallet.

import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';

export interface SendInput {
  sendTokenAmount?: string;
  receiverAddress?: string;
  token?: { address?: string; symbol: string; quantity: { decimals: string } };
}

const hasAmount = (amount?: string) => amount !== undefined && amount.trim() !== '' && Number(amount) > 0;

/**
 * EVM send needs an amount and a receiver address, and a token.
 * @example
 * assertEvmSendInput({ sendTokenAmount: '1', receiverAddress: '0x…' }); // throws 'A token is required'
 */
export function assertEvmSendInput(input: SendInput): asserts input is Required<SendInput> {
  if (!hasAmount(input.sendTokenAmount) || !input.receiverAddress) {
    throw new WalletModalError(ErrorMessages.SEND_AMOUNT_AND_RECEIVER_REQUIRED);
  }
  if (!input.token) throw new WalletModalError(ErrorMessages.SEND_TOKEN_REQUIRED);
}

/**
 * Solana send needs an amount and a receiver.
 * @example
 * assertSolanaSendInput({ sendTokenAmount: '0.5', receiverAddress: 'DRpb…' }); // ok
 */
export function assertSolanaSendInput(
  input: SendInput,
): asserts input is SendInput & { sendTokenAmount: string; receiverAddress: string } {
  if (!hasAmount(input.sendTokenAmount) || !input.receiverAddress) {
    throw new WalletModalError(ErrorMessages.SEND_AMOUNT_AND_RECEIVER_REQUIRED);
  }
}
