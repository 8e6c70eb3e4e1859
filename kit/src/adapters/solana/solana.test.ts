// @vitest-environment jsdom
// The Solana adapter through the modal's public API, against an in-memory wallet-standard wallet with
// a real ed25519 keypair and the local SVM (litesvm behind its JSON-RPC server on loopback).

import { getBase58Encoder, signatureBytes, verifySignature } from '@solana/kit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSvm, type Svm } from '@wallet-modal/testing';
import type { WalletModal } from '../../core/client.js';
import { memoryWallet } from '../../core/controllers/testing.js';
import type { ChainAdapter } from '../../core/types.js';
import { solanaAdapter } from './index.js';
import { DEVNET, memorySolanaWallet, solanaTestPage, type MemorySolanaWallet, type MemorySolanaWalletOptions, webCryptoAcrossRealms } from './testing.js';

const RECEIVER = '9bjBqPVwQmu76sErxS76HwHhZxKiRZuVdhd1Wo2kHqAx';
const SOL = 1_000_000_000n;

let svm: Svm;
let restoreWebCrypto: () => void;
beforeAll(async () => {
  restoreWebCrypto = webCryptoAcrossRealms();
  svm = await startSvm();
});
afterAll(async () => {
  await svm.close();
  restoreWebCrypto();
});

const wallets: MemorySolanaWallet[] = [];
const modals: WalletModal[] = [];
afterEach(() => {
  wallets.splice(0).forEach((wallet) => wallet.unregister());
  modals.splice(0).forEach((modal) => modal.destroy());
});

async function wallet(options: MemorySolanaWalletOptions = {}, lamports = 10n * SOL): Promise<MemorySolanaWallet> {
  const created = await memorySolanaWallet({ rpcUrl: svm.url, ...options });
  svm.fund(created.signer.address, lamports);
  wallets.push(created);
  return created;
}

function page({ adapters, fresh }: { adapters?: ChainAdapter[]; fresh?: boolean } = {}): WalletModal {
  const modal = solanaTestPage({ rpcUrl: svm.url, adapters, fresh });
  modals.push(modal);
  return modal;
}

/** Whether `signature` (base58) is the wallet key's ed25519 signature of `message`. */
async function verifies(solana: MemorySolanaWallet, signature: string, message: string): Promise<boolean> {
  const bytes = signatureBytes(new Uint8Array(getBase58Encoder().encode(signature)));
  return verifySignature(solana.signer.keyPair.publicKey, bytes, new TextEncoder().encode(message));
}

const connectorOf = (modal: WalletModal, name: string) => modal.$connectors.get().find((connector) => connector.name === name);

