import { describe, expect, it } from 'vitest';
import { WalletModalError } from '../../core/errors/index.js';
import { toWalletConnectError } from './errors.js';

describe('WalletConnect errors', () => {
  it('a rejected proposal or request shows the catalogue text (4001 user rejected)', () => {
    for (const raw of [{ code: 5000, message: 'User rejected.' }, { code: 4001, message: 'nope' }, new Error('User rejected methods.')]) {
      const error = toWalletConnectError(raw) as WalletModalError;
      expect(error).toBeInstanceOf(WalletModalError);
      expect(error.code).toBe(4001);
      expect(error.shortMessage).toBe('User rejected the request.');
    }
  });

  it("keeps the spec's internal texts for the SDK's known failures", () => {
    const text = (raw: unknown) => (toWalletConnectError(raw) as WalletModalError).shortMessage;
    expect(text(new Error('Sign Client not initialized'))).toBe('Sign Client not initialized');
    expect(text(new Error('Session not initialized. Please call connect() before enable()'))).toBe(
      'Session not initialized. Please call connect() before enable()',
    );
    expect(text(new Error("The provided session: abc123 doesn't exist in the Sign client"))).toBe(
      "The provided session: abc123 doesn't exist in the Sign client",
    );
  });

  it("Internal: 'ChainId not found' and 'JSON-RPC provider for {chain} not found' from the SDK become catalogue errors with the chain", () => {
    const chainless = toWalletConnectError(new Error('ChainId not found')) as WalletModalError;
    expect(chainless).toBeInstanceOf(WalletModalError);
    expect(chainless.shortMessage).toBe('ChainId not found');
    const provider = toWalletConnectError(new Error('JSON-RPC provider for eip155:10 not found')) as WalletModalError;
    expect(provider).toBeInstanceOf(WalletModalError);
    expect(provider.shortMessage).toBe('JSON-RPC provider for eip155:10 not found');
  });

  it('passes anything else through untouched', () => {
    const other = new Error('socket hang up');
    expect(toWalletConnectError(other)).toBe(other);
  });
});
