// Renders a view inside the real provider, for view tests in jsdom.

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createWalletModal, type CreateWalletModalOptions } from '../core/client.js';
import { WalletModalProvider } from '../react/Provider.js';

export function renderWithModal(view: ReactElement, config: Partial<CreateWalletModalOptions> = {}) {
  const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1'], adapters: [], ...config });
  return { modal, ...render(<WalletModalProvider modal={modal}>{view}</WalletModalProvider>) };
}