describe('Solana adapter: wallet-standard wallets', () => {
  it('discovers wallet-standard wallets that serve Solana, with their icons, and leaves others out', async () => {
    const solana = await wallet({ name: 'Memory Wallet' });
    await wallet({ name: 'Ethereum Only', chains: ['eip155:1'] });
    const modal = page();
    expect(modal.$connectors.get().map(({ name }) => name)).toEqual(['Memory Wallet']);
    expect(connectorOf(modal, 'Memory Wallet')).toMatchObject({ type: 'ANNOUNCED', namespaces: ['solana'], imageUrl: solana.wallet.icon, adapterId: 'solana' });
    // A wallet registering after the page started shows too.
    await wallet({ name: 'Late Wallet' });
    expect(connectorOf(modal, 'Late Wallet')).toBeDefined();
  });

  it('connects with standard:connect, reads SOL from the network RPC, and Default account types: solana eoa', async () => {
    const solana = await wallet({}, 2_500_000_000n);
    const modal = page();
    const [account] = await modal.connect(connectorOf(modal, 'Memory Wallet')!.id);
    expect(account).toMatchObject({ namespace: 'solana', address: solana.signer.address });
    expect(modal.$accounts.get().solana).toMatchObject({ status: 'connected', caipAddress: `${DEVNET}:${solana.signer.address}` });
    expect(modal.$preferredAccountTypes.get().solana).toBe('eoa');
    await vi.waitFor(() => expect(modal.$account.get()).toMatchObject({ balance: '2.5', balanceSymbol: 'SOL' }));
  });

  it('reconnects silently on reload (standard:connect { silent: true }) and disconnects with standard:disconnect', async () => {
    const solana = await wallet();
    const first = page();
    await first.connect(connectorOf(first, 'Memory Wallet')!.id);
    first.destroy();
    const reloaded = page({ fresh: false });
    await vi.waitFor(() => expect(reloaded.$accounts.get().solana?.address).toBe(solana.signer.address));
    expect(solana.calls.filter(({ method }) => method === 'connect').map(({ input }) => input)).toEqual([undefined, { silent: true }]);
    await reloaded.disconnect();
    expect(solana.calls.at(-1)?.method).toBe('disconnect');
    expect(reloaded.$accounts.get().solana).toBeUndefined();
  });

  it("follows the wallet's account change and its revocation (standard:events)", async () => {
    const solana = await wallet();
    const modal = page();
    await modal.connect(connectorOf(modal, 'Memory Wallet')!.id);
    await solana.switchAccount();
    expect(modal.$accounts.get().solana?.address).toBe(solana.signer.address);
    solana.revoke();
    expect(modal.$connections.get().solana).toBeUndefined();
  });

  it('a wallet serving EVM and Solana appears once as MULTI_CHAIN, and connecting it connects both namespaces', async () => {
    const evm = memoryWallet();
    const solana = await wallet({ name: 'Dev Wallet' });
    const modal = page({ adapters: [evm.adapter, solanaAdapter()] });
    const connectors = modal.$connectors.get().filter((connector) => connector.name === 'Dev Wallet');
    expect(connectors).toHaveLength(1);
    expect(connectors[0]).toMatchObject({ type: 'MULTI_CHAIN', namespaces: ['eip155', 'solana'] });
    await modal.connect(connectors[0]!.id);
    expect(modal.$connections.get()).toEqual({
      eip155: { connectorId: 'dev.wallet', adapterId: 'memory' },
      solana: { connectorId: 'wallet-standard:Dev Wallet', adapterId: 'solana' },
    });
    // The app started on Solana Devnet: the Solana part connected first and the modal stays there.
    expect(modal.$activeNamespace.get()).toBe('solana');
    expect(modal.$accounts.get().solana?.address).toBe(solana.signer.address);
    expect(evm.calls).toEqual(['connect:dev.wallet']);
  });
});

describe('Solana adapter: signing', () => {
  it('signMessage (solana:signMessage) resolves a base58 signature that verifies against the address', async () => {
    const solana = await wallet();
    const modal = page();
    await modal.connect(connectorOf(modal, 'Memory Wallet')!.id);
    const signature = await modal.signMessage('Sign in to the app');
    expect(await verifies(solana, signature, 'Sign in to the app')).toBe(true);
    expect(await verifies(solana, signature, 'Sign in to another app')).toBe(false);
  });

  it("request(): solana_signMessage takes WalletConnect's { message: base58, pubkey } and answers { signature }", async () => {
    const solana = await wallet();
    const modal = page();
    await modal.connect(connectorOf(modal, 'Memory Wallet')!.id);
    const message = 'StV1DL6CwTryKyV'; // base58 of 'hello world'
    const answer = (await modal.request({ method: 'solana_signMessage', params: [{ message, pubkey: solana.signer.address }] })) as { signature: string };
    expect(await verifies(solana, answer.signature, 'hello world')).toBe(true);
    await expect(modal.request({ method: 'solana_signMessage', params: [{ message, pubkey: RECEIVER }] })).rejects.toThrow(/is not the connected account/);
    await expect(modal.request({ method: 'solana_signMessage', params: [{ message: 42 }] })).rejects.toThrow(/Invalid params for solana_signMessage/);
    await expect(modal.request({ method: 'eth_sign', params: [] })).rejects.toThrow(/eth_sign is not a Solana wallet method/);
  });
});
