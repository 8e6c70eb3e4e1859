import { describe, expect, it } from 'vitest';
import { ErrorMessages, InternalMessages } from './messages.js';

describe('error catalogue (spec §8)', () => {
  it("'Please try again after N seconds' (e-mail throttle)", () => {
    expect(ErrorMessages.EMAIL_THROTTLE(12)).toBe('Please try again after 12 seconds');
  });

  it('user-facing messages are the spec texts verbatim', () => {
    expect(ErrorMessages).toMatchObject({
      FAILED_TO_DISCONNECT: 'Failed to disconnect',
      EMBEDDED_WALLET_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
      EMAIL_LOGIN_DEPENDENCY_FAILED: 'Unable to load email login dependency',
      EMBEDDED_WALLET_TIMEOUT: 'Embedded Wallet Request Timed Out',
      INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
      SESSION_EXPIRED: 'Session Expired',
      INVALID_PROJECT_ID: 'Invalid Project ID - update configuration',
      PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
      NETWORK_NOT_FOUND: 'Network Not Found',
      AN_ERROR_OCCURRED: 'An error occurred',
      REQUEST_ABORTED: 'Request was aborted',
      SOMETHING_WENT_WRONG: 'Something went wrong',
      TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
      FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
      RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
      ACTION_NOT_ALLOWED: 'Action not allowed',
      UNKNOWN_NETWORK: 'Unknown Network',
      UNSUPPORTED_CHAIN: 'Unsupported chain',
      CHAIN_NOT_SUPPORTED: 'Chain is not supported',
      TRANSACTIONS_NEED_ACCOUNT: "Transaction can't be fetched without an accountAddress",
      AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
      SIGNATURE_DECLINED: 'Signature declined',
      SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
      AUTHENTICATING: 'Authenticating...',
      NAME_RESOLVE_FAILED: 'Error resolving name',
      NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
      NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
    });
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
