// The embedded wallet's ids, shared by the start-up stub and the lazy code.

/** The adapter's id (connections remember it) and its connector's id (spec: the auth connector). */
export const EMBEDDED_ADAPTER_ID = 'embedded';
export const EMBEDDED_CONNECTOR_ID = 'auth';

/** The auth connector supports eip155 and solana (spec §6). */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana'] as const;

/**
 * The namespaces the embedded wallet serves in an app: those it supports that the app lists a network of.
 * @example
 * servedNamespaces(modal.options.networks); // ['eip155', 'solana']
 */
export function servedNamespaces(networks: readonly { chainNamespace: string }[]): (typeof EMBEDDED_NAMESPACES)[number][] {
  return EMBEDDED_NAMESPACES.filter((namespace) => networks.some((network) => network.chainNamespace === namespace));
}
