// @vitest-environment jsdom
// Solana sends through the modal's public API: SOL and SPL transfers (Token and Token-2022) built by
// transfer.ts, signed by an in-memory wallet-standard wallet with a real keypair, landing on the local
// SVM. A recording proxy in front of the SVM counts what was sent and with which options.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSvm, type Svm } from '@wallet-modal/testing';
import type { WalletModal } from '../../core/client.js';
import { estimateFee } from '../../core/controllers/fee.js';
import { loopback, type Loopback } from '../../core/controllers/testing.js';
import { errorCode } from '../../core/errors/codes.js';
import { memorySolanaWallet, solanaTestPage, type MemorySolanaWallet, type MemorySolanaWalletOptions, webCryptoAcrossRealms } from './testing.js';

const RECEIVER = '9bjBqPVwQmu76sErxS76HwHhZxKiRZuVdhd1Wo2kHqAx';
const SOL = 1_000_000_000n;

let svm: Svm;
let restoreWebCrypto: () => void;
let proxy: Loopback;
/** The JSON-RPC calls the kit and the wallet made, in order. */
const calls: { method: string; params: unknown[] }[] = [];
beforeAll(async () => {
  restoreWebCrypto = webCryptoAcrossRealms();
  svm = await startSvm();
  proxy = await loopback(async ({ body }) => {
    calls.push(JSON.parse(body));
    const response = await fetch(svm.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { body: await response.json() };
  });
});
afterAll(async () => {
  await proxy.close();
  await svm.close();
  restoreWebCrypto();
});

const cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.splice(0).forEach((stop) => stop());
  calls.length = 0;
});

/** A funded wallet, connected on a fresh page whose Solana RPC is the proxy. */
async function connected(options: MemorySolanaWalletOptions = {}, lamports = 10n * SOL): Promise<{ modal: WalletModal; wallet: MemorySolanaWallet }> {
  const wallet = await memorySolanaWallet({ rpcUrl: proxy.url, ...options });
  svm.fund(wallet.signer.address, lamports);
  const modal = solanaTestPage({ rpcUrl: proxy.url });
  cleanup.push(wallet.unregister, modal.destroy);
  await modal.connect(`wallet-standard:${wallet.wallet.name}`);
  calls.length = 0;
  wallet.calls.length = 0;
  return { modal, wallet };
}

const sends = () => calls.filter(({ method }) => method === 'sendTransaction');
const lamportsOf = (address: string) => svm.svm.getBalance(address as never) ?? 0n;

