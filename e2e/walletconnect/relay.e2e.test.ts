// The relay fixture and the wallet peer, proven on their own: a Node dapp (universal-provider)
// pairs with the peer through the loopback relay, signs, survives a relay drop, and nothing leaves loopback.
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, DEV_ACCOUNTS, installNodeEgressGuard, memoryStorage, type NodeEgressGuard, type Relay, startAnvil, startRelay, startWalletPeer, type WalletPeer } from '@wallet-modal/testing';

type Dapp = Awaited<ReturnType<typeof import('@walletconnect/universal-provider').UniversalProvider.init>>;

let guard: NodeEgressGuard;
let relay: Relay;
let chain: Anvil;
let peer: WalletPeer;
let dapp: Dapp;
const account = DEV_ACCOUNTS[1]!;

describe('WalletConnect relay fixture + wallet peer (Node)', () => {
  beforeAll(async () => {
    guard = installNodeEgressGuard();
    [relay, chain] = await Promise.all([startRelay(), startAnvil({ chainId: 31337 })]);
    peer = await startWalletPeer({ relayUrl: relay.url, projectId: 'demo-project', privateKey: account.privateKey, chains: { 31337: chain.url } });
    const { UniversalProvider } = await import('@walletconnect/universal-provider');
    dapp = await UniversalProvider.init({
      projectId: 'demo-project',
      relayUrl: relay.url,
      customStoragePrefix: 'node-dapp',
      storage: memoryStorage(),
      disableProviderPing: true,
      metadata: { name: 'Node dapp', description: '', url: 'http://127.0.0.1', icons: [] },
    });
  });

  afterAll(async () => {
    await Promise.allSettled([peer?.close(), dapp?.client.core.relayer.transportClose()]);
    await Promise.allSettled([relay?.close(), chain?.stop()]);
    guard?.uninstall();
  });

  it('pairs: the peer approves the proposal it reads from the URI', async () => {
    const started = Date.now();
    const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve));
    const connecting = dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'], rpcMap: { 31337: chain.url } } },
    });
    await peer.pair(await uri);
    const session = await connecting;
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('personal_sign over the session returns a signature that verifies', async () => {
    const signature = await dapp.request<`0x${string}`>({ method: 'personal_sign', params: ['0x68656c6c6f', account.address] }, 'eip155:31337');
    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true);
  });

  it('the session recovers after the relay drops every socket', async () => {
    const before = relay.connections();
    relay.dropAll();
    // Both sides reconnect by themselves; a request sent before they do waits out the SDK's 15 s publish timeout.
    await expect.poll(() => relay.connections(), { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(before + 2);
    const signature = await dapp.request<`0x${string}`>({ method: 'personal_sign', params: ['0x6869', account.address] }, 'eip155:31337');
    expect(await verifyMessage({ address: account.address, message: 'hi', signature })).toBe(true);
  }, 60_000);

  it('no socket, lookup or fetch left loopback', () => {
    guard.assertNoEgress();
  });
});
