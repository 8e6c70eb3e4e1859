// @vitest-environment jsdom
// The approve screen for Solana requests shows what will be signed: a message's text; a transfer's
// receiver, amount and SOL or token mint; the fee; other instructions; lookup-table accounts as a warning.
import { describe, expect, it } from 'vitest';
import type { Screen } from '../shared/channel.js';
import { renderScreen } from './screens.js';

const wallet = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const bob = 'CktRuQ2mttgRGkXJtyksdKHjUdc2C4TgDzyB98oEzy8';
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

function mount(screen: Extract<Screen, { kind: 'approve' }>) {
  const root = document.createElement('main');
  root.replaceChildren(...renderScreen(screen, { answer: () => undefined, onDispose: () => undefined }));
  document.body.replaceChildren(root);
  const rows = Object.fromEntries([...root.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
  return { root, rows };
}

describe('the approve screen for Solana', () => {
  it('solana_signMessage shows the message as text, on the Solana network by name', () => {
    const { root } = mount({ kind: 'approve', chainId: DEVNET, networkName: 'Solana Devnet', appName: 'Acme', details: { method: 'solana_signMessage', message: '0x68656c6c6f20736f6c616e61' } });
    expect(root.querySelector('h1')?.textContent).toBe('Sign message');
    expect(root.querySelector('.wm-origin')?.textContent).toBe('Acme asks you to sign on Solana Devnet.');
    expect(root.querySelector('pre')?.textContent).toBe('hello solana');
  });

  it('a SOL transfer shows the receiver, the amount in SOL and the network fee', () => {
    const { root, rows } = mount({
      kind: 'approve',
      chainId: DEVNET,
      networkName: 'Solana Devnet',
      details: { method: 'solana_signAndSendTransaction', wallet, transactions: [{ feePayer: wallet, fee: '5000', transfers: [{ kind: 'sol', from: wallet, to: bob, amount: '10000000' }], other: [], lookupAccounts: 0 }] },
    });
    expect(root.querySelector('h1')?.textContent).toBe('Approve transaction');
    expect(rows).toEqual({ To: bob, Amount: '0.01 SOL', 'Network fee': '0.000005 SOL' });
  });

  it("a token transfer shows the receiver, the amount in the token's decimals and its mint; another fee payer and lookup accounts are named", () => {
    const { root, rows } = mount({
      kind: 'approve',
      chainId: DEVNET,
      details: {
        method: 'solana_signTransaction',
        wallet,
        transactions: [
          {
            feePayer: bob,
            fee: '10000',
            transfers: [{ kind: 'token', from: wallet, to: bob, toTokenAccount: 'Ata1111111111111111111111111111111111111111', mint, amount: '1500000', decimals: 6 }],
            other: [{ program: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', name: "Create the receiver's token account" }],
            lookupAccounts: 2,
          },
        ],
      },
    });
    expect(root.querySelector('h1')?.textContent).toBe('Sign transaction');
    expect(root.querySelector('.wm-origin')?.textContent).toBe('This app asks you to sign a transaction on solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1.');
    expect(rows).toEqual({ To: bob, Amount: '1.5', Token: mint, 'Fee payer': bob, 'Network fee': '0.00001 SOL' });
    expect(root.textContent).toContain("Create the receiver's token account (ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL)");
    expect(root.textContent).toContain('It also uses 2 account(s) from lookup tables that cannot be shown here.');
  });

  it('a token transfer whose owner is unknown is shown as going to a token account, of an unknown mint when the transaction does not name it', () => {
    const account = 'Ata1111111111111111111111111111111111111111';
    const { rows } = mount({
      kind: 'approve',
      chainId: DEVNET,
      details: { method: 'solana_signAllTransactions', wallet, transactions: [{ feePayer: wallet, fee: '5000', transfers: [{ kind: 'token', from: wallet, to: account, toTokenAccount: account, amount: '7' }], other: [], lookupAccounts: 0 }] },
    });
    expect(rows).toMatchObject({ 'To token account': account, Amount: '7 base units', Token: 'Unknown mint (named by its token account only)' });
  });
});
