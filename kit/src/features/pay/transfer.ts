// The transaction that pays the recipient: a value transfer of the native coin, or the token's
// transfer(address,uint256) (its return value is never read, so tokens returning nothing work too).
// The recipient is encoded lowercase: the ABI bytes are the same, and viem would refuse a mixed-case
// address whose checksum it cannot confirm.

import { encodeFunctionData, erc20Abi } from 'viem';
import { parseUnits } from '../../core/format/units.js';
import type { SendTransactionRequest } from '../../core/types.js';
import type { PaymentIntent } from './request.js';

/**
 * @example
 * paymentRequest(intent); // { namespace: 'eip155', to: '0x7099…79C8', value: 10000000000000000n }
 */
export function paymentRequest(intent: Pick<PaymentIntent, 'token' | 'amount' | 'decimals' | 'recipient'>): SendTransactionRequest {
  const units = parseUnits(intent.amount, intent.decimals);
  if (intent.token === 'native') return { namespace: 'eip155', to: intent.recipient, value: units };
  return { namespace: 'eip155', to: intent.token, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [intent.recipient.toLowerCase() as `0x${string}`, units] }) };
}
