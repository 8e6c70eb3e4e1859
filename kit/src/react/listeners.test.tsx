// @vitest-environment jsdom
// Listeners over long use (issue 18; spec §9 "Max listeners 10 on the HTTP connection"): an injected
// wallet announced over EIP-6963 whose EIP-1193 provider is an EventEmitter capped at 10 listeners per
// event, connected and disconnected 1,000 times through the EVM adapter, and 100 page loads. The
// listeners on the provider, on window and on document are counted (every add and remove is seen) and
// must end where they started, never above 10 per event. (Open/close cycles: cycles.test.tsx.)

import { act, cleanup, render } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { evmAdapter } from '../adapters/evm/index.js';
import { createWalletModal, type WalletModal } from '../core/client.js';
import { ADDRESS, loopback, type Loopback } from '../core/controllers/testing.js';
import { ConnectButton } from './ConnectButton.js';
import { loadViews } from './loadViews.js';
import { WalletModalProvider } from './Provider.js';
import { countDomListeners } from './testing.js';

const MAX_LISTENERS = 10;
const RDNS = 'test.counting.wallet';

let dom: ReturnType<typeof countDomListeners>;
beforeAll(() => {
  dom = countDomListeners();
});
afterAll(() => dom.stop());
const domCounts = () => dom.counts();

/** The wallet's EIP-1193 provider: an EventEmitter capped at 10 listeners per event, as the spec's connection. */
class CountingProvider extends EventEmitter {
  constructor() {
    super();
    this.setMaxListeners(MAX_LISTENERS);
  }
  async request({ method }: { method: string }) {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS.toLowerCase()];
    if (method === 'eth_chainId') return '0x1';
    if (method === 'wallet_revokePermissions') return null;
    throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
  }
  /** Listeners of the events the adapter listens to. */
  counts() {
    return Object.fromEntries(['accountsChanged', 'chainChanged', 'disconnect'].map((event) => [event, this.listenerCount(event)]));
  }
}

let provider: CountingProvider;
let rpc: Loopback;
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
beforeAll(async () => {
  process.on('warning', onWarning);
  provider = new CountingProvider();
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { uuid: '00000000-0000-4000-8000-000000000000', name: 'Counting Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: RDNS }, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  // The chain's RPC, for the balance read after each connect.
  rpc = await loopback(({ body }) => {
    const calls = [JSON.parse(body)].flat() as { id: number }[];
    const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: '0xde0b6b3a7640000' }));
    return { body: Array.isArray(JSON.parse(body)) ? answers : answers[0] };
  });
});
afterAll(async () => {
  process.off('warning', onWarning);
  await rpc?.close();
});
afterEach(cleanup);

function page(): WalletModal {
  localStorage.clear();
  const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1'], rpcUrls: { 'eip155:1': rpc.url }, adapters: [evmAdapter()] });
  render(
    <WalletModalProvider modal={modal}>
      <ConnectButton />
    </WalletModalProvider>,
  );
  return modal;
}

/** Lets the idle views prefetch, lazy chunks and nanostores' 1 s unmount delay of computed stores finish. */
const settle = async () => {
  await act(() => loadViews());
  await act(() => new Promise((resolve) => setTimeout(resolve, 1_200)));
};

describe('listeners over long use (spec §9: max listeners 10)', () => {
  it('Max listeners 10 on the HTTP connection: 1,000 connect/disconnect cycles leave one listener per wallet event while connected, none after, and window and document as they were', async () => {
    const modal = page();
    await act(async () => {
      await modal.connect(RDNS);
      await modal.disconnect();
    });
    await settle();
    const settledDom = domCounts();
    expect(provider.counts()).toEqual({ accountsChanged: 0, chainChanged: 0, disconnect: 0 });
    for (let cycle = 0; cycle < 1_000; cycle++) {
      await act(async () => {
        await modal.connect(RDNS);
        const counts = provider.counts();
        if (Object.values(counts).some((n) => n !== 1)) throw new Error(`cycle ${cycle}: provider listeners ${JSON.stringify(counts)}`);
        await modal.disconnect();
      });
    }
    await settle();
    expect(modal.$connections.get()).toEqual({});
    expect(provider.counts()).toEqual({ accountsChanged: 0, chainChanged: 0, disconnect: 0 });
    expect(domCounts()).toEqual(settledDom);
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    modal.destroy();
  }, 120_000);

  it('100 page loads (a modal made, connected, destroyed) leave no listener on window, document or the wallet', async () => {
    await settle();
    const before = domCounts();
    for (let load = 0; load < 100; load++) {
      const modal = page();
      await act(async () => {
        await modal.connect(RDNS);
      });
      cleanup();
      modal.destroy();
    }
    await settle();
    expect(domCounts()).toEqual(before);
    // A destroyed modal lets go of the wallet it was connected to.
    expect(provider.counts()).toEqual({ accountsChanged: 0, chainChanged: 0, disconnect: 0 });
  }, 120_000);
});
