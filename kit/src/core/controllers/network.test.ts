// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { switchNetwork } from './network.js';
import { walletModal } from './testing.js';

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

describe('network switch', () => {
  it('switches the connected wallet, then makes the network active', async () => {
    const { modal, calls } = walletModal();
    await modal.connect('dev.wallet');
    await switchNetwork(modal, 'eip155:10');
    expect(calls).toContain('switch:eip155:10');
    expect(modal.$network.get().caipNetwork?.name).toBe('OP Mainnet');
  });

  it("switching to a network the app does not list fails with 'Network Not Found'", async () => {
    const { modal } = walletModal();
    await expect(switchNetwork(modal, 'eip155:56')).rejects.toThrow('Network Not Found');
  });

  it("A namespace not configured throws \"Namespace '{ns}' is not configured. Please call connect() first with namespace config.\"", async () => {
    const { modal } = walletModal({}, { networks: ['eip155:1', SOLANA] });
    await modal.switchNetwork(SOLANA);
    await expect(modal.signMessage('hello')).rejects.toThrow(
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    );
  });

  it("Requests need a session: 'Please call connect() before request()'", async () => {
    const { modal } = walletModal();
    await expect(modal.sendTransaction({ to: '0x0000000000000000000000000000000000000001', value: 1n })).rejects.toThrow(
      'Please call connect() before request()',
    );
  });

  it("switching namespace keeps each namespace's account", async () => {
    const { modal } = walletModal({}, { networks: ['eip155:1', SOLANA] });
    await modal.connect('dev.wallet');
    await modal.switchNetwork(SOLANA);
    expect(modal.$activeNamespace.get()).toBe('solana');
    expect(modal.$account.get().address).toBeUndefined();
    await modal.switchNetwork('eip155:1');
    expect(modal.$account.get().address).toBe(modal.$accounts.get().eip155?.address);
    expect(modal.$account.get().status).toBe('connected');
  });

  it('Switching to an unsupported network opens UnsupportedChain', async () => {
    const { modal, emit } = walletModal();
    await modal.connect('dev.wallet');
    emit('chainChanged', 'eip155', 56);
    expect(modal.$modal.get().open).toBe(true);
    expect(modal.$router.get().view).toBe('UnsupportedChain');
  });

  it('Switching to an unsupported network does not open UnsupportedChain when unsupported chains are allowed', async () => {
    const { modal, emit } = walletModal({}, { allowUnsupportedChain: true });
    await modal.connect('dev.wallet');
    emit('chainChanged', 'eip155', 56);
    expect(modal.$modal.get().open).toBe(false);
    expect(modal.$network.get().unsupportedChainId).toBe('eip155:56');
  });

  it('Switching to an unsupported network does not open UnsupportedChain when switching is disabled', async () => {
    const { modal, emit } = walletModal({}, { enableNetworkSwitch: false });
    await modal.connect('dev.wallet');
    emit('chainChanged', 'eip155', 56);
    expect(modal.$modal.get().open).toBe(false);
  });
});
