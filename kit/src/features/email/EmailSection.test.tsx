// @vitest-environment jsdom
// The e-mail section's passkey sign-in: offered only when the embedded wallet offers it and the browser
// has WebAuthn; a click hands over to the embedded wallet (which runs the ceremony on the secure site).
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerEmbeddedLogin, type EmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import { WalletModalError } from '../../core/errors/base.js';
import { memoryWallet, testModal } from '../../core/controllers/testing.js';
import { renderWithModal } from '../../views/testing.js';
import { Connect } from '../../views/Connect/Connect.js';
import { email } from './index.js';

function connectView(login: EmbeddedLogin) {
  const modal = testModal({ adapters: [memoryWallet().adapter], modules: [email()], secureSiteUrl: 'http://127.0.0.1:9' });
  registerEmbeddedLogin(modal, login);
  return renderWithModal(<Connect />, { modal });
}

describe('Sign in with a passkey (e-mail section)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is offered when the embedded wallet offers it and the browser has WebAuthn; a click starts it', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const connectPasskey = vi.fn(async () => {});
    connectView({ connectEmail: async () => {}, connectPasskey });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(connectPasskey).toHaveBeenCalledTimes(1);
  });

  it('is not offered when the embedded wallet does not offer it, or the browser has no WebAuthn', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    connectView({ connectEmail: async () => {} });
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    vi.stubGlobal('PublicKeyCredential', undefined);
    connectView({ connectEmail: async () => {}, connectPasskey: async () => {} });
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('a failed sign-in is shown under the section (e.g. the person closed the passkey prompt)', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    connectView({ connectEmail: async () => {}, connectPasskey: async () => Promise.reject(new WalletModalError('The passkey request was cancelled')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('The passkey request was cancelled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toHaveProperty('disabled', false);
  });
});
