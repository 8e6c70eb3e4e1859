// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { WalletModal } from '../client.js';
import type { FeatureModule } from '../feature.js';
import { closeModal, closeRules, markModalReady, openModal } from './modal.js';
import { push } from './router.js';
import { walletModal } from './testing.js';

let modal: WalletModal;

const connectAddress = () => modal.connect('dev.wallet');

describe('modal', () => {
  beforeEach(() => {
    modal = walletModal().modal;
  });

  it('Opening the modal goes to Account if an address is already connected, otherwise Connect', async () => {
    openModal(modal);
    expect(modal.$router.get().view).toBe('Connect');
    closeModal(modal);
    await connectAddress();
    openModal(modal);
    expect(modal.$router.get().view).toBe('Account');
    expect(modal.$router.get().history).toEqual(['Account']);
  });

  it('Opening or closing toggles a loading flag and resets the uri', () => {
    modal.$connection.set({ status: 'disconnected', uri: 'wc:abc@2' });
    openModal(modal);
    expect(modal.$modal.get()).toEqual({ open: true, loading: true });
    expect(modal.$connection.get().uri).toBeUndefined();
    markModalReady(modal);
    expect(modal.$modal.get().loading).toBe(false);
    modal.$connection.set({ status: 'disconnected', uri: 'wc:def@2' });
    closeModal(modal);
    expect(modal.$modal.get()).toEqual({ open: false, loading: false });
    expect(modal.$connection.get().uri).toBeUndefined();
  });

  // The shell names no feature view: the module that owns a view says how closing treats it (the embedded
  // wallet's ApproveTransaction and sign-in's views are tested with their modules).
  const ruled: FeatureModule = { id: 'approvals', viewRules: { Approve: { closesOnlyWhenForced: true }, Sign: { asksSignature: true } } };

  it('a view whose module says it closes only when forced refuses a close until forced', () => {
    modal = walletModal({}, { modules: [ruled] }).modal;
    openModal(modal);
    push(modal, 'Approve');
    expect(closeModal(modal)).toBe(false);
    expect(modal.$modal.get().open).toBe(true);
    expect(closeModal(modal, { force: true })).toBe(true);
    expect(modal.$modal.get().open).toBe(false);
  });

  it('a view whose module says it asks a signature refuses a close while sign-in is required and no session exists; other views close', () => {
    modal = walletModal({}, { modules: [ruled] }).modal;
    let hasSession = false;
    closeRules(modal).isSignInRequiredWithoutSession = () => !hasSession;
    openModal(modal, { view: 'Sign' });
    expect(closeModal(modal)).toBe(false);
    hasSession = true;
    expect(closeModal(modal)).toBe(true);
    hasSession = false;
    openModal(modal, { view: 'Networks' });
    expect(closeModal(modal)).toBe(true);
  });

  it('With the embedded variant, close goes to Account if an address exists, otherwise Connect', async () => {
    modal = walletModal({}, { embedded: true }).modal;
    openModal(modal, { view: 'Networks' });
    closeModal(modal);
    expect(modal.$router.get().view).toBe('Connect');
    await connectAddress();
    push(modal, 'Networks');
    closeModal(modal);
    expect(modal.$router.get().history).toEqual(['Account']);
  });

  it('Two modals on one page share no state', async () => {
    const other = walletModal().modal;
    openModal(modal, { view: 'Networks' });
    await connectAddress();
    expect(other.$modal.get().open).toBe(false);
    expect(other.$router.get().view).toBe('Connect');
    expect(other.$account.get().address).toBeUndefined();
    expect(modal.$account.get().address).toBeDefined();
  });
});
