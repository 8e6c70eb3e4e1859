// @vitest-environment jsdom
// The EIP-1193 provider over a modal: its events follow the modal's eip155 stores (connect, account,
// chain, disconnect), its requests go to the connected wallet, and it answers bad input with -32602.

import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS, walletModal } from '../../core/controllers/testing.js';
import { walletModalProvider } from './provider.js';

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function recorder(provider: ReturnType<typeof walletModalProvider>) {
  const events: [string, unknown][] = [];
  const listeners = Object.fromEntries(
    (['connect', 'accountsChanged', 'chainChanged', 'disconnect'] as const).map((event) => [event, (payload: unknown) => events.push([event, payload])]),
  );
  for (const [event, listener] of Object.entries(listeners)) provider.on(event as 'connect', listener as never);
  const stop = () => {
    for (const [event, listener] of Object.entries(listeners)) provider.removeListener(event as 'connect', listener as never);
  };
  return { events, stop };
}

const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((stop) => stop()));

function setup(options: Parameters<typeof walletModal>[0] = {}) {
  const world = walletModal(options);
  cleanup.push(() => world.modal.destroy());
  const provider = walletModalProvider(world.modal);
  return { ...world, provider };
}

describe('walletModalProvider events', () => {
  it('a wallet connected through the modal emits connect with the chain id (hex), then accountsChanged with its address', async () => {
    const { modal, provider } = setup();
    const { events } = recorder(provider);
    await modal.connect('dev.wallet');
    expect(events).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [ADDRESS]],
    ]);
  });

  it("the wallet's chainChanged and accountsChanged reach the provider's listeners as chainChanged (hex) and accountsChanged", async () => {
    const { modal, provider, emit } = setup();
    await modal.connect('dev.wallet');
    const { events } = recorder(provider);
    emit('chainChanged', 'eip155', 10);
    emit('accountsChanged', 'eip155', [OTHER]);
    expect(events).toEqual([
      ['chainChanged', '0xa'],
      ['accountsChanged', [OTHER]],
    ]);
  });

  it('modal.switchNetwork emits chainChanged once', async () => {
    const { modal, provider } = setup();
    await modal.connect('dev.wallet');
    const { events } = recorder(provider);
    await modal.switchNetwork('eip155:10');
    expect(events).toEqual([['chainChanged', '0xa']]);
  });

  it('disconnecting the modal emits accountsChanged([]) and disconnect with EIP-1193 code 4900', async () => {
    const { modal, provider } = setup();
    await modal.connect('dev.wallet');
    const { events } = recorder(provider);
    await modal.disconnect();
    expect(events.map(([event]) => event)).toEqual(['accountsChanged', 'disconnect']);
    expect(events[0]![1]).toEqual([]);
    expect((events[1]![1] as { code: number }).code).toBe(4900);
  });

  it('the wallet ending the connection emits the same as a disconnect through the modal', async () => {
    const { modal, provider, emit } = setup();
    await modal.connect('dev.wallet');
    const { events } = recorder(provider);
    emit('disconnect', 'eip155');
    expect(events.map(([event]) => event)).toEqual(['accountsChanged', 'disconnect']);
  });

  it("listens to the modal's stores only while it has listeners", async () => {
    const { modal, provider } = setup();
    const before = modal.$accounts.lc;
    const { events, stop } = recorder(provider);
    expect(modal.$accounts.lc).toBe(before + 1);
    stop();
    expect(modal.$accounts.lc).toBe(before);
    await modal.connect('dev.wallet');
    expect(events).toEqual([]);
  });
});

describe('walletModalProvider requests', () => {
  it('eth_accounts and eth_chainId answer from the modal: no account before connecting, its address and chain after', async () => {
    const { modal, provider } = setup();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
    await modal.connect('dev.wallet');
    await modal.switchNetwork('eip155:10');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa');
  });

  it('eth_requestAccounts opens the modal on Connect and resolves the address connected there', async () => {
    const { modal, provider } = setup();
    const accounts = provider.request({ method: 'eth_requestAccounts' });
    await expect.poll(() => modal.$modal.get().open).toBe(true);
    expect(modal.$router.get().view).toBe('Connect');
    await modal.connect('dev.wallet');
    expect(await accounts).toEqual([ADDRESS]);
  });

  it('eth_requestAccounts rejects with 4001 when the modal closes without a wallet', async () => {
    const { modal, provider } = setup();
    const accounts = provider.request({ method: 'eth_requestAccounts' });
    await expect.poll(() => modal.$modal.get().open).toBe(true);
    modal.close();
    await expect(accounts).rejects.toMatchObject({ code: 4001 });
  });

  it('wallet_switchEthereumChain switches the modal (and its wallet) to that network', async () => {
    const { modal, provider, calls } = setup();
    await modal.connect('dev.wallet');
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] });
    expect(calls).toContain('switch:eip155:10');
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe('eip155:10');
  });

  it('a wallet request before any wallet is connected fails with 4900 (disconnected)', async () => {
    const { provider } = setup();
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).rejects.toMatchObject({ code: 4900 });
  });

  it('bad input gets -32602 saying what to fix', async () => {
    const { provider } = setup();
    await expect(provider.request({ method: 'eth_sendTransaction', params: { to: ADDRESS } } as never)).rejects.toMatchObject({
      code: -32602,
      details: expect.stringContaining('params must be an array'),
    });
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 10 }] } as never)).rejects.toMatchObject({
      code: -32602,
      details: expect.stringContaining('chainId'),
    });
  });
});
