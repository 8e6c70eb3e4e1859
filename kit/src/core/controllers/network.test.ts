// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { $modal } from '../stores/modal.js';
import { $network } from '../stores/network.js';
import { $router } from '../stores/router.js';
import { getAdapter } from './adapters.js';
import { connect, onWalletChainChanged } from './connection.js';
import { configureNetworkRules, switchNetwork } from './network.js';
import { memoryWallet, resetStores } from './testing.js';

describe('network switch', () => {
  beforeEach(() => {
    resetStores();
    configureNetworkRules({ allowUnsupportedChain: false, enableNetworkSwitch: true });
  });

  it('switches the connected wallet, then makes the network active', async () => {
    const wallet = memoryWallet();
    await connect({ connectorId: 'dev.wallet' });
    await switchNetwork('eip155:10');
    expect(wallet.calls).toContain('switch:eip155:10');
    expect($network.get().caipNetwork?.name).toBe('OP Mainnet');
  });

  it("switching to a network the app does not list fails with 'Network Not Found'", async () => {
    memoryWallet();
    await expect(switchNetwork('eip155:56')).rejects.toThrow('Network Not Found');
  });

  it("A namespace not configured throws \"Namespace '{ns}' is not configured. Please call connect() first with namespace config.\"", () => {
    memoryWallet();
    expect(() => getAdapter('solana')).toThrow(
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    );
  });

  it('Switching to an unsupported network opens UnsupportedChain', async () => {
    memoryWallet();
    await connect({ connectorId: 'dev.wallet' });
    onWalletChainChanged(56);
    expect($modal.get().open).toBe(true);
    expect($router.get().view).toBe('UnsupportedChain');
  });

  it('Switching to an unsupported network does not open UnsupportedChain when unsupported chains are allowed', async () => {
    configureNetworkRules({ allowUnsupportedChain: true, enableNetworkSwitch: true });
    memoryWallet();
    await connect({ connectorId: 'dev.wallet' });
    onWalletChainChanged(56);
    expect($modal.get().open).toBe(false);
    expect($network.get().unsupportedChainId).toBe('eip155:56');
  });

  it('Switching to an unsupported network does not open UnsupportedChain when switching is disabled', async () => {
    configureNetworkRules({ allowUnsupportedChain: false, enableNetworkSwitch: false });
    memoryWallet();
    await connect({ connectorId: 'dev.wallet' });
    onWalletChainChanged(56);
    expect($modal.get().open).toBe(false);
  });
});
