// How the approve screen words a request: the message as text when it is printable UTF-8 (hex otherwise),
// amounts in the network's own currency. What calldata does is decoded in the wallet frame (frame/explain),
// which keeps this page small.
import { formatUnits, hexToBytes, isHex } from 'viem';
import type { TransactionDetails } from '../shared/channel.js';

/**
 * @example
 * describeMessage('0x68656c6c6f'); // { kind: 'text', text: 'hello' }
 */
export function describeMessage(hex: string): { kind: 'text' | 'hex'; text: string } {
  if (!isHex(hex)) return { kind: 'hex', text: hex };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex));
    // Printable: no control characters other than tab and line breaks.
    if (text.length > 0 && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text)) return { kind: 'text', text };
  } catch {
    // Not UTF-8: shown as hex.
  }
  return { kind: 'hex', text: hex };
}

export interface CallSummary {
  to: string;
  value: string;
  /** Bytes of calldata. */
  dataBytes: number;
  maxFee?: string;
}

/**
 * @example
 * describeCall({ to: '0x…', value: '10', data: '0x', currency: { symbol: 'POL', decimals: 18 } }).value; // '0.00000000000000001 POL'
 */
export function describeCall(tx: TransactionDetails): CallSummary {
  const { symbol, decimals } = tx.currency ?? { symbol: 'ETH', decimals: 18 };
  const amount = (base: string) => `${formatUnits(BigInt(base), decimals)} ${symbol}`;
  const summary: CallSummary = { to: tx.to ?? 'New contract', value: amount(tx.value), dataBytes: isHex(tx.data) ? (tx.data.length - 2) / 2 : 0 };
  if (tx.maxFee) summary.maxFee = amount(tx.maxFee);
  return summary;
}
