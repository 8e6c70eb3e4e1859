// @vitest-environment jsdom
// Spec §3 "Sync dapp data" and "Sync theme": once the frame has shaken hands, the kit tells it the app's
// metadata, SDK and project, and its theme; the theme again when the mode in effect changes.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { connectEmail } from '../../core/controllers/login.js';
import { SDK_TYPE, SDK_VERSION } from '../../core/api/sdk.js';
import { email } from '../email/index.js';
import { embeddedWallet } from './index.js';
import { destroyFrame } from './state.js';
import { installFakeFrame, SECURE_SITE, settle, releaseEmbedded, type FakeFrame } from './testing.js';

let fake: (FakeFrame & { uninstall(): void }) | undefined;
let modal: WalletModal | undefined;

const metadata = { name: 'Acme Swap', description: 'Swaps', url: 'https://acme.example', icons: ['https://acme.example/icon.png'] };

/** A matchMedia whose colour-scheme preference the test flips. */
function prefersDark(initial: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    set(dark: boolean) {
      media.matches = dark;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

/** Starts an e-mail login (the frame is created by it) and lets the handshake and the 500 ms delay pass. */
async function frameReady(options: Partial<Parameters<typeof createWalletModal>[0]>): Promise<WalletModal> {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fake = installFakeFrame();
  modal = createWalletModal({ projectId: 'demo', networks: ['eip155:1'], secureSiteUrl: SECURE_SITE, adapters: [], modules: [email(), embeddedWallet()], ...options });
  void connectEmail(modal, { email: 'ada@example.com' }).catch(() => {});
  await until(() => fake!.handshakes.length === 1);
  await vi.advanceTimersByTimeAsync(500);
  await until(() => sent('SYNC_THEME').length === 1);
  return modal;
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check() && Date.now() < deadline) await settle(1);
  expect(check()).toBe(true);
}

const sent = (name: string) => fake!.requests.filter((request) => request.name === name).map((request) => request.payload);

afterEach(() => {
  releaseEmbedded(modal, fake);
  modal = undefined;
  fake = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('app data and theme to the embedded-wallet frame (spec §3)', () => {
  it('after the handshake: SYNC_DAPP_DATA (metadata, sdkVersion, sdkType, projectId) and SYNC_THEME (mode and variables)', async () => {
    await frameReady({ metadata, themeMode: 'light', themeVariables: { accent: '#ff0066', '--w3m-border-radius-master': '2px' } });
    expect(sent('SYNC_DAPP_DATA')).toEqual([{ metadata, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId: 'demo' }]);
    expect(sent('SYNC_THEME')).toEqual([
      {
        themeMode: 'light',
        themeVariables: { accent: '#ff0066', '--w3m-border-radius-master': '2px' },
        w3mThemeVariables: { '--w3m-accent': '#ff0066', '--w3m-border-radius-master': '2px' },
      },
    ]);
  });

  it('without metadata the dApp data carries the SDK and project only; the default mode is dark', async () => {
    await frameReady({});
    expect(sent('SYNC_DAPP_DATA')).toEqual([{ sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId: 'demo' }]);
    expect(sent('SYNC_THEME')).toEqual([{ themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} }]);
  });

  it("themeMode 'system': SYNC_THEME again whenever the visitor's colour scheme changes, and no more once the frame is gone", async () => {
    const scheme = prefersDark(true);
    const current = await frameReady({ themeMode: 'system', themeVariables: { accent: '#00aa55' } });
    expect(sent('SYNC_THEME')).toMatchObject([{ themeMode: 'dark' }]);
    scheme.set(false);
    await until(() => sent('SYNC_THEME').length === 2);
    expect(sent('SYNC_THEME')[1]).toEqual({ themeMode: 'light', themeVariables: { accent: '#00aa55' }, w3mThemeVariables: { '--w3m-accent': '#00aa55' } });
    scheme.set(true);
    await until(() => sent('SYNC_THEME').length === 3);
    expect(sent('SYNC_THEME')[2]).toMatchObject({ themeMode: 'dark' });
    destroyFrame(current);
    expect(scheme.listeners.size).toBe(0);
  });

  it('a frame that reloads and shakes hands again is sent the app data and theme again', async () => {
    await frameReady({ metadata });
    fake!.announceReady();
    await until(() => fake!.handshakes.length === 2);
    await vi.advanceTimersByTimeAsync(500);
    await until(() => sent('SYNC_THEME').length === 2);
    expect(sent('SYNC_DAPP_DATA')).toHaveLength(2);
  });
});
