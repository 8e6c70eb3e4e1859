// Fetching transactions needs an account address (spec §5).

import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';

/**
 * Throws "Transaction can't be fetched without an accountAddress" when `address` is empty.
 * @example
 * assertAccountAddress(undefined); // throws
 */
export function assertAccountAddress(address: string | undefined | null): asserts address is string {
  if (!address) throw new WalletModalError(ErrorMessages.TRANSACTIONS_NEED_ACCOUNT);
}
