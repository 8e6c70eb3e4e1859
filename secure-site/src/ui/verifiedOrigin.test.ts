// @vitest-environment jsdom
// Issue 29, item 2: the secure UI names the page that asks by the origin the browser gave the wallet frame's
// handshake, not by what the host page says about itself (SYNC_DAPP_DATA's name and url can be anything).
// The real handshake, the real UI bridge and the real UI run over a real BroadcastChannel.
import { afterEach, describe, expect, it } from 'vitest';
import { createUiBridge, type UiBridge } from '../frame/uiBridge.js';
import { awaitHandshake, type HandshakeWindow } from '../frame/handshake.js';
import { runUi } from './app.js';

const REAL_PAGE = 'https://shop.example';
const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** A wallet frame framed by REAL_PAGE: its handshake gives the bridge the browser's origin. */
function frameAfterHandshake(name: string): Promise<UiBridge> {
  const target = new EventTarget();
  const parent = { postMessage: () => undefined };
  const win: HandshakeWindow = {
    parent,
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
  };
  const bridge = new Promise<UiBridge>((resolve) =>
    awaitHandshake(win, REAL_PAGE, undefined, (_port, origin) => {
      const channel = new BroadcastChannel(name);
      channels.push(channel);
      resolve(createUiBridge(channel, { parentOrigin: origin }));
    }),
  );
  const port = new MessageChannel().port1;
  target.dispatchEvent(Object.assign(new Event('message'), { data: { type: '@w3m-app/HANDSHAKE', nonce: 'n'.repeat(22) }, origin: REAL_PAGE, source: parent, ports: [port] }));
  return bridge;
}

function ui(name: string): HTMLElement {
  const root = document.createElement('main');
  document.body.replaceChildren(root);
  const channel = new BroadcastChannel(name);
  channels.push(channel);
  runUi(root, channel);
  return root;
}

const shown = (root: HTMLElement, text: string) => expect.poll(() => root.textContent, { timeout: 5_000 }).toContain(text);

describe('a host page that sends a fake app name and url', () => {
  it('cannot pass for another site: the approve screen names the verified origin and calls the name unverified', async () => {
    const name = `verified-origin-${Math.random()}`;
    const root = ui(name);
    const bridge = await frameAfterHandshake(name);
    // SYNC_DAPP_DATA said { name: 'Uniswap', url: 'https://app.uniswap.org' }: the frame keeps the name as appName.
    await bridge.withScreen({ kind: 'approve', details: { method: 'personal_sign', message: '0x68656c6c6f' }, chainId: 1, appName: 'Uniswap' }, async () => {
      await shown(root, `Requested by ${REAL_PAGE}`);
      expect(root.querySelector('[data-testid="parent-origin"]')?.textContent).toBe(`Requested by ${REAL_PAGE}`);
      expect(root.textContent).not.toContain('Uniswap asks');
      expect(root.querySelector('[data-testid="app-name"]')?.textContent).toBe('It calls itself “Uniswap” (not verified).');
    });
  });

  it('the recovery and export screens name the verified origin too', async () => {
    const name = `verified-origin-${Math.random()}`;
    const root = ui(name);
    const bridge = await frameAfterHandshake(name);
    for (const screen of [{ kind: 'recovery' as const }, { kind: 'recovery-setup' as const }, { kind: 'export' as const }]) {
      await bridge.withScreen(screen, () => shown(root, `Requested by ${REAL_PAGE}`));
    }
  });
});
