// @vitest-environment jsdom
// modal.request(): any other wallet request goes to the connected adapter of its namespace as it is;
// an adapter that passes no raw requests, or no connection, fails with a sentence that says why.

import { describe, expect, it } from 'vitest';
import { walletModal } from './controllers/testing.js';

describe('modal.request', () => {
  it('passes the method and params to the connected adapter and resolves its answer', async () => {
    const wallet = walletModal();
    const seen: unknown[] = [];
    wallet.adapter.request = async (request) => (seen.push(request), '0xtyped');
    await wallet.modal.connect('dev.wallet');
    const params = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '{"primaryType":"Greeting"}'];
    await expect(wallet.modal.request({ method: 'eth_signTypedData_v4', params })).resolves.toBe('0xtyped');
    expect(seen).toEqual([{ namespace: 'eip155', method: 'eth_signTypedData_v4', params }]);
  });

  it('an adapter without raw requests says it cannot send the method', async () => {
    const wallet = walletModal();
    await wallet.modal.connect('dev.wallet');
    await expect(wallet.modal.request({ method: 'wallet_sendCalls' })).rejects.toThrow(
      'The memory connection cannot send wallet_sendCalls: it takes messages and transactions only',
    );
  });

  it('without a connection it refuses instead of sending', async () => {
    const wallet = walletModal();
    wallet.adapter.request = async () => 'never';
    await expect(wallet.modal.request({ method: 'eth_signTypedData_v4' })).rejects.toThrow('Please call connect() before request()');
  });
});
