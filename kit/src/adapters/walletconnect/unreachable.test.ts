// WalletConnect when its relay does not answer (issue 32, "honest waits"): no network or a wrong
// relayUrl (nothing listens), and a relay that refuses the project id (HTTP 401 on the socket upgrade,
// as the public relay does for an unknown key). Either way the modal shows no QR code no wallet could
// reach: the pairing fails within seconds with 'WalletConnect could not be reached', the developer is
// told what to check, and Try again pairs once the relay answers. Node, with the loopback relay fixture.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, installNodeEgressGuard, type NodeEgressGuard, type Relay, startRelay } from '@wallet-modal/testing';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { ErrorMessages } from '../../core/errors/messages.js';
import { evmAdapter } from '../evm/index.js';
import { WALLET_CONNECT_CONNECTOR_ID, walletConnectAdapter } from './index.js';
import { installBareWindow } from './testing.js';

/** Short for the test; the default is WALLETCONNECT_RELAY_TIMEOUT_MS (10 s). */
const RELAY_TIMEOUT_MS = 1_500;

let guard: NodeEgressGuard;
const modals: WalletModal[] = [];
const relays: Relay[] = [];

function modalOn(relayUrl: string, projectId: string, storagePrefix: string): WalletModal {
  const modal = createWalletModal({
    projectId,
    networks: ['eip155:31337'],
    rpcUrls: { 'eip155:31337': 'http://127.0.0.1:9' },
    adapters: [evmAdapter(), walletConnectAdapter({ projectId, relayUrl, storagePrefix, relayTimeoutMs: RELAY_TIMEOUT_MS })],
  });
  modals.push(modal);
  return modal;
}

/** Connects through WalletConnect; resolves with the pairing URI once shown, or rejects with the failure. */
async function pairingUri(modal: WalletModal): Promise<string> {
  const connecting = modal.connect(WALLET_CONNECT_CONNECTOR_ID);
  connecting.catch(() => {});
  await vi.waitFor(() => expect(modal.$connection.get().uri ?? modal.$connection.get().error).toBeDefined(), { timeout: 20_000, interval: 50 });
  if (modal.$connection.get().error) await connecting;
  return modal.$connection.get().uri!;
}

beforeAll(async () => {
  installBareWindow();
  guard = installNodeEgressGuard();
  // The SDK's chunk, loaded (and transformed, the first time) before any clock starts.
  await import('./client.js');
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
  modals.splice(0).forEach((modal) => modal.destroy());
  // Each test is a page of its own: no pairing kept from the one before.
  localStorage.clear();
});

afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.close()));
  guard?.uninstall();
});

describe('WalletConnect when the relay does not answer', () => {
  it('nothing listens at relayUrl: no QR code, ‘WalletConnect could not be reached’ within seconds, the developer told what to check; Try again pairs once a relay answers there', async () => {
    const port = await freePort();
    const relayUrl = `ws://127.0.0.1:${port}`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const modal = modalOn(relayUrl, 'demo-project', 'unreachable-dapp');
    const started = Date.now();
    await expect(pairingUri(modal)).rejects.toThrow(ErrorMessages.WALLETCONNECT_UNREACHABLE);
    expect(Date.now() - started).toBeLessThan(RELAY_TIMEOUT_MS + 5_000);
    expect(modal.$connection.get()).toMatchObject({ status: 'disconnected', uri: undefined, error: { message: ErrorMessages.WALLETCONNECT_UNREACHABLE } });
    const told = warn.mock.calls.map((call) => String(call[0])).find((text) => text.includes('did not answer'));
    expect(told).toContain(relayUrl);
    expect(told).toContain("project id 'demo-project'");

    // The relay comes up (the visitor's network is back): Try again shows a code, at the latest once
    // the SDK's reconnect loop (attempts 1 to 4 s apart) has reached it.
    relays.push(await startRelay({ port }));
    let uri: string | undefined;
    await vi.waitFor(async () => void (uri = await pairingUri(modal)), { timeout: 30_000, interval: 500 });
    expect(uri).toMatch(/^wc:/);
  }, 60_000);

  it('a relay that refuses the project id (401 on the upgrade): the same clear failure, not a spinner for ever; a project it knows pairs', async () => {
    const relay = await startRelay({ projectIds: ['known-project'] });
    relays.push(relay);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(pairingUri(modalOn(relay.url, 'unknown-project', 'refused-dapp'))).rejects.toThrow(ErrorMessages.WALLETCONNECT_UNREACHABLE);
    expect(relay.refused()).toBeGreaterThan(0);
    expect(relay.connections()).toBe(0);
    expect(await pairingUri(modalOn(relay.url, 'known-project', 'known-dapp'))).toMatch(/^wc:/);
  }, 60_000);
});
