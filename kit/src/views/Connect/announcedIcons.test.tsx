// @vitest-environment jsdom
// A wallet's self-announced icon (EIP-6963) is shown only when it is an image data: URL; a hostile page
// announcing a script as its icon gets its monogram instead, and so does an icon that fails to load.

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { evmAdapter } from '../../adapters/evm/index.js';
import { testModal } from '../../core/controllers/testing.js';
import { renderWithModal } from '../testing.js';
import { Connect } from './Connect.js';

function announce(name: string, icon: string) {
  const info = { uuid: crypto.randomUUID(), name, icon, rdns: `com.example.${name.toLowerCase().replace(/\W/g, '')}` };
  const provider = { request: async () => [], on: () => undefined, removeListener: () => undefined };
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const SVG = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

const rowOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('announced wallet icons', () => {
  afterEach(cleanup);

  it('EIP-6963 icons: an image data: URL is shown, a data:text/html or javascript: icon is refused and the monogram shown', async () => {
    const modal = testModal({ adapters: [evmAdapter()] });
    announce('Good Png', PNG);
    announce('Good Svg', SVG);
    announce('Html Wallet', 'data:text/html,<script>parent.stolen = document.cookie</script>');
    announce('Script Wallet', 'javascript:alert(document.domain)');
    announce('Spaced Wallet', ' data:image/png;base64,AAAA');
    announce('Remote Wallet', 'https://tracker.example/pixel.png');
    renderWithModal(<Connect />, { modal });
    await screen.findByRole('button', { name: /^Script Wallet/ });
    expect(rowOf('Good Png').querySelector('img')?.getAttribute('src')).toBe(PNG);
    expect(rowOf('Good Svg').querySelector('img')?.getAttribute('src')).toBe(SVG);
    for (const [name, letters] of [['Html Wallet', 'HW'], ['Script Wallet', 'SW'], ['Spaced Wallet', 'SW'], ['Remote Wallet', 'RW']] as const) {
      expect(rowOf(name).querySelector('img'), name).toBeNull();
      expect(within(rowOf(name)).getByTestId('wallet-monogram').textContent, name).toBe(letters);
    }
    expect(document.querySelector('img[src^="javascript:"], img[src^="data:text"], img[src^="https://tracker"]')).toBeNull();
    expect(modal.$connectors.get().find((connector) => connector.name === 'Html Wallet')?.imageUrl).toBeUndefined();
    modal.destroy();
  });

  it('a wallet icon that fails to load gives way to the monogram, never a broken image', async () => {
    const modal = testModal({ adapters: [evmAdapter()] });
    announce('Broken Wallet', 'data:image/png;base64,bm90IGEgcG5n');
    renderWithModal(<Connect />, { modal });
    const img = (await screen.findByRole('button', { name: /^Broken Wallet/ })).querySelector('img')!;
    fireEvent.error(img);
    expect((await within(rowOf('Broken Wallet')).findByTestId('wallet-monogram')).textContent).toBe('BW');
    modal.destroy();
  });
});
