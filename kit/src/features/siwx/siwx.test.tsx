// @vitest-environment jsdom
// Sign-in with wallet through the modal a visitor uses (spec §2 closing rule, §4 "Sign-in with wallet"):
// the view opens after connecting, signing keeps the session and closes, declining shows the error,
// cancelling disconnects when required, a disconnect ends the session. The wallet is the in-memory
// one; the verifier is an app-provided SiwxClient (the documented way to bring your own).

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS, walletModal } from '../../core/controllers/testing.js';
import { ProviderErrors } from '../../core/errors/provider.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { createWalletModal } from '../../core/client.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { siwx, siwxSession, type SiwxClient, type SiwxSession } from './index.js';
import { resetDom } from '../../react/testing.js';

afterEach(resetDom);

function verifier() {
  const revoked: string[] = [];
  const signed: { message: string; signature: string }[] = [];
  const ended = new Set<string>();
  let count = 0;
  const client: SiwxClient = {
    createNonce: async () => `nonce${++count}abcdefgh`,
    signIn: async (entry) => {
      signed.push(entry);
      const fields = parseSiweMessage(entry.message);
      const session: SiwxSession = {
        data: { chainId: `eip155:${fields.chainId}`, address: fields.address!, domain: fields.domain!, uri: fields.uri!, nonce: fields.nonce!, issuedAt: fields.issuedAt!.toISOString(), expiresAt: fields.expirationTime!.getTime() },
        message: entry.message,
        signature: entry.signature,
      };
      return { token: `token-${count}`, session };
    },
    getSession: async (token) => {
      if (ended.has(token)) throw new Error('Sign-in session expired or revoked');
      return {} as SiwxSession;
    },
    revoke: async (token) => void revoked.push(token),
  };
  return { client, revoked, signed, ended };
}

async function connected(siwxConfig: { required?: boolean; statement?: string } = {}, options: { fail?: boolean; client?: SiwxClient } = {}) {
  const v = verifier();
  const client = options.client ?? v.client;
  const wallet = walletModal({}, { modules: [siwx({ client })], siwx: siwxConfig, metadata: { name: 'Test App', url: 'https://test.example', description: '' } });
  if (options.fail) wallet.adapter.signMessage = async () => Promise.reject(Object.assign(new Error('User rejected'), { code: ProviderErrors.USER_REJECTED_REQUEST.code }));
  render(<WalletModalProvider modal={wallet.modal}>{null}</WalletModalProvider>);
  await act(() => wallet.modal.connect('dev.wallet'));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await within(dialog).findByText('Test App wants you to sign in with your wallet to prove you own this account.', {}, { timeout: 10_000 });
  return { ...wallet, ...v, dialog };
}

