import { describe, expect, it } from 'vitest';
import { addressesOn, sessionAccounts } from './accounts.js';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('session accounts', () => {
  it('reads the accounts of a namespace, inline chain keys included; a malformed session reads as none', () => {
    const namespaces = { eip155: { accounts: [`eip155:1:${A}`, `eip155:10:${A}`] }, 'eip155:56': { accounts: [`eip155:56:${B}`] } };
    expect(sessionAccounts(namespaces, 'eip155')).toEqual([`eip155:1:${A}`, `eip155:10:${A}`, `eip155:56:${B}`]);
    expect(sessionAccounts({ eip155: { accounts: ['not an account'] } }, 'eip155')).toEqual([]);
    expect(sessionAccounts(undefined, 'eip155')).toEqual([]);
  });

  it('If accounts exist on the new chain, they are the accounts of that chain', () => {
    const accounts = [`eip155:1:${A}`, `eip155:10:${B}`, `eip155:10:${B}`];
    expect(addressesOn(accounts, 'eip155:10')).toEqual([B]);
    expect(addressesOn(accounts, 'eip155:56')).toEqual([]);
  });
});
