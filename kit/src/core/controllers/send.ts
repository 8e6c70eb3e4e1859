// Send (spec §4): sending sets loading; the path follows the active namespace; success refreshes and resets.

import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';
import type { ModalCore } from '../instance.js';
import { initialSendState, type SendState } from '../stores/send.js';
import { assertEvmSendInput, assertSolanaSendInput } from '../validate/send.js';
import { withoutZeroDecimalTokens, type TokenBalance } from '../validate/tokens.js';

/** What a send path receives: the form, checked for its namespace. */
export type SendInput = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'> & {
  sendTokenAmount: string;
  receiverAddress: string;
};

/** Sends through the wallet and resolves with the transaction hash or signature. */
export type SendPath = (input: SendInput) => Promise<string>;

export interface SendTokenParameters {
  /** One path per chain family the app enabled. */
  paths: { eip155?: SendPath; solana?: SendPath };
  /** Refreshes the balance after success. */
  refreshBalance: () => Promise<unknown>;
  /** Defaults to the active network's namespace. */
  namespace?: string;
}

/** Thrown: 'Unsupported chain', a precondition message, or the wallet's own error. */
export type SendTokenErrorType = WalletModalError | Error;

/**
 * Sends the form's amount: eip155 uses the EVM path, solana the Solana path, and any other
 * namespace fails with 'Unsupported chain'. After success the balance refreshes and the form resets.
 * @example
 * const hash = await sendToken(modal, { paths: { eip155: evmSendPath }, refreshBalance });
 */
export async function sendToken(modal: ModalCore, { paths, refreshBalance, namespace = modal.$activeNamespace.get() }: SendTokenParameters): Promise<string> {
  const input = modal.$send.get();
  setSend(modal, { loading: true });
  try {
    let result: string;
    if (namespace === 'eip155' && paths.eip155) {
      assertEvmSendInput(input);
      result = await paths.eip155(input);
    } else if (namespace === 'solana' && paths.solana) {
      assertSolanaSendInput(input);
      result = await paths.solana(input);
    } else {
      throw new WalletModalError(ErrorMessages.UNSUPPORTED_CHAIN, { details: `namespace ${namespace ?? 'none'}` });
    }
    await refreshBalance();
    resetSend(modal);
    return result;
  } catch (error) {
    setSend(modal, { loading: false });
    throw error;
  }
}

/** Updates form fields (token, amount, receiver and its profile, USD balance). */
export function setSend(modal: ModalCore, patch: Partial<Omit<SendState, 'tokenBalances'>>): void {
  modal.$send.set({ ...modal.$send.get(), ...patch });
}

/** Stores the token list the form offers; tokens with decimals 0 are dropped. */
export function setSendTokenBalances(modal: ModalCore, balances: readonly TokenBalance[]): void {
  modal.$send.set({ ...modal.$send.get(), tokenBalances: withoutZeroDecimalTokens(balances) });
}

/** Clears the form. */
export function resetSend(modal: ModalCore): void {
  modal.$send.set(initialSendState());
}
