// How the approve screen words a request: the message as text when it is printable UTF-8 (hex otherwise),
// ERC-20 transfer/approve decoded from the calldata, amounts in ETH.
import { decodeFunctionData, erc20Abi, formatEther, hexToBytes, isHex } from 'viem';
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
  /** 'transfer' / 'approve' / 'transferFrom' with its arguments, when the calldata is a known ERC-20 call. */
  action?: { name: string; args: [string, string][] };
  /** Bytes of calldata, when it is not a known call. */
  dataBytes: number;
  maxFee?: string;
}

const eth = (wei: string) => `${formatEther(BigInt(wei))} ETH`;

/**
 * @example
 * describeCall({ to: '0x…', value: '0', data: '0xa9059cbb…' }).action?.name; // 'transfer'
 */
export function describeCall(tx: TransactionDetails): CallSummary {
  const summary: CallSummary = { to: tx.to ?? 'New contract', value: eth(tx.value), dataBytes: isHex(tx.data) ? (tx.data.length - 2) / 2 : 0 };
  if (tx.maxFee) summary.maxFee = eth(tx.maxFee);
  if (isHex(tx.data) && tx.data.length >= 10) {
    try {
      const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data: tx.data });
      if (functionName === 'transfer' || functionName === 'approve' || functionName === 'transferFrom') {
        const names = functionName === 'transferFrom' ? ['from', 'to', 'amount'] : functionName === 'transfer' ? ['to', 'amount'] : ['spender', 'amount'];
        summary.action = { name: functionName, args: (args as readonly unknown[]).map((arg, i) => [names[i] ?? `arg${i}`, String(arg)]) };
      }
    } catch {
      // Not an ERC-20 call: the data length is shown instead.
    }
  }
  return summary;
}
