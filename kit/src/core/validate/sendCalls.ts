// wallet_sendCalls checks (spec §5): every call's `to` and `data` must be 0x-prefixed.

export interface WalletCall {
  to?: unknown;
  data?: unknown;
  value?: unknown;
}

const isHexPrefixed = (value: unknown): boolean => typeof value === 'string' && value.startsWith('0x');

/**
 * Whether every call has a `to` starting with 0x and, when present, `data` starting with 0x.
 * @example
 * areValidSendCalls([{ to: '0xabc…', data: '0x' }]); // true
 */
export function areValidSendCalls(calls: unknown): boolean {
  if (!Array.isArray(calls)) return false;
  return calls.every(
    (call: unknown) =>
      typeof call === 'object' &&
      call !== null &&
      isHexPrefixed((call as WalletCall).to) &&
      ((call as WalletCall).data === undefined || isHexPrefixed((call as WalletCall).data)),
  );
}
