// @vitest-environment jsdom
// Social login's guard in the kit (spec §5): a provider outside the six is refused before any request,
// so no frame is even created for it.
import { afterEach, expect, it } from 'vitest';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { connectSocial } from '../../core/controllers/login.js';
import { hasEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import { embeddedWallet } from './index.js';
import { SECURE_SITE } from './testing.js';

let modal: WalletModal | undefined;
afterEach(() => {
  modal = undefined;
  document.body.replaceChildren();
});

it('social provider must be one of google, github, apple, facebook, x, discord: anything else is refused before any request', async () => {
  localStorage.clear();
  modal = createWalletModal({ projectId: 'demo', networks: ['eip155:1'], secureSiteUrl: SECURE_SITE, adapters: [], modules: [embeddedWallet()] });
  expect(hasEmbeddedLogin(modal, 'social')).toBe(true);
  await expect(connectSocial(modal, { provider: 'myspace' })).rejects.toThrow('Unknown social provider: myspace');
  expect(document.querySelector('iframe')).toBeNull();
});