describe('Solana sends', () => {
  it('sends SOL through the wallet (solana:signAndSendTransaction) and the transfer lands on the network', async () => {
    const { modal, wallet } = await connected();
    const before = lamportsOf(RECEIVER);
    const signature = await modal.sendTransaction({ namespace: 'solana', to: RECEIVER, value: SOL / 100n });
    expect(lamportsOf(RECEIVER) - before).toBe(SOL / 100n);
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(wallet.calls.map(({ method }) => method)).toContain('signAndSendTransaction');
    expect(sends()).toHaveLength(1);
  });

  it.each(['token', 'token-2022'] as const)(
    "sends an SPL token (%s) with transferChecked, creating the receiver's token account, when the wallet only signs",
    async (program) => {
      const { modal, wallet } = await connected({ features: ['solana:signMessage', 'solana:signTransaction'] });
      const mint = await svm.createMint({ decimals: 6, program });
      await svm.mintTo({ mint, owner: wallet.signer.address, amount: 5_000_000n });
      const programId = program === 'token' ? 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' : 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
      await modal.sendTransaction({ namespace: 'solana', to: RECEIVER, value: 1_250_000n, token: { mint, decimals: 6, programId } });
      expect(svm.tokenBalance(RECEIVER, mint)).toBe(1_250_000n);
      expect(svm.tokenBalance(wallet.signer.address, mint)).toBe(3_750_000n);
      expect(wallet.calls.map(({ method }) => method)).toEqual(['signTransaction']);
      // The receiver's token account exists now: a second send does not create it again.
      await modal.sendTransaction({ namespace: 'solana', to: RECEIVER, value: 250_000n, token: { mint, decimals: 6, programId } });
      expect(svm.tokenBalance(RECEIVER, mint)).toBe(1_500_000n);
      expect(sends()).toHaveLength(2);
    },
  );

  it('a token under another program is refused before the wallet is asked', async () => {
    const { modal, wallet } = await connected();
    const sending = modal.sendTransaction({ namespace: 'solana', to: RECEIVER, value: 1n, token: { mint: RECEIVER, decimals: 0, programId: '11111111111111111111111111111111' } });
    await expect(sending).rejects.toMatchObject({ id: 'SOLANA_TOKEN_PROGRAM_UNSUPPORTED' });
    expect(wallet.calls).toEqual([]);
  });

  it('a malformed base58 address (spec §5: 32 to 44 base58 characters) is refused clearly and nothing is sent', async () => {
    const { modal, wallet } = await connected();
    for (const to of ['0OIl-not-base58-at-all-000000000000000', 'abc', `${RECEIVER}x`]) {
      await expect(modal.sendTransaction({ namespace: 'solana', to, value: 1n })).rejects.toMatchObject({ id: 'INVALID_SOLANA_ADDRESS', shortMessage: 'Enter a valid address (32 to 44 base58 characters)' });
    }
    expect(wallet.calls).toEqual([]);
    expect(sends()).toHaveLength(0);
  });

  it.each([
    ['the wallet sends (solana:signAndSendTransaction)', undefined],
    ['we send what the wallet signed', ['solana:signTransaction'] as const],
  ])('an expired blockhash gives a clear message and nothing is sent twice: %s', async (_path, features) => {
    const { modal } = await connected({ features: features ?? undefined, beforeSign: () => svm.expireBlockhash() });
    const before = lamportsOf(RECEIVER);
    const sending = modal.sendTransaction({ namespace: 'solana', to: RECEIVER, value: SOL / 10n });
    await expect(sending).rejects.toMatchObject({ id: 'SOLANA_BLOCKHASH_EXPIRED' });
    expect(errorCode(await sending.catch((error: unknown) => error)).message).toBe('The transaction expired before the network accepted it. Nothing was sent: try again');
    expect(sends()).toHaveLength(1);
    expect(lamportsOf(RECEIVER)).toBe(before);
  });

  it('an expired blockhash sent without preflight is noticed while confirming, and is not sent again', async () => {
    const { modal, wallet } = await connected({ features: ['solana:signTransaction'], beforeSign: () => svm.expireBlockhash() });
    const { transaction } = await unsignedTransfer(modal, wallet);
    const sending = modal.request({ method: 'solana_signAndSendTransaction', params: [{ transaction, sendOptions: { skipPreflight: true } }] });
    await expect(sending).rejects.toMatchObject({ id: 'SOLANA_BLOCKHASH_EXPIRED' });
    expect(sends()).toHaveLength(1);
    expect(calls.map(({ method }) => method)).toContain('isBlockhashValid');
  });

  it('a transfer the network refuses in simulation (more than the balance) gives a clear message and does not land', async () => {
    const { modal } = await connected({ features: ['solana:signTransaction'] }, SOL);
    const before = lamportsOf(RECEIVER);
    await expect(modal.sendTransaction({ namespace: 'solana', to: RECEIVER, value: 2n * SOL })).rejects.toMatchObject({ id: 'SOLANA_SIMULATION_FAILED' });
    expect(lamportsOf(RECEIVER)).toBe(before);
  });

  it("a closed RPC gives a clear message and the wallet is not asked", async () => {
    const closed = await loopback(() => ({ body: {} }));
    await closed.close();
    const wallet = await memorySolanaWallet({ rpcUrl: closed.url });
    const modal = solanaTestPage({ rpcUrl: closed.url });
    cleanup.push(wallet.unregister, modal.destroy);
    await modal.connect(`wallet-standard:${wallet.wallet.name}`);
    await expect(modal.sendTransaction({ namespace: 'solana', to: RECEIVER, value: 1n })).rejects.toMatchObject({ id: 'SOLANA_RPC_UNREACHABLE' });
    expect(wallet.calls.map(({ method }) => method)).toEqual(['connect']);
  });

  it('solana_signAndSendTransaction passes the request options of spec §3 (skipPreflight, preflightCommitment, maxRetries, minContextSlot) to the node', async () => {
    const { modal, wallet } = await connected({ features: ['solana:signTransaction'] });
    const { transaction } = await unsignedTransfer(modal, wallet);
    const sendOptions = { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 2, minContextSlot: 1 } as const;
    const answer = (await modal.request({ method: 'solana_signAndSendTransaction', params: [{ transaction, sendOptions }] })) as { signature: string };
    expect(answer.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(sends()).toEqual([{ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [expect.any(String), { encoding: 'base64', ...sendOptions }] }]);
    expect(calls.filter(({ method }) => method === 'getSignatureStatuses').length).toBeGreaterThan(0);
  });

  it('solana_signAndSendTransaction hands the options to a wallet that sends itself', async () => {
    const { modal, wallet } = await connected();
    const { transaction } = await unsignedTransfer(modal, wallet);
    await modal.request({ method: 'solana_signAndSendTransaction', params: [{ transaction, sendOptions: { skipPreflight: true, maxRetries: 0 } }] });
    const [input] = wallet.calls.find(({ method }) => method === 'signAndSendTransaction')!.input as { options: unknown; chain: string }[];
    expect(input).toMatchObject({ chain: 'solana:devnet', options: { skipPreflight: true, maxRetries: 0 } });
  });

  it('solana_signTransaction and solana_signAllTransactions answer signed base64 transactions', async () => {
    const { modal, wallet } = await connected();
    const { transaction } = await unsignedTransfer(modal, wallet);
    const one = (await modal.request({ method: 'solana_signTransaction', params: [{ transaction }] })) as { signature: string; transaction: string };
    expect(one.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(one.transaction).not.toBe(transaction);
    const all = (await modal.request({ method: 'solana_signAllTransactions', params: [{ transactions: [transaction, transaction] }] })) as { transactions: string[] };
    expect(all.transactions).toEqual([one.transaction, one.transaction]);
    expect(sends()).toHaveLength(0);
  });

  it('estimateFee reads getFeeForMessage: 5000 lamports a signature', async () => {
    const { modal } = await connected();
    expect(await estimateFee(modal, { namespace: 'solana', to: RECEIVER, value: SOL })).toEqual({ fee: '0.000005', symbol: 'SOL' });
  });
});

/** An unsigned SOL transfer from the wallet, in base64, as an app would hand to solana_sign* requests. */
async function unsignedTransfer(modal: WalletModal, wallet: MemorySolanaWallet) {
  const { buildSolanaTransfer } = await import('./transfer.js');
  const rpcUrl = modal.$network.get().caipNetwork?.rpcUrls.default.http[0] as string;
  const bytes = await buildSolanaTransfer({ rpcUrl, from: wallet.signer.address, request: { to: RECEIVER, value: 1_000n } });
  return { transaction: Buffer.from(bytes).toString('base64') };
}
