// @vitest-environment jsdom
// The embedded wallet on Solana through the modal's public actions: the frame is the test double of
// testing.ts, signing with a real ed25519 key; transfers are built by the Solana adapter's builder and
// sent by the kit to the local SVM (testing/src/svm), where they land.

import {
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  verifySignature,
  type KeyPairSigner,
  type SignatureBytes,
} from '@solana/kit';
import type { NetworkId } from '@wallet-modal/schema/networks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSvm, type Svm } from '@wallet-modal/testing';
import { webCryptoAcrossRealms } from '../../adapters/solana/testing.js';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { connectEmail } from '../../core/controllers/login.js';
import { email } from '../email/index.js';
import { embeddedWallet } from './index.js';
import { connectOtp } from './login.js';
import { destroyFrame } from './state.js';
import { defaultHandlers, EMBEDDED_ADDRESS, installFakeFrame, SECURE_SITE, settle, releaseEmbedded, type FakeFrame } from './testing.js';

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const;
const RECEIVER = '9bjBqPVwQmu76sErxS76HwHhZxKiRZuVdhd1Wo2kHqAx';
const SOL = 1_000_000_000n;

let svm: Svm;
let restoreWebCrypto: () => void;
let signer: KeyPairSigner;
let fake: (FakeFrame & { uninstall(): void }) | undefined;
let modal: WalletModal | undefined;
/** The router's view while each RPC_REQUEST waited for the frame. */
let viewsWhileSigning: string[] = [];

beforeAll(async () => {
  restoreWebCrypto = webCryptoAcrossRealms();
  svm = await startSvm();
  signer = await generateKeyPairSigner();
  svm.fund(signer.address, 10n * SOL);
});
afterAll(async () => {
  await svm.close();
  restoreWebCrypto();
});
afterEach(() => {
  releaseEmbedded(modal, fake);
  modal = undefined;
  fake = undefined;
  viewsWhileSigning = [];
  document.body.replaceChildren();
});

const bytes58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text));
const base58 = (value: Uint8Array) => getBase58Decoder().decode(value);

/** The frame double's answers to Solana requests: signs with `signer` as the secure site would after Approve. */
async function frameSolana(payload: { method: string; params: [Record<string, any>] }): Promise<unknown> {
  const [input] = payload.params;
  if (payload.method === 'solana_signMessage') return { signature: base58(await signBytes(signer.keyPair.privateKey, bytes58(input.message))) };
  if (payload.method === 'solana_signTransaction' || payload.method === 'solana_signAndSendTransaction') {
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(input.transaction));
    const signature = (await signBytes(signer.keyPair.privateKey, transaction.messageBytes)) as SignatureBytes;
    const signed = { ...transaction, signatures: { ...transaction.signatures, [signer.address]: signature } };
    return { signature: base58(signature), transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)) };
  }
  if (payload.method === 'solana_getAccounts') return [{ pubkey: signer.address }];
  throw new Error(`the frame double has no ${payload.method}`);
}

function solanaHandlers({ signedIn = false } = {}) {
  const handlers = defaultHandlers({ signedIn });
  handlers.GET_USER = (payload: { chainId?: string | number }) => {
    const onSolana = String(payload.chainId).startsWith('solana:');
    const accounts = [
      { address: EMBEDDED_ADDRESS, type: 'eoa', namespace: 'eip155' },
      { address: signer.address, type: 'eoa', namespace: 'solana' },
    ];
    return { result: { email: 'ada@example.com', address: onSolana ? signer.address : EMBEDDED_ADDRESS, chainId: payload.chainId ?? 1, accounts, preferredAccountType: 'eoa' } };
  };
  handlers.RPC_REQUEST = async (payload) => {
    viewsWhileSigning.push(modal!.$router.get().view);
    return { result: await frameSolana(payload) };
  };
  return handlers;
}

function embeddedModal(networks: NetworkId[] = ['eip155:1', DEVNET], { clear = true } = {}): WalletModal {
  if (clear) localStorage.clear();
  modal = createWalletModal({ projectId: 'demo', networks, rpcUrls: { [DEVNET]: svm.url }, secureSiteUrl: SECURE_SITE, adapters: [], modules: [email(), embeddedWallet()] });
  return modal;
}

