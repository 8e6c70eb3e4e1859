// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $accounts, $activeNamespace, emptyAccount } from '../stores/account.js';
import { $modal } from '../stores/modal.js';
import { $router } from '../stores/router.js';
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
  routerHooks,
} from './router.js';
import { resetStores } from './testing.js';

const history = () => $router.get().history;

describe('router', () => {
  beforeEach(resetStores);
  afterEach(() => vi.useRealTimers());

  it('push adds a view unless it is already current', () => {
    push('AllWallets');
    push('AllWallets');
    expect(history()).toEqual(['Connect', 'AllWallets']);
    expect($router.get().view).toBe('AllWallets');
  });

  it('reset sets a single-entry history', () => {
    push('AllWallets');
    reset('Account');
    expect(history()).toEqual(['Account']);
  });

  it('replace swaps the current entry', () => {
    push('AllWallets');
    replace('ConnectingExternal');
    expect(history()).toEqual(['Connect', 'ConnectingExternal']);
    expect($router.get().view).toBe('ConnectingExternal');
  });

  it('goBack pops', () => {
    push('AllWallets');
    push('ConnectingExternal');
    goBack();
    expect(history()).toEqual(['Connect', 'AllWallets']);
    expect($router.get().view).toBe('AllWallets');
  });

  it('goBack closes the modal if the history has one entry', () => {
    openModal();
    goBack();
    expect($modal.get().open).toBe(false);
    expect(history()).toEqual(['Connect']);
  });

  it('goBack closes the modal if the history contains UnsupportedChain', () => {
    openModal({ view: 'UnsupportedChain' });
    push('Networks');
    goBack();
    expect($modal.get().open).toBe(false);
  });

  it('goBackToIndex truncates the history', () => {
    push('AllWallets');
    push('ConnectingExternal');
    goBackToIndex(0);
    expect(history()).toEqual(['Connect']);
    expect($router.get().view).toBe('Connect');
  });

  it('Going back from ConnectingFarcaster with no connected address clears the Farcaster URL and reloads the auth connector after 100 ms', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    routerHooks.reloadAuthConnector = reload;
    $activeNamespace.set('eip155');
    $accounts.set({ eip155: { ...emptyAccount(), farcasterUrl: 'https://farcaster.example/auth' } });
    push('ConnectingFarcaster');
    goBack();
    expect($accounts.get().eip155?.farcasterUrl).toBeUndefined();
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    routerHooks.reloadAuthConnector = undefined;
  });

  it('A transaction stack lets a flow finish with success: go back', () => {
    push('Account');
    push('ApproveTransaction');
    const onSuccess = vi.fn();
    pushTransactionStack({ view: null, goBack: true, onSuccess });
    finishTransaction();
    expect($router.get().view).toBe('Account');
    expect(onSuccess).toHaveBeenCalledOnce();
    expect($router.get().transactionStack).toEqual([]);
  });

  it('A transaction stack lets a flow finish with success: replace or reset to a view', () => {
    push('Account');
    push('RegisterAccountName');
    pushTransactionStack({ view: 'RegisterAccountNameSuccess', goBack: false, replace: true });
    finishTransaction();
    expect(history()).toEqual(['Connect', 'Account', 'RegisterAccountNameSuccess']);
    pushTransactionStack({ view: 'Account', goBack: false });
    finishTransaction();
    expect(history()).toEqual(['Account']);
  });

  it('A transaction stack cancel goes back and calls the cancel handler', () => {
    push('Account');
    push('ApproveTransaction');
    const onCancel = vi.fn();
    pushTransactionStack({ view: null, goBack: false, onCancel });
    cancelTransaction();
    expect($router.get().view).toBe('Account');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
