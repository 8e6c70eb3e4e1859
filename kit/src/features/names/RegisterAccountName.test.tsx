// @vitest-environment jsdom
// RegisterAccountName against a name registry on a loopback server (the boundary the kit talks to): what the
// visitor reads when the registry cannot answer.

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loopback, walletModal, type Loopback } from '../../core/controllers/testing.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { resetDom } from '../../react/testing.js';
import { names } from './index.js';
import { REGISTER_NAME_VIEW } from './viewNames.js';

let api: Loopback;
beforeAll(async () => {
  api = await loopback(({ url }) => {
    if (url.pathname === '/v1/supported-chains') return { body: { http: ['eip155:1'], ws: [] } };
    if (url.pathname.startsWith('/v1/profile/suggestions/')) return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'registry down' } } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
  });
});
afterAll(() => api.close());
afterEach(resetDom);

describe('RegisterAccountName', () => {
  it("'Error fetching name suggestions' with the reason when the registry cannot check the typed name, and Register stays off", async () => {
    const { modal } = walletModal({}, { modules: [names()], networks: ['eip155:1'], apiUrl: api.url });
    render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
    await act(() => modal.connect('dev.wallet'));
    act(() => modal.open({ view: REGISTER_NAME_VIEW }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 25_000 });
    fireEvent.change(await within(dialog).findByLabelText('Name', {}, { timeout: 25_000 }), { target: { value: 'alice' } });
    await expect.poll(() => within(dialog).queryByRole('alert')?.textContent ?? '').toMatch(/^Error fetching name suggestions: /);
    expect(within(dialog).getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
  });
});
