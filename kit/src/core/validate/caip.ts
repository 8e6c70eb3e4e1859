// CAIP-2 network ids and CAIP-10 account ids (ChainAgnostic grammar, plus the spec's known-namespace rule).

import { CHAIN_NAMESPACES } from '../constants.js';

const NAMESPACE = '[-a-z0-9]{3,8}';
const REFERENCE = '[-_a-zA-Z0-9]{1,32}';
const ACCOUNT = '[-.%a-zA-Z0-9]{1,128}';
const CAIP2 = new RegExp(`^${NAMESPACE}:${REFERENCE}$`);
const CAIP10 = new RegExp(`^${NAMESPACE}:${REFERENCE}:${ACCOUNT}$`);

export type KnownNamespace = (typeof CHAIN_NAMESPACES)[number];

/**
 * Whether `value` is a CAIP-2 chain id: `namespace:reference`, two non-empty parts.
 * @example
 * isCaip2('eip155:1'); // true
 */
export function isCaip2(value: unknown): value is `${string}:${string}` {
  return typeof value === 'string' && CAIP2.test(value);
}

/** Whether `value` follows the CAIP-10 grammar, whatever its namespace. */
export function isCaip10Syntax(value: unknown): value is `${string}:${string}:${string}` {
  return typeof value === 'string' && CAIP10.test(value);
}

/**
 * Whether `value` is a CAIP-10 account id: three non-empty colon-separated parts with a known
 * namespace (eip155, solana, polkadot, bip122, cosmos).
 * @example
 * isCaip10('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'); // true
 */
export function isCaip10(value: unknown): value is `${string}:${string}:${string}` {
  return isCaip10Syntax(value) && isKnownNamespace(value.slice(0, value.indexOf(':')));
}

/** Whether `value` is one of the namespaces the product knows. */
export function isKnownNamespace(value: unknown): value is KnownNamespace {
  return (CHAIN_NAMESPACES as readonly unknown[]).includes(value);
}

/**
 * Splits a CAIP-10 id into its parts, or undefined when it is not one.
 * @example
 * parseCaip10('eip155:1:0xab…'); // { namespace: 'eip155', reference: '1', address: '0xab…' }
 */
export function parseCaip10(value: unknown): { namespace: KnownNamespace; reference: string; address: string } | undefined {
  if (!isCaip10(value)) return undefined;
  const [namespace, reference, address] = value.split(':') as [KnownNamespace, string, string];
  return { namespace, reference, address };
}

/**
 * Normalises a chain id given as a string or number to the form `namespace:reference`; a bare
 * reference gets `namespace`. Returns undefined for anything else.
 * @example
 * toCaipNetworkId(10); // 'eip155:10'
 * toCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'); // unchanged
 */
export function toCaipNetworkId(chainId: unknown, namespace: string = 'eip155'): `${string}:${string}` | undefined {
  if (typeof chainId === 'number') {
    return Number.isSafeInteger(chainId) && chainId >= 0 ? `${namespace}:${chainId}` : undefined;
  }
  if (typeof chainId !== 'string') return undefined;
  if (chainId.includes(':')) return isCaip2(chainId) ? chainId : undefined;
  const candidate = `${namespace}:${chainId}`;
  return isCaip2(candidate) ? candidate : undefined;
}
