// Sign-In With Solana (CAIP-122 for solana, the SIWS text): the EIP-4361 layout with "Solana account", the
// address in base58 and the cluster as its CAIP-2 reference (the genesis hash prefix) in Chain ID.

export type SiwsFields = {
  domain: string;
  address: string;
  statement?: string;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
};

const HEADER = / wants you to sign in with your Solana account:$/;
const FIELDS: Record<string, keyof SiwsFields> = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
};
const DATES = new Set<keyof SiwsFields>(['issuedAt', 'expirationTime', 'notBefore']);

/** Whether `message` is a Sign-In With Solana text (its first line says so). */
export const isSiwsMessage = (message: string) => HEADER.test(message.split('\n', 1)[0] ?? '');

/**
 * The fields of a SIWS text; a field it lacks (or whose date does not parse) is undefined.
 * @example
 * parseSiwsMessage('app.example.com wants you to sign in with your Solana account:\n7Xn…\n\nURI: …').domain; // 'app.example.com'
 */
export function parseSiwsMessage(message: string): SiwsFields {
  const lines = message.split('\n');
  const domain = (lines[0] ?? '').replace(HEADER, '');
  const fields: SiwsFields = { domain, address: lines[1] ?? '' };
  // An optional statement sits between two blank lines after the address.
  if (lines[2] === '' && lines[3] !== undefined && !lines[3].includes(': ') && lines[4] === '') fields.statement = lines[3];
  for (const line of lines.slice(2)) {
    const at = line.indexOf(': ');
    if (at < 0) continue;
    const key = FIELDS[line.slice(0, at)];
    if (!key || key === 'domain' || key === 'address' || key === 'statement') continue;
    const value = line.slice(at + 2);
    if (DATES.has(key)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) (fields as Record<string, unknown>)[key] = date;
    } else (fields as Record<string, unknown>)[key] = value;
  }
  return fields;
}
