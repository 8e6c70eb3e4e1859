// What kind of answer a wallet gave (spec §5): a response string is a transaction result if it is 0x
// plus exactly 64 hex characters, a signed message if 0x plus 62 or more hex characters, otherwise an
// object result. The modal checks eip155 answers of sending methods by it (modal.request, writeContract).

import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';

export type WalletResultKind = 'transaction' | 'signature' | 'object';

/**
 * @example
 * walletResultKind(`0x${'ab'.repeat(32)}`); // 'transaction'
 * walletResultKind(`0x${'ab'.repeat(65)}`); // 'signature'
 */
export function walletResultKind(result: unknown): WalletResultKind {
  if (typeof result !== 'string') return 'object';
  if (/^0x[0-9a-fA-F]{64}$/.test(result)) return 'transaction';
  if (/^0x[0-9a-fA-F]{62,}$/.test(result)) return 'signature';
  return 'object';
}

/** eip155 methods whose answer must be a transaction result (a hash). */
const EXPECTED: Readonly<Record<string, { kinds: readonly WalletResultKind[]; name: string }>> = {
  eth_sendTransaction: { kinds: ['transaction'], name: 'a transaction hash' },
  eth_sendRawTransaction: { kinds: ['transaction'], name: 'a transaction hash' },
};

/**
 * The wallet's answer to an eip155 `method`, refused with a typed error when a send answers no
 * transaction hash; other methods' answers pass as they are.
 * @example
 * checkWalletResult('eth_sendTransaction', '0x12'); // throws UNEXPECTED_WALLET_RESULT
 */
export function checkWalletResult<T>(method: string, result: T): T {
  const expected = EXPECTED[method];
  if (!expected || expected.kinds.includes(walletResultKind(result))) return result;
  throw new WalletModalError(ErrorMessages.UNEXPECTED_WALLET_RESULT(method, expected.name), {
    details: `Got ${typeof result === 'string' ? result : JSON.stringify(result) ?? String(result)}`,
    id: 'UNEXPECTED_WALLET_RESULT',
  });
}
