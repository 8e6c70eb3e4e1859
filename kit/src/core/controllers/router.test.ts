// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openModal } from './modal.js';
import {
  cancelTransaction,
  finishTransaction,
  goBack,
  goBackToIndex,
  push,
  pushTransactionStack,
  replace,
  reset,
} from './router.js';
import { testModal } from './testing.js';
import type { WalletModal } from '../client.js';

let modal: WalletModal;

const history = () => modal.$router.get().history;

describe('router', () => {
  beforeEach(() => {
    modal = testModal();
  });
  afterEach(() => vi.useRealTimers());

  it('push adds a view unless it is already current', () => {
    push(modal, 'AllWallets');
    push(modal, 'AllWallets');
    expect(history()).toEqual(['Connect', 'AllWallets']);
    expect(modal.$router.get().view).toBe('AllWallets');
  });

  it('reset sets a single-entry history', () => {
    push(modal, 'AllWallets');
    reset(modal, 'Account');
    expect(history()).toEqual(['Account']);
  });

  it('replace swaps the current entry', () => {
    push(modal, 'AllWallets');
    replace(modal, 'ConnectingExternal');
    expect(history()).toEqual(['Connect', 'ConnectingExternal']);
    expect(modal.$router.get().view).toBe('ConnectingExternal');
  });

  it('goBack pops', () => {
    push(modal, 'AllWallets');
    push(modal, 'ConnectingExternal');
    goBack(modal);
    expect(history()).toEqual(['Connect', 'AllWallets']);
    expect(modal.$router.get().view).toBe('AllWallets');
  });

  it('goBack closes the modal if the history has one entry', () => {
    openModal(modal);
    goBack(modal);
    expect(modal.$modal.get().open).toBe(false);
    expect(history()).toEqual(['Connect']);
  });

  it('goBack closes the modal if the history contains UnsupportedChain', () => {
    openModal(modal, { view: 'UnsupportedChain' });
    push(modal, 'Networks');
    goBack(modal);
    expect(modal.$modal.get().open).toBe(false);
  });

  it('goBackToIndex truncates the history', () => {
    push(modal, 'AllWallets');
    push(modal, 'ConnectingExternal');
    goBackToIndex(modal, 0);
    expect(history()).toEqual(['Connect']);
    expect(modal.$router.get().view).toBe('Connect');
  });

  it('going back runs the back rule of the module that owns the view, then leaves it', () => {
    const left: string[] = [];
    modal = testModal({ modules: [{ id: 'qr', viewRules: { Scan: { back: (current) => left.push(current.$router.get().view) } } }] });
    push(modal, 'Networks');
    push(modal, 'Scan');
    goBack(modal);
    expect(left).toEqual(['Scan']);
    expect(modal.$router.get().view).toBe('Networks');
    goBack(modal);
    expect(left).toEqual(['Scan']);
  });

  it('A transaction stack lets a flow finish with success: go back', () => {
    push(modal, 'Account');
    push(modal, 'ApproveTransaction');
    const onSuccess = vi.fn();
    pushTransactionStack(modal, { view: null, goBack: true, onSuccess });
    finishTransaction(modal);
    expect(modal.$router.get().view).toBe('Account');
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(modal.$router.get().transactionStack).toEqual([]);
  });

  it('A transaction stack lets a flow finish with success: replace or reset to a view', () => {
    push(modal, 'Account');
    push(modal, 'RegisterAccountName');
    pushTransactionStack(modal, { view: 'RegisterAccountNameSuccess', goBack: false, replace: true });
    finishTransaction(modal);
    expect(history()).toEqual(['Connect', 'Account', 'RegisterAccountNameSuccess']);
    pushTransactionStack(modal, { view: 'Account', goBack: false });
    finishTransaction(modal);
    expect(history()).toEqual(['Account']);
  });

  it('A transaction stack cancel goes back and calls the cancel handler', () => {
    push(modal, 'Account');
    push(modal, 'ApproveTransaction');
    const onCancel = vi.fn();
    pushTransactionStack(modal, { view: null, goBack: false, onCancel });
    cancelTransaction(modal);
    expect(modal.$router.get().view).toBe('Account');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
