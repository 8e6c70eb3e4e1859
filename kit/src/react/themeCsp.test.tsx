// @vitest-environment jsdom
// The theme under a strict Content-Security-Policy (issue 36): server-rendered HTML of the kit carries no
// style attribute (style-src without 'unsafe-inline' would block it); the browser writes the config's
// theme variables through the CSSOM, which CSP allows, and the CLI's static stylesheet carries them for
// the first paint.

import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themeCss } from '@wallet-modal/schema/themeVariables';
import { createWalletModal } from '../core/client.js';
import { memoryWallet } from '../core/controllers/testing.js';
import { ConnectButton } from './ConnectButton.js';
import { WalletModalProvider } from './Provider.js';
import { WalletButton } from './WalletButton.js';

const themeVariables = { accent: '#ff0066', '--wm-radius-master': '2px' };

function page() {
  const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1'], adapters: [memoryWallet().adapter], ssr: true, themeVariables });
  return {
    modal,
    element: (
      <WalletModalProvider modal={modal}>
        <ConnectButton />
        <WalletButton wallet="io.metamask" name="MetaMask" />
      </WalletModalProvider>
    ),
  };
}

describe('the theme under a strict CSP', () => {
  it('The server-rendered modal button has no style attribute; the browser sets the theme variables through the CSSOM', async () => {
    const html = renderToString(page().element);
    expect(html).toContain('data-wm-theme="dark"');
    expect(html).not.toMatch(/\sstyle=/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const { modal, element } = page();
    const root = await act(async () => hydrateRoot(container, element));
    const button = container.querySelector('button')!;
    expect(button.style.getPropertyValue('--wm-color-accent')).toBe('#ff0066');
    expect(button.style.getPropertyValue('--wm-radius-master')).toBe('2px');
    act(() => root.unmount());
    modal.destroy();
    container.remove();
  });

  it('themeCss writes the same variables as one static rule above the built-in themes', () => {
    expect(themeCss(themeVariables)).toBe(':root [data-wm-theme] {\n  --wm-color-accent: #ff0066;\n  --wm-radius-master: 2px;\n}\n');
    expect(themeCss({})).toBe('');
    expect(() => themeCss({ accent: 'red; } body { display: none' })).toThrow(/Theme variable --wm-color-accent: .* holds ; \{ \} < or \/\*/);
  });
});
