import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS, checkRpcRequest, isKnownRpcMethod, isSafeRpcMethod } from './methods.js';

describe('RPC method lists (spec §6)', () => {
  it('read-only RPC methods are safe and allowed for the embedded wallet', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_blockNumber', 'eth_getTransactionReceipt']) {
      expect(isSafeRpcMethod(method)).toBe(true);
      expect(checkRpcRequest({ method })).toEqual({ allowed: true, needsApproval: false });
    }
  });

  it('not safe: personal_sign, eth_signTypedData_v4, eth_sendTransaction, Solana signing methods, wallet_sendCalls, permission grant and revoke, eth_sendUserOperation', () => {
    const expected = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'];
    expect([...NOT_SAFE_RPC_METHODS].sort()).toEqual(expected.sort());
    for (const method of expected) expect(checkRpcRequest({ method })).toEqual({ allowed: true, needsApproval: true });
  });

  it('the lists do not overlap and the safe list is read-only', () => {
    expect(SAFE_RPC_METHODS.filter((m) => (NOT_SAFE_RPC_METHODS as readonly string[]).includes(m))).toEqual([]);
    expect(SAFE_RPC_METHODS.filter((m) => /sign|send/i.test(m))).toEqual([]);
  });

  it("an RPC request is known only if its method is in the safe or not-safe lists; otherwise 'Requested RPC call is not allowed'", () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', 'ETH_CALL', '', 42]) {
      expect(isKnownRpcMethod(method)).toBe(false);
      expect(checkRpcRequest({ method })).toEqual({ allowed: false, error: 'Requested RPC call is not allowed' });
    }
  });

  it('random method names never throw', () => {
    fc.assert(fc.property(fc.anything(), (method) => typeof checkRpcRequest({ method }).allowed === 'boolean'));
  });
});
