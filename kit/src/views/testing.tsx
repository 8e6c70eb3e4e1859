// Renders a view inside the real provider, for view tests in jsdom.

import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach } from 'vitest';
import { createWalletModal, type CreateWalletModalOptions, type WalletModal } from '../core/client.js';
import { memoryWallet } from '../core/controllers/testing.js';
import { loadViews } from '../react/loadViews.js';
import { WalletModalProvider } from '../react/Provider.js';

// Each test starts on an empty page; and the provider's idle prefetch of the views chunk finishes
// before the file's environment is torn down (an import after teardown is an unhandled error).
afterEach(cleanup);
afterAll(() => loadViews());

/**
 * Renders `view` with a modal: the one given, or a new one with the in-memory Dev Wallet and `config`.
 * @example
 * const { modal } = renderWithModal(<Connect />, { features: { legalCheckbox: true } });
 */
export function renderWithModal(view: ReactElement, config: Partial<CreateWalletModalOptions> & { modal?: WalletModal } = {}) {
  const { modal: given, ...options } = config;
  const modal = given ?? createWalletModal({ projectId: 'test', networks: ['eip155:1'], adapters: [memoryWallet().adapter], ...options });
  return { modal, ...render(<WalletModalProvider modal={modal}>{view}</WalletModalProvider>) };
}
