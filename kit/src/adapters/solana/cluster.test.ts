// @vitest-environment jsdom
// A custom Solana cluster (issue 30): a local validator the app defines in customNetworks (its CAIP-2 id
// from the genesis hash, its RPC on loopback; here the local SVM) connects, reads the balance and sends
// through the Solana adapter, and the wallet is told the chain wallet-standard names a local validator.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSvm, type Svm } from '@wallet-modal/testing';
import { createWalletModal } from '../../core/client.js';
import { solanaAdapter } from './index.js';
import { standardChain } from './chains.js';
import { memorySolanaWallet, webCryptoAcrossRealms } from './testing.js';

const RECEIVER = '9bjBqPVwQmu76sErxS76HwHhZxKiRZuVdhd1Wo2kHqAx';
const SOL = 1_000_000_000n;
/** A made-up genesis hash prefix: the cluster is the app's own, not one of the catalogue's. */
const CLUSTER = 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69';

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
const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((stop) => stop()));

const localValidator = () => ({ id: CLUSTER, name: 'Local validator', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: [svm.url], testnet: true });

describe('a custom Solana cluster', () => {
  it('connects, reads the balance from its own RPC and sends there; the wallet signs for solana:localnet', async () => {
    const wallet = await memorySolanaWallet({ rpcUrl: svm.url, chains: ['solana:localnet'] });
    svm.fund(wallet.signer.address, 5n * SOL);
    localStorage.clear();
    const modal = createWalletModal({ projectId: 'test', networks: [CLUSTER], customNetworks: [localValidator()], adapters: [solanaAdapter()] });
    cleanup.push(wallet.unregister, modal.destroy);
    await modal.connect(`wallet-standard:${wallet.wallet.name}`);
    expect(modal.$network.get().caipNetwork).toMatchObject({ caipNetworkId: CLUSTER, name: 'Local validator', testnet: true });
    await expect.poll(() => modal.$account.get()).toMatchObject({ address: wallet.signer.address, balance: '5', balanceSymbol: 'SOL' });

    const before = svm.svm.getBalance(RECEIVER as never) ?? 0n;
    await modal.sendTransaction({ namespace: 'solana', to: RECEIVER, value: SOL / 10n });
    expect((svm.svm.getBalance(RECEIVER as never) ?? 0n) - before).toBe(SOL / 10n);
    const sent = wallet.calls.find(({ method }) => method === 'signAndSendTransaction')?.input as { chain: string }[];
    expect(sent[0]?.chain).toBe('solana:localnet');
  });

  it('wallet-standard names: the public clusters by name, a loopback cluster localnet, any other by its CAIP-2 id', () => {
    const at = (caipNetworkId: `${string}:${string}`, url: string) => ({ caipNetworkId, rpcUrls: { default: { http: [url] } } });
    expect(standardChain(at('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'http://127.0.0.1:8899'))).toBe('solana:devnet');
    expect(standardChain(at(CLUSTER, 'http://localhost:8899'))).toBe('solana:localnet');
    expect(standardChain(at(CLUSTER, 'https://rpc.cluster.example'))).toBe(CLUSTER);
  });
});
