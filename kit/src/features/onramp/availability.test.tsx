// @vitest-environment jsdom
// When the Buy action is offered (spec §1, §9): first in the wallet feature order, only with the app's
// API, only on eip155 and solana, never on a test network, never in the restricted time zones (the
// browser's Intl time zone).

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateWalletModalOptions } from '../../core/client.js';
import { testModal } from '../../core/controllers/testing.js';
import type { FeatureModule } from '../../core/feature.js';
import type { ChainAdapter, ChainNamespace } from '../../core/types.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { receive } from '../receive/index.js';
import { send } from '../send/index.js';
import { onramp } from './index.js';
import { openAccount as open, SOLANA, startBuyApi, type BuyApi } from './testing.js';
import { resetDom } from '../../react/testing.js';

vi.setConfig({ testTimeout: 30_000 });

const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
let api: BuyApi;
beforeAll(async () => {
  api = await startBuyApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());
afterEach(() => {
  resetDom();
  delete process.env.TZ;
});
const openAccount = (modules?: FeatureModule[], options?: Partial<CreateWalletModalOptions>) => open(api, modules, options);

describe('buy: the Buy action', () => {
  it('Wallet feature order: onramp, swaps, receive, send — Buy comes first whatever the modules order', async () => {
    await openAccount([send(), receive(), onramp()]);
    await screen.findByRole('button', { name: 'Send' });
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels.indexOf('Buy')).toBeGreaterThanOrEqual(0);
    expect(labels.indexOf('Buy')).toBeLessThan(labels.indexOf('Receive'));
    expect(labels.indexOf('Receive')).toBeLessThan(labels.indexOf('Send'));
  });

  it.each(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Kashgar', 'PRC', 'Asia/Hong_Kong', 'Hongkong', 'Asia/Macau', 'Asia/Macao'])(
    'Restricted timezones: mainland China, Hong Kong and Macau zones — no Buy in %s',
    async (timeZone) => {
      process.env.TZ = timeZone;
      await openAccount([onramp(), receive()]);
      await screen.findByRole('button', { name: 'Receive' });
      expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    },
  );

  it('outside those zones (Europe/Berlin, Asia/Tokyo, Asia/Taipei) Buy is offered', async () => {
    for (const timeZone of ['Europe/Berlin', 'Asia/Tokyo', 'Asia/Taipei']) {
      process.env.TZ = timeZone;
      await openAccount();
      expect(await screen.findByRole('button', { name: 'Buy' })).toBeTruthy();
      resetDom();
    }
  });

  it('without the app’s API there is no Buy (options, quotes and the provider’s page come from it)', async () => {
    await openAccount([onramp(), receive()], { apiUrl: undefined });
    await screen.findByRole('button', { name: 'Receive' });
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });

  it('no Buy on a test network or the local chain (no provider sells test coins for money); Buy again on a mainnet', async () => {
    for (const [network, offered] of [['eip155:11155111', false], ['eip155:31337', false], ['eip155:1', true]] as const) {
      await openAccount([onramp(), receive()], { networks: [network] });
      await screen.findByRole('button', { name: 'Receive' });
      expect(Boolean(screen.queryByRole('button', { name: 'Buy' })), network).toBe(offered);
      resetDom();
    }
  });

  it('Balance, onramp and send: eip155 and solana — Buy is offered to a Solana account, never to a Bitcoin one', async () => {
    const wallet = (namespace: ChainNamespace, address: string, chainId: string): ChainAdapter => ({
      id: `memory-${namespace}`,
      namespaces: [namespace],
      setup: (context) => context.emit('connectorsChanged', [{ id: `${namespace}.wallet`, name: `${namespace} wallet`, type: 'ANNOUNCED', namespaces: [namespace] }]),
      connect: async (connectorId) => [{ namespace, address, chainId, connectorId }],
      reconnect: async () => [],
      disconnect: async () => {},
      switchNetwork: async () => {},
      signMessage: async () => 'sig',
      sendTransaction: async () => 'hash',
    });
    const cases: [ChainNamespace, string, string, boolean][] = [
      ['solana', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true],
      ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '000000000019d6689c085ae165831e93', false],
    ];
    for (const [namespace, address, chainId, offered] of cases) {
      const modal = testModal({ networks: [namespace === 'solana' ? SOLANA : BITCOIN], adapters: [wallet(namespace, address, chainId)], modules: [onramp(), receive()], apiUrl: api.url });
      render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
      await act(() => modal.connect(`${namespace}.wallet`));
      act(() => modal.open());
      await screen.findByRole('button', { name: 'Receive' }, { timeout: 10_000 });
      expect(Boolean(screen.queryByRole('button', { name: 'Buy' })), namespace).toBe(offered);
      if (offered) {
        fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
        const currency = (await screen.findByLabelText('Buy', {}, { timeout: 10_000 })) as HTMLSelectElement;
        expect([...currency.options].map((option) => option.value)).toEqual(['SOL']);
      }
      resetDom();
    }
  });
});
