import { describe, expect, it } from 'vitest';
import { ErrorMessages, InternalMessages } from './messages.js';

describe('error catalogue (spec §8)', () => {
  it("'Please try again after N seconds' (e-mail throttle)", () => {
    expect(ErrorMessages.EMAIL_THROTTLE(12)).toBe('Please try again after 12 seconds');
  });

  it("'Error registering name {name}' (API reason text preferred)", () => {
    expect(ErrorMessages.NAME_REGISTRATION_FAILED('alice.reown.id')).toBe('Error registering name alice.reown.id');
    expect(ErrorMessages.NAME_REGISTRATION_FAILED('alice.reown.id', 'Name taken')).toBe('Name taken');
  });

  it("a non-OK status raises 'HTTP status code {n}'", () => {
    expect(ErrorMessages.HTTP_STATUS(404)).toBe('HTTP status code 404');
  });

  it('internal messages are the spec texts verbatim', () => {
    expect(InternalMessages.CHAIN_ID_NOT_FOUND).toBe('ChainId not found');
    expect(InternalMessages.RPC_PROVIDER_NOT_FOUND('eip155:1')).toBe('JSON-RPC provider for eip155:1 not found');
    expect(InternalMessages.NO_RPC_URL(10)).toBe('No RPC url provided for chainId: 10');
    expect(InternalMessages.SIGN_CLIENT_NOT_INITIALIZED).toBe('Sign Client not initialized');
    expect(InternalMessages.SESSION_NOT_INITIALIZED).toBe('Session not initialized. Please call connect() before enable()');
    expect(InternalMessages.SESSION_NOT_FOUND('abc')).toBe("The provided session: abc doesn't exist in the Sign client");
    expect(InternalMessages.GAS_PRICE_NETWORK_UNSUPPORTED).toBe('Network not supported for Gas Price');
    expect(InternalMessages.SWAP_NETWORK_UNSUPPORTED).toBe('Network not supported for Swaps');
  });
});
