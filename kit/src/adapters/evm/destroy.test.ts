// @vitest-environment jsdom
// modal.destroy() stops what the adapters started: a wallet announcing itself afterwards reaches no store.

import { describe, expect, it } from 'vitest';
import { testModal } from '../../core/controllers/testing.js';
import { evmAdapter } from './index.js';

function announce(rdns: string) {
  const info = { uuid: crypto.randomUUID(), name: rdns, icon: 'data:image/svg+xml,<svg/>', rdns };
  const provider = { request: async () => [], on: () => undefined, removeListener: () => undefined };
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
}

describe('modal.destroy()', () => {
  it('stops EIP-6963 discovery: a wallet that announces itself after destroy is not listed', () => {
    const modal = testModal({ adapters: [evmAdapter()] });
    announce('com.example.before');
    expect(modal.$connectors.get().map((connector) => connector.id)).toContain('com.example.before');
    modal.destroy();
    announce('com.example.after');
    expect(modal.$connectors.get().map((connector) => connector.id)).not.toContain('com.example.after');
  });
});
