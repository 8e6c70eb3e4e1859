// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletModal } from '../../core/controllers/testing.js';
import { startConnecting } from '../Connect/startConnecting.js';
import { renderWithModal } from '../testing.js';
import { ConnectingExternal } from './ConnectingExternal.js';

const DEV_WALLET = { id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'] } as const;

async function failWith(error: Error) {
  const { modal } = walletModal({ fail: error });
  renderWithModal(<ConnectingExternal />, { modal });
  await act(async () => startConnecting(modal, { ...DEV_WALLET, adapterId: 'memory' }));
  return { modal, alert: await screen.findByRole('alert') };
}

describe('ConnectingExternal', () => {
  afterEach(cleanup);

  it("shows the real cause: a rejection is 'Signature declined'", async () => {
    const { alert } = await failWith(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    expect(alert.textContent).toBe('Signature declined');
    expect(alert.dataset.errorCode).toBe('SIGNATURE_DECLINED');
  });

  it('shows the real cause: a request already pending in the wallet is not called a decline', async () => {
    const { alert } = await failWith(Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending"), { code: -32002 }));
    expect(alert.dataset.errorCode).toBe('REQUEST_PENDING');
    expect(alert.textContent).toMatch(/already waiting in your wallet/);
  });

  it('shows the real cause: a wallet that does not answer in time', async () => {
    const { alert } = await failWith(Object.assign(new Error('timed out'), { name: 'TimeoutError' }));
    expect(alert.dataset.errorCode).toBe('WALLET_TIMEOUT');
  });

  it('a retry after a failure connects and goes to Account', async () => {
    const { modal, adapter } = walletModal({ fail: Object.assign(new Error('no'), { code: 4001 }) });
    renderWithModal(<ConnectingExternal />, { modal });
    await act(async () => startConnecting(modal, { ...DEV_WALLET, adapterId: 'memory' }));
    await screen.findByRole('alert');
    adapter.connect = async (connectorId) => [{ namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, connectorId }];
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await expect.poll(() => modal.$router.get().view).toBe('Account');
  });
});
