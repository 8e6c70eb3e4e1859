// Sign-In With Solana (CAIP-122 for solana): the EIP-4361 layout with "Solana account" and the cluster's CAIP-2
// reference as Chain ID; what our server's server/src/siwx/siws.ts parses.

export interface SiwsMessageParameters {
  domain: string;
  address: string;
  statement?: string;
  uri: string;
  /** The cluster's CAIP-2 reference (its genesis hash prefix). */
  chainId: string;
  nonce: string;
  issuedAt: Date;
  expirationTime?: Date;
}

/**
 * @example
 * createSiwsMessage({ domain: location.host, address, uri: location.origin + '/', chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', nonce, issuedAt: new Date() });
 */
export function createSiwsMessage({ domain, address, statement, uri, chainId, nonce, issuedAt, expirationTime }: SiwsMessageParameters): string {
  return [
    `${domain} wants you to sign in with your Solana account:`,
    address,
    ...(statement ? ['', statement] : []),
    '',
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
    ...(expirationTime ? [`Expiration Time: ${expirationTime.toISOString()}`] : []),
  ].join('\n');
}
