// @vitest-environment jsdom
// The Bitcoin adapter through the modal's public API, against an in-memory wallet-standard Bitcoin
// wallet holding real keys (it signs BIP-322 with bip322-js), and balances from an HTTP API on loopback
// answering the server's balance route.

import { afterEach, describe, expect, it } from 'vitest';
import { devBitcoinAccount } from '@wallet-modal/testing';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { loopback, type Loopback } from '../../core/controllers/testing.js';
import { bitcoinAdapter } from './index.js';
import { bip322, memoryBitcoinWallet, type MemoryBitcoinWallet, type MemoryBitcoinWalletOptions } from './testing.js';

const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const CONNECTOR = 'wallet-standard:Memory Bitcoin';
const payment = devBitcoinAccount('mainnet', 'payment');
const ordinals = devBitcoinAccount('mainnet', 'ordinals');

const wallets: MemoryBitcoinWallet[] = [];
const modals: WalletModal[] = [];
const servers: Loopback[] = [];
afterEach(async () => {
  wallets.splice(0).forEach((wallet) => wallet.unregister());
  modals.splice(0).forEach((modal) => modal.destroy());
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function wallet(options: MemoryBitcoinWalletOptions = {}): Promise<MemoryBitcoinWallet> {
  const created = await memoryBitcoinWallet(options);
  wallets.push(created);
  return created;
}

/** A page with an EVM network first and both Bitcoin networks; `fresh` clears storage (a first visit). */
function page({ apiUrl, fresh = true }: { apiUrl?: string; fresh?: boolean } = {}): WalletModal {
  if (fresh) localStorage.clear();
  const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1', MAINNET, TESTNET], adapters: [bitcoinAdapter()], apiUrl, features: { analytics: false } });
  modals.push(modal);
  return modal;
}

/** Our server's balance route as far as this adapter reads it: `sats` per address, in the wire shape. */
async function balanceApi(sats: Record<string, bigint>) {
  const asked: string[] = [];
  const server = await loopback(({ url }) => {
    asked.push(`${url.pathname}?chainId=${url.searchParams.get('chainId')}`);
    if (url.pathname === '/v1/supported-chains') return { body: { http: [MAINNET, TESTNET], ws: [] } };
    const address = /^\/v1\/account\/([^/]+)\/balance$/.exec(url.pathname)?.[1];
    if (!address) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const numeric = (Number(sats[decodeURIComponent(address)] ?? 0n) / 1e8).toString();
    const balances = [{ name: 'Bitcoin', symbol: 'BTC', chainId: url.searchParams.get('chainId'), value: 0, price: 0, quantity: { decimals: '8', numeric }, iconUrl: '' }];
    return { body: { balances } };
  });
  servers.push(server);
  return { url: server.url, asked };
}

describe('Bitcoin adapter: wallet-standard Bitcoin wallets', () => {
  it('discovers wallet-standard wallets that serve Bitcoin (bitcoin:connect, a bitcoin chain), with their icons, and leaves others out', async () => {
    const bitcoin = await wallet();
    const modal = page();
    await expect.poll(() => modal.$connectors.get().map((connector) => connector.name)).toEqual(['Memory Bitcoin']);
    expect(modal.$connectors.get()[0]).toMatchObject({ id: CONNECTOR, type: 'ANNOUNCED', namespaces: ['bip122'], imageUrl: bitcoin.wallet.icon, adapterId: 'bitcoin' });
  });

  it('Default account types: bip122 payment: connect shows the payment address; the ordinals address is kept in allAccounts and addressLabels', async () => {
    const bitcoin = await wallet();
    const modal = page();
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    expect(bitcoin.calls[0]).toEqual({ method: 'connect', input: { purposes: ['payment', 'ordinals'] } });
    expect(modal.$activeNamespace.get()).toBe('bip122');
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe(MAINNET);
    expect(modal.$account.get()).toMatchObject({
      status: 'connected',
      address: payment.address,
      caipAddress: `${MAINNET}:${payment.address}`,
      addressExplorerUrl: `https://mempool.space/address/${payment.address}`,
      allAccounts: [
        { address: payment.address, type: 'payment', publicKey: payment.publicKey },
        { address: ordinals.address, type: 'ordinal', publicKey: ordinals.publicKey.slice(2) },
      ],
      addressLabels: { [payment.address]: 'payment', [ordinals.address]: 'ordinal' },
    });
  });

  it('preferring the ordinal account type shows the ordinals address; a wallet without one shows its payment address alone', async () => {
    await wallet();
    const modal = page();
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    modal.setPreferredAccountType({ namespace: 'bip122', type: 'ordinal' });
    expect(modal.$account.get().address).toBe(ordinals.address);
    expect(await verifies(ordinals.address, await modal.signMessage('from the ordinals address'), 'from the ordinals address')).toBe(true);

    wallets.splice(0).forEach((created) => created.unregister());
    await wallet({ name: 'Payment Only', ordinals: false });
    const second = page();
    await expect.poll(() => second.$connectors.get().length).toBe(1);
    await second.connect('wallet-standard:Payment Only');
    expect(second.$account.get()).toMatchObject({ address: payment.address, allAccounts: [{ address: payment.address, type: 'payment' }] });
  });

  it('signs a message with BIP-322 (bitcoin:signMessage): the signature verifies for the payment address, and not for another message', async () => {
    await wallet();
    const modal = page();
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    const signature = await modal.signMessage('Hello from create-wallet-modal');
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(await verifies(payment.address, signature, 'Hello from create-wallet-modal')).toBe(true);
    expect(await verifies(payment.address, signature, 'Hello from create-wallet-modal!')).toBe(false);
  });

  it('a declined connect leaves the modal disconnected with the catalogue cause', async () => {
    await wallet({ decline: true });
    const modal = page();
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await expect(modal.connect(CONNECTOR)).rejects.toThrow('User rejected the request.');
    expect(modal.$connection.get()).toMatchObject({ status: 'disconnected', error: { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } });
  });

  it('reconnects silently after a reload from the accounts the wallet authorized, without asking again', async () => {
    const bitcoin = await wallet();
    const first = page();
    await expect.poll(() => first.$connectors.get().length).toBe(1);
    await first.connect(CONNECTOR);
    first.destroy();
    const reloaded = page({ fresh: false });
    await expect.poll(() => reloaded.$account.get().address).toBe(payment.address);
    expect(reloaded.$account.get().addressLabels).toEqual({ [payment.address]: 'payment', [ordinals.address]: 'ordinal' });
    expect(bitcoin.calls.filter((call) => call.method === 'connect')).toHaveLength(1);
  });

  it('follows the wallet: another network\'s accounts switch the network; no accounts disconnects; Disconnect tells the wallet', async () => {
    const bitcoin = await wallet({ networks: ['mainnet', 'testnet'] });
    const modal = page();
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    bitcoin.change('testnet');
    expect(modal.$network.get().caipNetwork?.caipNetworkId).toBe(TESTNET);
    expect(modal.$account.get()).toMatchObject({ address: devBitcoinAccount('testnet', 'payment').address, caipAddress: `${TESTNET}:${devBitcoinAccount('testnet', 'payment').address}` });
    bitcoin.change(undefined);
    expect(modal.$connections.get().bip122).toBeUndefined();
    expect(modal.$account.get().status).toBe('disconnected');

    await modal.connect(CONNECTOR);
    await modal.disconnect();
    expect(bitcoin.calls.at(-1)).toEqual({ method: 'disconnect' });
    expect(modal.$accounts.get().bip122).toBeUndefined();
  });

  it('switching to Bitcoin Testnet uses the wallet\'s testnet accounts; a wallet without any there says Chain is not supported', async () => {
    await wallet({ networks: ['mainnet', 'testnet'] });
    const modal = page();
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    await modal.switchNetwork(TESTNET);
    expect(modal.$account.get()).toMatchObject({ address: devBitcoinAccount('testnet', 'payment').address, caipAddress: `${TESTNET}:${devBitcoinAccount('testnet', 'payment').address}` });

    wallets.splice(0).forEach((created) => created.unregister());
    await wallet({ name: 'Mainnet Only' });
    const second = page();
    await expect.poll(() => second.$connectors.get().length).toBe(1);
    await second.connect('wallet-standard:Mainnet Only');
    await expect(second.switchNetwork(TESTNET)).rejects.toMatchObject({ shortMessage: 'Chain is not supported', details: 'Mainnet Only has no account on Bitcoin Testnet' });
    expect(second.$network.get().caipNetwork?.caipNetworkId).toBe(MAINNET);
  });

  it('Bitcoin Regtest (bip122:0f9188f1…, a local node): a wallet with regtest accounts connects there with bcrt1 addresses, and switches to it from mainnet', async () => {
    const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
    await wallet({ networks: ['mainnet', 'regtest'] });
    localStorage.clear();
    const modal = createWalletModal({ projectId: 'test', networks: [MAINNET, REGTEST], adapters: [bitcoinAdapter()], features: { analytics: false } });
    modals.push(modal);
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    await modal.switchNetwork(REGTEST);
    expect(modal.$network.get().caipNetwork).toMatchObject({ caipNetworkId: REGTEST, name: 'Bitcoin Regtest', testnet: true });
    expect(modal.$account.get().address).toMatch(/^bcrt1q/);
    expect(modal.$account.get().allAccounts?.map((entry) => [entry.type, entry.address.slice(0, 6)])).toEqual([['payment', 'bcrt1q'], ['ordinal', 'bcrt1p']]);
    expect(modal.$network.get().caipNetwork?.blockExplorers).toBeUndefined();
  });

  it('reads the BTC balance from the app\'s server (GET /v1/account/{address}/balance?chainId=bip122:…), not from the wallet', async () => {
    await wallet();
    const api = await balanceApi({ [payment.address]: 4_240_000n });
    const modal = page({ apiUrl: api.url });
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    await expect.poll(() => modal.$account.get().balance).toBe('0.0424');
    expect(modal.$account.get().balanceSymbol).toBe('BTC');
    expect(api.asked).toContain(`/v1/account/${payment.address}/balance?chainId=${MAINNET}`);
    // The Tokens tab lists it too: the server serves the chain.
    await expect.poll(() => modal.$tokenBalances.get().balances.map((token) => `${token.quantity.numeric} ${token.symbol}`)).toEqual(['0.0424 BTC']);
  });

  it('without the app\'s server there is no Bitcoin balance: Token Balance Unavailable, and the wallet is never asked', async () => {
    const bitcoin = await wallet();
    const modal = page();
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    await expect.poll(() => modal.$account.get().lastRetry).toBeDefined();
    expect(modal.$account.get().balance).toBeUndefined();
    expect(bitcoin.calls.map((call) => call.method)).toEqual(['connect']);
  });

  it('Any other namespace fails as an unsupported chain: a send on bip122 rejects with Unsupported chain', async () => {
    await wallet();
    const modal = page();
    await expect.poll(() => modal.$connectors.get().length).toBe(1);
    await modal.connect(CONNECTOR);
    await expect(modal.sendTransaction({ to: ordinals.address, value: 1_000n })).rejects.toMatchObject({ shortMessage: 'Unsupported chain', id: 'UNSUPPORTED_CHAIN' });
  });
});

/** Whether `signature` is a valid BIP-322 (or legacy) signature of `message` by `address`. */
async function verifies(address: string, signature: string, message: string): Promise<boolean> {
  return (await bip322()).verify(address, message, signature);
}
