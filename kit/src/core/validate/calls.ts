// EIP-5792 calls as apps pass them, checked before any wallet is asked (spec §5: wallet_sendCalls
// targets (to) and data must start with 0x), then put in the wallet's wire shape.

import { WalletModalError } from '../errors/base.js';
import { ErrorMessages } from '../errors/messages.js';

/** One call of a batch: a target, optional calldata, optional value in wei. */
export interface Call {
  to: string;
  data?: string;
  value?: bigint;
}

/** A call as wallet_sendCalls carries it: hex strings only. */
export interface WireCall {
  to: string;
  data?: string;
  value?: `0x${string}`;
}

/**
 * Each call's `to` and `data` must start with 0x; the error names the call and field to fix.
 * @example
 * toWireCalls([{ to: '0xabc…', value: 1n }]); // [{ to: '0xabc…', value: '0x1' }]
 */
export function toWireCalls(calls: readonly Call[]): WireCall[] {
  if (!Array.isArray(calls) || calls.length === 0) throw new WalletModalError('sendCalls needs at least one call', { details: 'Pass calls: [{ to, data?, value? }]' });
  return calls.map((call, index) => {
    if (typeof call?.to !== 'string' || !call.to.startsWith('0x')) throw notHex(`calls[${index}].to`, call?.to);
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x'))) throw notHex(`calls[${index}].data`, call.data);
    if (call.value !== undefined && (typeof call.value !== 'bigint' || call.value < 0n)) {
      throw new WalletModalError(`calls[${index}].value must be a bigint amount of wei, 0 or more`, { details: `Got ${String(call.value)}` });
    }
    return { to: call.to, ...(call.data === undefined ? {} : { data: call.data }), ...(call.value === undefined ? {} : { value: `0x${call.value.toString(16)}` as const }) };
  });
}

const notHex = (field: string, got: unknown) => new WalletModalError(ErrorMessages.CALL_NOT_HEX(field), { details: `Got ${JSON.stringify(got) ?? String(got)}` });
