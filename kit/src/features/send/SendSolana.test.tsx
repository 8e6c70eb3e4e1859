// @vitest-environment jsdom
// The send feature on a Solana network (spec §4 "Send", §5): Account → Send with a wallet-standard
// wallet holding a real keypair, SOL and an SPL token from the app's API, sent to the local SVM.

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSvm, type Svm } from '@wallet-modal/testing';
import { solanaAdapter } from '../../adapters/solana/index.js';
import { DEVNET, memorySolanaWallet, webCryptoAcrossRealms, type MemorySolanaWallet } from '../../adapters/solana/testing.js';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import { loopback, type Loopback } from '../../core/controllers/testing.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { submitSend } from './actions.js';
import { send } from './index.js';
import { sendState } from './state.js';
import { resetDom } from '../../react/testing.js';

const RECEIVER = '9bjBqPVwQmu76sErxS76HwHhZxKiRZuVdhd1Wo2kHqAx';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const SOL = 1_000_000_000n;

let svm: Svm;
let api: Loopback;
let mint: string;
let restoreWebCrypto: () => void;
beforeAll(async () => {
  restoreWebCrypto = webCryptoAcrossRealms();
  svm = await startSvm();
  mint = await svm.createMint({ decimals: 6, program: 'token-2022' });
  // The app's API: Solana Devnet served, the account's SPL balance as the chain has it.
  api = await loopback(({ url }) => {
    if (url.pathname === '/v1/supported-chains') return { body: { http: [DEVNET], ws: [] } };
    const owner = /^\/v1\/account\/([^/]+)\/balance$/.exec(url.pathname)?.[1];
    if (!owner) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
    const numeric = (Number(svm.tokenBalance(owner, mint)) / 1e6).toString();
    return { body: { balances: [{ name: 'Test Dollar', symbol: 'TUSD', chainId: DEVNET, address: `${DEVNET}:${mint}`, price: 1, value: Number(numeric), quantity: { numeric, decimals: '6' }, iconUrl: '' }] } };
  });
});
afterAll(async () => {
  await api.close();
  await svm.close();
  restoreWebCrypto();
});

let wallet: MemorySolanaWallet;
let modal: WalletModal;
afterEach(() => {
  wallet.unregister();
  modal.destroy();
  resetDom();
});

async function openSend() {
  localStorage.clear();
  wallet = await memorySolanaWallet({ rpcUrl: svm.url });
  svm.fund(wallet.signer.address, 2n * SOL);
  await svm.mintTo({ mint, owner: wallet.signer.address, amount: 5_000_000n });
  modal = createWalletModal({ projectId: 'test', networks: ['eip155:1', DEVNET], defaultNetwork: DEVNET, rpcUrls: { [DEVNET]: svm.url }, apiUrl: api.url, adapters: [solanaAdapter()], modules: [send()] });
  render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
  await act(() => modal.connect('wallet-standard:Memory Wallet'));
  act(() => modal.open());
  await screen.findByTestId('account-address', {}, { timeout: 30_000 });
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('form', { name: 'Send tokens' }, { timeout: 30_000 });
  await expect.poll(() => within(dialog).queryByTestId('send-balance')?.textContent).toBe('Balance: 2.000 SOL');
  return dialog;
}

const fill = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const review = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
const signed = () => wallet.calls.filter(({ method }) => method !== 'connect');

// The machine's two cores are shared with other suites: the first render loads the views chunk.
describe('send feature on Solana', { timeout: 60_000 }, () => {
  it("Solana send needs amount and receiver: 'An amount and receiver address are required', and nothing is sent", async () => {
    const dialog = await openSend();
    fill(dialog, 'Amount', '0.5');
    review(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An amount and receiver address are required');
    fill(dialog, 'Amount', '');
    fill(dialog, 'Receiver address', RECEIVER);
    review(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An amount and receiver address are required');
    expect(signed()).toEqual([]);
  });

  it('Address check: Solana is 32 to 44 base58 characters; a malformed one is refused clearly and nothing is sent', async () => {
    const dialog = await openSend();
    fill(dialog, 'Amount', '0.5');
    for (const receiver of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '9bjBqPVwQmu76sErxS76HwHhZxKiRZuVdhd1Wo2kHqA0', 'short']) {
      fill(dialog, 'Receiver address', receiver);
      review(dialog);
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter a valid address (32 to 44 base58 characters)');
    }
    expect(signed()).toEqual([]);
  });

  it('an amount with more decimals than the token has is refused clearly, and nothing is sent', async () => {
    const dialog = await openSend();
    fill(dialog, 'Receiver address', RECEIVER);
    fill(dialog, 'Amount', '0.0000000001');
    review(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('SOL has at most 9 decimals: shorten the amount');
    expect(signed()).toEqual([]);
  });

  it("The path is chosen by the active network's namespace: solana uses the Solana path (SOL lands on the network, the fee is estimated)", async () => {
    const dialog = await openSend();
    const before = svm.svm.getBalance(RECEIVER as never) ?? 0n;
    fill(dialog, 'Amount', '0.25');
    fill(dialog, 'Receiver address', RECEIVER);
    review(dialog);
    await expect.poll(() => within(dialog).getByTestId('send-review-fee').textContent).toBe('≈ 0.000005 SOL');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByTestId('send-sent', {}, { timeout: 30_000 });
    expect((svm.svm.getBalance(RECEIVER as never) ?? 0n) - before).toBe(SOL / 4n);
    await expect.poll(() => within(dialog).getByTestId('send-balance').textContent).toBe('Balance: 1.749 SOL');
  });

  it("an SPL token from the balance list ('solana:<ref>:<mint>') is sent with its mint; the receiver's token account is created", async () => {
    const dialog = await openSend();
    await within(dialog).findByRole('option', { name: 'TUSD (Test Dollar)' }, { timeout: 30_000 });
    fireEvent.change(within(dialog).getByLabelText('Token'), { target: { value: mint } });
    await expect.poll(() => within(dialog).getByTestId('send-balance').textContent).toBe('Balance: 5.000 TUSD');
    fill(dialog, 'Amount', '1.5');
    fill(dialog, 'Receiver address', RECEIVER);
    review(dialog);
    const before = svm.tokenBalance(RECEIVER, mint);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByTestId('send-sent', {}, { timeout: 30_000 });
    expect(svm.tokenBalance(RECEIVER, mint) - before).toBe(1_500_000n);
  });

  it("The path is chosen by the active network's namespace: any other namespace fails as an unsupported chain", async () => {
    localStorage.clear();
    wallet = await memorySolanaWallet({ rpcUrl: svm.url });
    modal = createWalletModal({ projectId: 'test', networks: [DEVNET, BITCOIN], defaultNetwork: BITCOIN, rpcUrls: { [DEVNET]: svm.url }, adapters: [solanaAdapter()], modules: [send()] });
    expect(modal.$activeNamespace.get()).toBe('bip122');
    sendState(modal).set({ ...sendState(modal).get(), amount: '0.1', receiver: 'bc1qqu4ggff8jgh3jh3mz8ura0uaa5gt4lwh5rsftg' });
    await submitSend(modal, { key: 'native', symbol: 'BTC', name: 'Bitcoin', decimals: 8, balance: '1' });
    expect(sendState(modal).get().error).toEqual({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' });
    expect(signed()).toEqual([]);
  });
});
