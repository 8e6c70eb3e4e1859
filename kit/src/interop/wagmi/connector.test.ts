// @vitest-environment jsdom
// walletModalConnector in a real wagmi config (@wagmi/core): wagmi's actions drive our modal and our
// modal's connection drives wagmi, both ways.

import { connect, createConfig, disconnect, getAccount, reconnect, switchChain } from '@wagmi/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS, testModal, walletModal } from '../../core/controllers/testing.js';
import { wagmiNetworks } from './chains.js';
import { walletModalConnector } from './connector.js';

const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((stop) => stop()));

function setup() {
  const world = walletModal();
  cleanup.push(() => world.modal.destroy());
  const config = createConfig({ ...wagmiNetworks(world.modal), connectors: [walletModalConnector(world.modal)], multiInjectedProviderDiscovery: false });
  const [connector] = config.connectors;
  return { ...world, config, connector: connector! };
}

describe('walletModalConnector', () => {
  it("wagmi's connect opens our modal, and resolves the account connected there", async () => {
    const { modal, config, connector } = setup();
    const connecting = connect(config, { connector });
    await expect.poll(() => modal.$modal.get().open).toBe(true);
    await modal.connect('dev.wallet');
    expect(await connecting).toEqual({ accounts: [ADDRESS], chainId: 1 });
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 1, connector: { id: 'walletModal' } });
  });

  it("wagmi's connect rejects with UserRejectedRequestError when our modal closes without a wallet", async () => {
    const { modal, config, connector } = setup();
    const connecting = connect(config, { connector });
    await expect.poll(() => modal.$modal.get().open).toBe(true);
    modal.close();
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
    expect(getAccount(config).status).toBe('disconnected');
  });

  it('a wallet connected through our modal connects wagmi, and follows its chain and account', async () => {
    const { modal, config, emit } = setup();
    await modal.connect('dev.wallet');
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 1 });
    await modal.switchNetwork('eip155:10');
    expect(getAccount(config).chainId).toBe(10);
    emit('accountsChanged', 'eip155', ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8']);
    expect(getAccount(config).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  });

  it("the connector's connect takes the wallet our modal already connected, without opening it", async () => {
    const { modal, connector } = setup();
    await modal.connect('dev.wallet');
    modal.close();
    expect(await connector.connect()).toEqual({ accounts: [ADDRESS], chainId: 1 });
    expect(await connector.connect({ withCapabilities: true })).toEqual({ accounts: [{ address: ADDRESS, capabilities: {} }], chainId: 1 });
    expect(modal.$modal.get().open).toBe(false);
  });

  it("wagmi's switchChain switches our modal's network (and its wallet)", async () => {
    const { modal, config, calls } = setup();
    await modal.connect('dev.wallet');
    expect(await switchChain(config, { chainId: 10 })).toMatchObject({ id: 10 });
    expect(calls).toContain('switch:eip155:10');
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
    expect(getAccount(config).chainId).toBe(10);
  });

  it("wagmi's connect with a chainId connects, then switches our modal and its wallet to that chain", async () => {
    const { modal, config, connector, calls } = setup();
    const connecting = connect(config, { connector, chainId: 10 });
    await expect.poll(() => modal.$modal.get().open).toBe(true);
    await modal.connect('dev.wallet');
    expect(await connecting).toEqual({ accounts: [ADDRESS], chainId: 10 });
    expect(calls).toContain('switch:eip155:10');
  });

  it("switchChain to a chain wagmi's config does not list fails with SwitchChainError naming it, and leaves the modal where it was", async () => {
    const { modal, connector } = setup();
    await modal.connect('dev.wallet');
    await expect(connector.switchChain!({ chainId: 137 })).rejects.toMatchObject({ name: 'SwitchChainError', code: 4902, details: expect.stringContaining('Chain not configured') });
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:1');
  });

  it("wagmi's disconnect disconnects our modal", async () => {
    const { modal, config, calls } = setup();
    await modal.connect('dev.wallet');
    await disconnect(config);
    expect(calls).toContain('disconnect');
    expect(modal.$account.get().status).toBe('disconnected');
    expect(getAccount(config).status).toBe('disconnected');
  });

  it('disconnecting our modal disconnects wagmi', async () => {
    const { modal, config } = setup();
    await modal.connect('dev.wallet');
    await modal.disconnect();
    expect(getAccount(config).status).toBe('disconnected');
  });

  it("wagmi's reconnect restores a connection our modal restored, and skips one it did not", async () => {
    const { modal, config, connector } = setup();
    expect(await reconnect(config, { connectors: [connector] })).toEqual([]);
    expect(getAccount(config).status).toBe('disconnected');
    await modal.connect('dev.wallet');
    const restored = await reconnect(config, { connectors: [connector] });
    expect(restored).toEqual([{ accounts: [ADDRESS], chainId: 1, connector: expect.objectContaining({ id: 'walletModal' }) }]);
  });
});

describe('wagmiNetworks', () => {
  it("gives the modal's eip155 networks as chains with an http transport on the modal's RPC URL", () => {
    const modal = testModal({ rpcUrls: { 'eip155:10': 'http://127.0.0.1:8546' } });
    cleanup.push(() => modal.destroy());
    const { chains, transports } = wagmiNetworks(modal);
    expect(chains.map((chain) => [chain.id, chain.name, chain.rpcUrls.default.http[0]])).toEqual([
      [1, 'Ethereum', expect.stringMatching(/^https:/)],
      [10, 'OP Mainnet', 'http://127.0.0.1:8546'],
    ]);
    expect(transports[10]!({ chain: chains[1] }).value?.url).toBe('http://127.0.0.1:8546');
  });

  it('a modal without an eip155 network gets an error saying to add one', () => {
    const modal = testModal({ networks: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] });
    cleanup.push(() => modal.destroy());
    expect(() => wagmiNetworks(modal)).toThrow(/lists no eip155 network.*add one, e.g. 'eip155:1'/);
  });
});
