import { DEFAULT_CONNECTOR_ORDER } from '@wallet-modal/schema/defaults';
import { describe, expect, it } from 'vitest';
import type { Connector } from '../types.js';
import { orderConnectors } from './connectorOrder.js';

const wallet = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({ id, name: id, type, namespaces: ['eip155'], ...extra });

describe('connector order', () => {
  const injected = wallet('io.rabby', 'ANNOUNCED');
  const recent = wallet('io.metamask', 'ANNOUNCED');
  const walletConnect = wallet('walletConnect', 'WALLET_CONNECT');
  const featured = wallet('app.phantom', 'ANNOUNCED', { explorerId: 'phantom-id' });
  const embedded = wallet('auth', 'AUTH');

  it('Connector order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const recommended = [1, 2, 3, 4, 5].map((n) => wallet(`directory-${n}`, 'INJECTED'));
    const ordered = orderConnectors({
      connectors: [embedded, injected, featured, recent, walletConnect],
      order: DEFAULT_CONNECTOR_ORDER,
      recentIds: ['io.metamask'],
      featuredIds: ['phantom-id'],
      recommended,
    });
    expect(ordered.map((c) => c.id)).toEqual([
      'walletConnect',
      'io.metamask',
      'io.rabby',
      'app.phantom',
      'auth',
      'directory-1',
      'directory-2',
      'directory-3',
      'directory-4',
    ]);
  });

  it('4 featured or recommended: recommended wallets stop at 4 and never repeat a listed wallet', () => {
    const ordered = orderConnectors({
      connectors: [injected],
      order: DEFAULT_CONNECTOR_ORDER,
      recommended: [wallet('io.rabby', 'INJECTED'), ...[1, 2, 3, 4, 5].map((n) => wallet(`d${n}`, 'INJECTED'))],
    });
    expect(ordered.map((c) => c.id)).toEqual(['io.rabby', 'd1', 'd2', 'd3', 'd4']);
  });

  it('follows a custom order, and leaves out recommended wallets when the order omits them', () => {
    const ordered = orderConnectors({
      connectors: [walletConnect, injected, recent],
      order: ['injected', 'recent', 'walletConnect'],
      recentIds: ['io.metamask'],
      recommended: [wallet('d1', 'INJECTED')],
    });
    expect(ordered.map((c) => c.id)).toEqual(['io.rabby', 'io.metamask', 'walletConnect']);
  });
});
