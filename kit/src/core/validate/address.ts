// Address checks by chain family (spec §5 "Address check").

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * EVM: 40 hex characters with an optional 0x prefix.
 * @example
 * isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'); // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}

/**
 * Solana: 32 to 44 base58 characters.
 * @example
 * isSolanaAddress('DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'); // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value);
}

/**
 * The address check of a namespace; namespaces without one accept any non-empty string.
 * @example
 * isAddressFor('solana', '0xf39F…'); // false
 */
export function isAddressFor(namespace: string, value: unknown): boolean {
  if (namespace === 'eip155') return isEvmAddress(value);
  if (namespace === 'solana') return isSolanaAddress(value);
  return typeof value === 'string' && value.length > 0;
}