/** Waits (up to 10 s: the first lazy import is transformed then) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check() && Date.now() < deadline) await settle(1);
  expect(check()).toBe(true);
}

/** A visitor signed in by e-mail (the frame double's code is 123456). */
async function signedIn(networks?: NetworkId[]): Promise<WalletModal> {
  fake = installFakeFrame({ handlers: solanaHandlers() });
  const current = embeddedModal(networks);
  await connectEmail(current, { email: 'ada@example.com' });
  await connectOtp(current, '123456');
  return current;
}

const frameRequests = (name: string) => fake!.requests.filter((request) => request.name === name).map((request) => request.payload as Record<string, any>);

// A real SVM and lazy chunks on two shared cores: each test may take seconds.
describe('the embedded wallet on Solana (spec §6 "The auth connector supports eip155 and solana")', { timeout: 30_000 }, () => {
  it('The auth connector supports eip155 and solana: it lists the namespaces the app has, and one login connects an account in each', async () => {
    expect(embeddedModal().$connectors.get()).toMatchObject([{ id: 'auth', type: 'AUTH', namespaces: ['eip155', 'solana'] }]);
    modal!.destroy();
    expect(embeddedModal(['eip155:1']).$connectors.get()).toMatchObject([{ id: 'auth', namespaces: ['eip155'] }]);
    modal!.destroy();
    expect(embeddedModal([DEVNET]).$connectors.get()).toMatchObject([{ id: 'auth', namespaces: ['solana'] }]);
    modal!.destroy();
    modal = undefined;

    const current = await signedIn();
    await until(() => current.$connection.get().status === 'connected');
    expect(current.$connections.get()).toMatchObject({ eip155: { adapterId: 'embedded', connectorId: 'auth' }, solana: { adapterId: 'embedded', connectorId: 'auth' } });
    expect(current.$accounts.get().eip155?.address).toBe(EMBEDDED_ADDRESS);
    expect(current.$accounts.get().solana).toMatchObject({ address: signer.address, caipAddress: `${DEVNET}:${signer.address}` });
  });

  it('a Solana-only app: the login connects the Solana account alone, on its Solana network', async () => {
    const current = await signedIn([DEVNET]);
    await until(() => current.$connection.get().status === 'connected');
    expect(Object.keys(current.$connections.get())).toEqual(['solana']);
    // The EVM account type rides along (spec §9 default: smartAccount); the Solana account is the key's own.
    expect(frameRequests('GET_USER').at(-1)).toEqual({ chainId: DEVNET, preferredAccountType: 'smartAccount' });
    expect(current.$account.get().address).toBe(signer.address);
  });

  it('a reload restores the session in both namespaces, on the Solana network that was active', async () => {
    const current = await signedIn();
    await current.switchNetwork(DEVNET);
    destroyFrame(current);
    current.destroy();
    fake!.uninstall();
    fake = installFakeFrame({ handlers: solanaHandlers({ signedIn: true }) });
    const reloaded = embeddedModal(undefined, { clear: false });
    await until(() => reloaded.$connection.get().status === 'connected');
    expect(reloaded.$activeNamespace.get()).toBe('solana');
    expect(reloaded.$account.get().address).toBe(signer.address);
    expect(reloaded.$accounts.get().eip155?.address).toBe(EMBEDDED_ADDRESS);
  });

  it('switching to a Solana network makes the Solana account active; back on EVM the EVM account is', async () => {
    const current = await signedIn();
    await until(() => current.$connection.get().status === 'connected');
    expect(current.$account.get().address).toBe(EMBEDDED_ADDRESS);
    await current.switchNetwork(DEVNET);
    expect(current.$activeNamespace.get()).toBe('solana');
    expect(current.$account.get().address).toBe(signer.address);
    await current.switchNetwork('eip155:1');
    expect(current.$account.get().address).toBe(EMBEDDED_ADDRESS);
  });

  it('Solana signing methods are not safe and need approval: signMessage asks the frame with solana_signMessage while ApproveTransaction shows, and the signature verifies', async () => {
    const current = await signedIn();
    await current.switchNetwork(DEVNET);
    const signature = await current.signMessage('Hello from create-wallet-modal');
    expect(frameRequests('RPC_REQUEST').at(-1)).toEqual({
      method: 'solana_signMessage',
      params: [{ message: base58(new TextEncoder().encode('Hello from create-wallet-modal')), pubkey: signer.address }],
      chainId: DEVNET,
    });
    expect(viewsWhileSigning).toEqual(['ApproveTransaction']);
    expect(await verifySignature(signer.keyPair.publicKey, bytes58(signature) as SignatureBytes, new TextEncoder().encode('Hello from create-wallet-modal'))).toBe(true);
  });

  it('sendTransaction on Solana: the transfer builder makes it, the frame signs it after approval, the kit sends it and it lands', async () => {
    const current = await signedIn();
    await current.switchNetwork(DEVNET);
    const before = svm.svm.getBalance(RECEIVER as never) ?? 0n;
    const signature = await current.sendTransaction({ namespace: 'solana', to: RECEIVER, value: 10_000_000n });
    expect(frameRequests('RPC_REQUEST').at(-1)).toMatchObject({ method: 'solana_signAndSendTransaction', chainId: DEVNET });
    expect(viewsWhileSigning).toEqual(['ApproveTransaction']);
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{87,88}$/);
    expect(svm.svm.getBalance(RECEIVER as never)).toBe(before + 10_000_000n);
  });

  it("an SPL token send: the frame is told the receiver's wallet (so the approval can name it) and the tokens land", async () => {
    const mint = await svm.createMint({ decimals: 6 });
    await svm.mintTo({ mint, owner: signer.address, amount: 5_000_000n });
    const current = await signedIn();
    await current.switchNetwork(DEVNET);
    await current.sendTransaction({ namespace: 'solana', to: RECEIVER, value: 1_250_000n, token: { mint, decimals: 6 } });
    expect(frameRequests('RPC_REQUEST').at(-1)).toMatchObject({ method: 'solana_signAndSendTransaction', params: [{ receivers: [RECEIVER] }], chainId: DEVNET });
    expect(svm.tokenBalance(RECEIVER, mint)).toBe(1_250_000n);
  });

  it('request(solana_signAndSendTransaction): the app\'s sendOptions reach the frame as the options, and the app gets { signature }', async () => {
    const current = await signedIn();
    await current.switchNetwork(DEVNET);
    const { buildSolanaTransfer } = await import('../../adapters/solana/transfer.js');
    const unsigned = await buildSolanaTransfer({ rpcUrl: svm.url, from: signer.address, request: { to: RECEIVER, value: 1_000n } });
    const transaction = getBase64Decoder().decode(unsigned);
    const answer = await current.request({ method: 'solana_signAndSendTransaction', params: [{ transaction, sendOptions: { skipPreflight: false, preflightCommitment: 'confirmed' } }] });
    expect(frameRequests('RPC_REQUEST').at(-1)).toEqual({ method: 'solana_signAndSendTransaction', params: [{ transaction, options: { skipPreflight: false, preflightCommitment: 'confirmed' } }], chainId: DEVNET });
    expect(answer).toEqual({ signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{87,88}$/) });
    expect(await current.request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: signer.address }]);
  });

  it("Unknown methods are rejected: an unknown Solana method, or a method of another chain type, answers 'Requested RPC call is not allowed' and never reaches the frame", async () => {
    const current = await signedIn();
    await current.switchNetwork(DEVNET);
    const before = fake!.requests.length;
    for (const method of ['solana_signIn', 'solana_exportKey', 'personal_sign', 'eth_sendTransaction']) {
      await expect(current.request({ method, params: [{}] })).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed', code: 4200 });
    }
    await expect(current.request({ method: 'solana_signMessage', namespace: 'eip155', params: [{}] })).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed' });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(current.$notification.get()).toMatchObject({ open: true, variant: 'error', message: 'Action not allowed' });
    // Bad params are named before anything is shown.
    await expect(current.request({ method: 'solana_signTransaction', params: [{ transaction: 'not base64!' }] })).rejects.toMatchObject({
      shortMessage: 'Invalid params for solana_signTransaction',
      code: -32602,
      details: 'transaction: the transaction must be base64',
    });
    expect(fake!.requests.length).toBe(before);
  });
});
