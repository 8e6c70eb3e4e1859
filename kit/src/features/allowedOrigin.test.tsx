// @vitest-environment jsdom
// The allowed-origins rule of e-mail and social login, against a real HTTP server on loopback that
// answers GET /projects/v1/origins as ours does. The page's origin in jsdom is http://localhost:3000.

import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletModal } from '../core/client.js';
import { trackEvent } from '../core/controllers/analytics.js';
import { registerEmbeddedLogin } from '../core/controllers/embeddedLogin.js';
import { loopbackApi, memoryWallet, type LoopbackApi, type LoopbackApiOptions } from '../core/controllers/testing.js';
import { Connect } from '../views/Connect/Connect.js';
import { renderWithModal } from '../views/testing.js';
import { email } from './email/index.js';
import { socials } from './socials/index.js';

let api: LoopbackApi | undefined;

/** An app with e-mail and social login (its embedded wallet present) and our API at `apiUrl`, on Connect. */
async function connectView(options: LoopbackApiOptions, path = '') {
  api = await loopbackApi(options);
  const modal = createWalletModal({
    projectId: 'demo',
    networks: ['eip155:1'],
    apiUrl: `${api.baseUrl}${path}`,
    secureSiteUrl: api.baseUrl,
    adapters: [memoryWallet().adapter],
    modules: [email(), socials()],
  });
  registerEmbeddedLogin(modal, { connectEmail: async () => {}, connectSocial: async () => {} });
  const shown: string[] = [];
  modal.$notification.listen((notification) => notification.open && shown.push(notification.message ?? ''));
  renderWithModal(<Connect />, { modal });
  await screen.findByRole('button', { name: /Dev Wallet/ });
  // The API client retries a 403 as it does every request (spec §8 "RPC retry on 403…"), so this may take a second.
  await vi.waitFor(() => expect(['unchecked', 'checking']).not.toContain(modal.$originCheck.get().status), { timeout: 5_000 });
  return { modal, shown };
}

const loginShown = () => ({
  email: screen.queryByRole('textbox', { name: 'E-mail' }) !== null,
  social: screen.queryByRole('group', { name: 'Social login' }) !== null,
});

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await api?.close();
  api = undefined;
});

describe('Origin must be on the allowed-origins list when e-mail or social features are on (spec §5)', () => {
  it('an origin on the list (exact, or a pattern with any port) shows e-mail and social login', async () => {
    for (const allowedOrigins of [['http://localhost:3000'], ['https://app.example.com', 'http://localhost:*']]) {
      const { shown } = await connectView({ allowedOrigins });
      await screen.findByRole('textbox', { name: 'E-mail' });
      await screen.findByRole('group', { name: 'Social login' });
      expect(loginShown()).toEqual({ email: true, social: true });
      expect(shown).toEqual([]);
      cleanup();
      await api?.close();
    }
  });

  it("an origin not on the list shows neither, and 'Invalid App Configuration' once", async () => {
    for (const allowedOrigins of [['https://app.example.com', 'http://*.localhost:*'], ['https://localhost:3000'], ['http://localhost'], []]) {
      const { modal, shown } = await connectView({ allowedOrigins });
      expect(modal.$originCheck.get().status).toBe('refused');
      expect(loginShown()).toEqual({ email: false, social: false });
      expect(screen.queryByRole('separator')).toBeNull();
      expect(shown).toEqual(['Invalid App Configuration']);
      cleanup();
      await api?.close();
    }
  });

  it("the server refusing this origin (403 ORIGIN_NOT_ALLOWED) hides them too; 'Invalid App Configuration' shows once, analytics included", async () => {
    const { modal, shown } = await connectView({ allowedOrigins: 'refused' });
    expect(modal.$originCheck.get().status).toBe('refused');
    expect(loginShown()).toEqual({ email: false, social: false });
    // Connecting sends a tracking event, which the server refuses as well (403): no second alert.
    await modal.connect('dev.wallet');
    await trackEvent(modal, 'CONNECT_SUCCESS');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shown).toEqual(['Invalid App Configuration']);
  });

  it("the check waits for the page's first paint (issue 31), then still refuses and shows 'Invalid App Configuration' once", async () => {
    // Frames are held: until one is painted, the check must neither load nor ask.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    api = await loopbackApi({ allowedOrigins: ['https://app.example.com'] });
    const modal = createWalletModal({
      projectId: 'demo',
      networks: ['eip155:1'],
      apiUrl: api.baseUrl,
      adapters: [memoryWallet().adapter],
      modules: [email(), socials()],
    });
    const shown: string[] = [];
    modal.$notification.listen((notification) => notification.open && shown.push(notification.message ?? ''));
    expect(modal.$originCheck.get().status).toBe('checking');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(modal.$originCheck.get().status).toBe('checking');
    expect(shown).toEqual([]);

    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(modal.$originCheck.get().status).toBe('refused'), { timeout: 5_000 });
    expect(shown).toEqual(['Invalid App Configuration']);
  });

  it('an answer of another shape (no list, or a list holding a non-string) is refused by its reader: login stays hidden, with a console notice naming the path', async () => {
    for (const originsAnswer of [{}, { allowedOrigins: 'http://localhost:*' }, { allowedOrigins: ['http://localhost:*', 42] }, { allowedOrigins: [null] }, []]) {
      const { modal, shown } = await connectView({ originsAnswer });
      expect(modal.$originCheck.get().status).toBe('failed');
      expect(loginShown()).toEqual({ email: false, social: false });
      expect(shown).toEqual([]);
      const notice = vi.mocked(console.warn).mock.calls.find((call) => String(call[0]).includes('allowed origins could not be fetched'));
      expect(String(notice?.[1])).toContain('Unexpected response from /projects/v1/origins');
      vi.mocked(console.warn).mockClear();
      cleanup();
      await api?.close();
    }
  });

  it('a list that cannot be fetched keeps e-mail and social login hidden, with a console notice and no alert', async () => {
    const { modal, shown } = await connectView({}, '/missing/');
    expect(modal.$originCheck.get().status).toBe('failed');
    expect(loginShown()).toEqual({ email: false, social: false });
    expect(shown).toEqual([]);
    expect(vi.mocked(console.warn).mock.calls.some((call) => String(call[0]).includes('allowed origins could not be fetched'))).toBe(true);
  });
});