describe('sign-in with wallet', () => {
  it('When enabled, with an address and no saved session, SIWXSignMessage opens; signing saves the session and closes the modal', async () => {
    const { modal, dialog, signed } = await connected({ statement: 'Welcome back.' });
    expect(modal.$router.get().view).toBe('SIWXSignMessage');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => modal.$modal.get().open).toBe(false);
    const fields = parseSiweMessage(signed[0]!.message);
    expect(fields).toMatchObject({ address: ADDRESS, chainId: 1, domain: window.location.host, uri: `${window.location.origin}/`, version: '1', statement: 'Welcome back.', nonce: 'nonce1abcdefgh' });
    expect(fields.expirationTime!.getTime() - fields.issuedAt!.getTime()).toBe(24 * 3600 * 1000);
    expect(siwxSession(modal).get()?.data.address).toBe(ADDRESS);
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.SIWX_SESSIONS)!);
    expect(kept[`eip155:${ADDRESS.toLowerCase()}`]).toMatchObject({ token: 'token-1', session: { signature: '0xsig' } });
  });

  it("Authenticating... shows while the verifier checks the signature, and goes when it answers", async () => {
    const v = verifier();
    let answer: () => void = () => {};
    const client: SiwxClient = { ...v.client, signIn: (entry) => new Promise((resolve) => (answer = () => resolve(v.client.signIn(entry)))) };
    const { modal, dialog } = await connected({}, { client });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => modal.$notification.get()).toMatchObject({ open: true, variant: 'loading', message: 'Authenticating...' });
    expect(await screen.findByText('Authenticating...')).toBeTruthy();
    answer();
    await expect.poll(() => modal.$modal.get().open).toBe(false);
    await expect.poll(() => modal.$notification.get().open).toBe(false);
  });

  it('On decline the view reopens with the error', async () => {
    const { modal, dialog } = await connected({}, { fail: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await within(dialog).findByText('Signature declined');
    expect(modal.$router.get().view).toBe('SIWXSignMessage');
    expect(siwxSession(modal).get()).toBeUndefined();
  });

  it('Closing is blocked on the sign views when sign-in is required and no session exists; cancel disconnects', async () => {
    const { modal, dialog, calls } = await connected({ required: true });
    act(() => modal.close());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(modal.$modal.get().open).toBe(true);
    expect(modal.$router.get().view).toBe('SIWXSignMessage');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect.poll(() => modal.$account.get().status).toBe('disconnected');
    expect(calls).toContain('disconnect');
    await expect.poll(() => modal.$modal.get().open).toBe(false);
  });

  it('Cancel without required sign-in just closes, and the account is not asked again until it reconnects', async () => {
    const { modal, dialog } = await connected();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => modal.$modal.get().open).toBe(false);
    expect(modal.$account.get().status).toBe('connected');
    act(() => modal.open());
    expect(modal.$router.get().view).toBe('Account');
    act(() => modal.close());
    await act(() => modal.disconnect());
    await act(() => modal.connect('dev.wallet'));
    await expect.poll(() => modal.$router.get().view).toBe('SIWXSignMessage');
  });

  it('a disconnect ends the session on the verifier and forgets it; a kept session is not asked for again', async () => {
    const { modal, dialog, revoked } = await connected();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => siwxSession(modal).get()).toBeDefined();
    // A second modal on the same storage (a reload): the kept session is used, no view opens.
    const again = walletModal({}, { modules: [siwx({ client: verifier().client })], siwx: {} });
    localStorage.setItem(STORAGE_KEYS.SIWX_SESSIONS, JSON.stringify({ [`eip155:${ADDRESS.toLowerCase()}`]: { token: 'token-1', session: siwxSession(modal).get() } }));
    await act(() => again.modal.connect('dev.wallet'));
    expect(siwxSession(again.modal).get()?.data.address).toBe(ADDRESS);
    expect(again.modal.$modal.get().open).toBe(false);
    await act(() => modal.disconnect());
    expect(revoked).toEqual(['token-1']);
    expect(siwxSession(modal).get()).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull();
  });

  it('a kept session the verifier says has ended is dropped, and sign-in is asked again', async () => {
    const v = verifier();
    v.ended.add('token-old');
    const wallet = walletModal({}, { modules: [siwx({ client: v.client })], siwx: {} });
    const session: SiwxSession = { data: { chainId: 'eip155:1', address: ADDRESS, domain: 'x', uri: 'x', nonce: 'n', issuedAt: '', expiresAt: Date.now() + 60_000 }, message: 'm', signature: 's' };
    localStorage.setItem(STORAGE_KEYS.SIWX_SESSIONS, JSON.stringify({ [`eip155:${ADDRESS.toLowerCase()}`]: { token: 'token-old', session } }));
    await act(() => wallet.modal.connect('dev.wallet'));
    await expect.poll(() => wallet.modal.$router.get().view).toBe('SIWXSignMessage');
    expect(wallet.modal.$modal.get().open).toBe(true);
    expect(siwxSession(wallet.modal).get()).toBeUndefined();
  });

  it('Setting both siweConfig and siwx options is an error: createWalletModal refuses it and names the one to remove', () => {
    const config = { projectId: 'p', networks: ['eip155:1' as const], adapters: [], modules: [siwx({ client: verifier().client })] };
    expect(() => createWalletModal({ ...config, siweConfig: { required: true }, siwx: { required: true } })).toThrow('Setting both siweConfig and siwx is an error: remove siweConfig (siwx replaces it)');
    expect(() => createWalletModal({ ...config, siweConfig: { required: true } }).destroy()).not.toThrow();
  });
});
