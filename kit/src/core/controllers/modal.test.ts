// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { $accounts, emptyAccount } from '../stores/account.js';
import { $activeNamespace } from '../stores/account.js';
import { $connection } from '../stores/connection.js';
import { $modal } from '../stores/modal.js';
import { $router } from '../stores/router.js';
import { closeModal, configureModal, markModalReady, openModal } from './modal.js';
import { push } from './router.js';
import { ADDRESS, resetStores } from './testing.js';

function connectAddress() {
  $activeNamespace.set('eip155');
  $accounts.set({ eip155: { ...emptyAccount(), status: 'connected', address: ADDRESS } });
}

describe('modal', () => {
  beforeEach(() => {
    resetStores();
    configureModal({ embedded: false, isSignInRequiredWithoutSession: undefined });
  });

  it('Opening the modal goes to Account if an address is already connected, otherwise Connect', () => {
    openModal();
    expect($router.get().view).toBe('Connect');
    closeModal();
    connectAddress();
    openModal();
    expect($router.get().view).toBe('Account');
    expect($router.get().history).toEqual(['Account']);
  });

  it('Opening or closing toggles a loading flag and resets the uri', () => {
    $connection.set({ status: 'disconnected', uri: 'wc:abc@2' });
    openModal();
    expect($modal.get()).toEqual({ open: true, loading: true });
    expect($connection.get().uri).toBeUndefined();
    markModalReady();
    expect($modal.get().loading).toBe(false);
    $connection.set({ status: 'disconnected', uri: 'wc:def@2' });
    closeModal();
    expect($modal.get()).toEqual({ open: false, loading: false });
    expect($connection.get().uri).toBeUndefined();
  });

  it('Closing is blocked on ApproveTransaction unless forced', () => {
    openModal();
    push('ApproveTransaction');
    expect(closeModal()).toBe(false);
    expect($modal.get().open).toBe(true);
    expect(closeModal({ force: true })).toBe(true);
    expect($modal.get().open).toBe(false);
  });

  it('Closing is blocked on the sign and approve views when sign-in is required and no session exists', () => {
    let hasSession = false;
    configureModal({ isSignInRequiredWithoutSession: () => !hasSession });
    openModal({ view: 'SIWXSignMessage' });
    expect(closeModal()).toBe(false);
    hasSession = true;
    expect(closeModal()).toBe(true);
  });

  it('With the embedded variant, close goes to Account if an address exists, otherwise Connect', () => {
    configureModal({ embedded: true });
    openModal({ view: 'Networks' });
    closeModal();
    expect($router.get().view).toBe('Connect');
    connectAddress();
    push('Networks');
    closeModal();
    expect($router.get().history).toEqual(['Account']);
  });
});
