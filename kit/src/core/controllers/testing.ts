// Test helpers for the controllers: a fresh modal instance and an in-memory wallet adapter (the
// wallet is the boundary we do not own; the instance and controllers under test are real).

import { getNetwork } from '@wallet-modal/schema/networks';
import { createWalletModal, type CreateWalletModalOptions, type WalletModal } from '../client.js';
import type { AdapterContext, CaipNetwork, ChainAdapter } from '../types.js';

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export function network(id: string): CaipNetwork {
  const found = getNetwork(id);
  if (!found) throw new Error(`no network ${id}`);
  return found;
}

/**
 * A fresh page: storage cleared, and a modal with Ethereum and OP Mainnet listed and the given adapters
 * (the Dev Wallet connector of {@link memoryWallet} when none are given).
 */
export function testModal(options: Partial<CreateWalletModalOptions> = {}): WalletModal {
  localStorage.clear();
  return createWalletModal({ projectId: 'test', networks: ['eip155:1', 'eip155:10'], adapters: [], ...options });
}

/** An in-memory EVM wallet announcing one connector, 'dev.wallet': records calls, can be told to fail. */
export function memoryWallet(options: { chainId?: number; fail?: Error } = {}) {
  const calls: string[] = [];
  let context: AdapterContext | undefined;
  let chainId = options.chainId ?? 1;
  const account = (connectorId: string) => [{ namespace: 'eip155' as const, address: ADDRESS, chainId, connectorId }];
  const adapter: ChainAdapter = {
    id: 'memory',
    namespaces: ['eip155'],
    setup: (ctx) => {
      context = ctx;
      ctx.emit('connectorsChanged', [{ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'] }]);
    },
    reconnect: async (connectorId) => (calls.push(`reconnect:${connectorId}`), account(connectorId)),
    connect: async (connectorId) => {
      calls.push(`connect:${connectorId}`);
      if (options.fail) throw options.fail;
      return account(connectorId);
    },
    disconnect: async () => void calls.push('disconnect'),
    switchNetwork: async (target) => {
      calls.push(`switch:${target.caipNetworkId}`);
      chainId = Number(target.id);
    },
    signMessage: async () => '0xsig',
    sendTransaction: async () => '0xhash',
    getBalance: async () => 1_234_567_000_000_000_000n,
  };
  const emit: AdapterContext['emit'] = (event, ...args) => context?.emit(event, ...args);
  return { adapter, calls, emit };
}

/** A modal with a {@link memoryWallet}; `modal.connect('dev.wallet')` connects it. */
export function walletModal(options: Parameters<typeof memoryWallet>[0] = {}, modalOptions: Partial<CreateWalletModalOptions> = {}) {
  const wallet = memoryWallet(options);
  const modal = testModal({ ...modalOptions, adapters: [wallet.adapter] });
  return { ...wallet, modal };
}

/** What a {@link loopbackApi} received: the analytics events posted to /e. */
export interface LoopbackApi {
  baseUrl: string;
  events: { props: { event: string; properties?: Record<string, unknown>; address?: string } }[];
  close: () => Promise<void>;
}

export interface LoopbackApiOptions {
  /** What GET /projects/v1/origins answers; 'refused' answers every request 403 ORIGIN_NOT_ALLOWED, as our server does for a refused Origin header. */
  allowedOrigins?: string[] | 'refused';
}

/**
 * A real HTTP server on loopback that answers as our API does for analytics (config on, events
 * accepted) and the project's allowed origins, and 404 for the rest, so tracking and the origin
 * rule are tested end to end, not through a spy.
 */
export async function loopbackApi({ allowedOrigins = ['http://localhost:*'] }: LoopbackApiOptions = {}): Promise<LoopbackApi> {
  const { createServer } = await import('node:http');
  const events: LoopbackApi['events'] = [];
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(body));
    };
    if (allowedOrigins === 'refused') return answer(403, { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'origin is not allowed for this project' } });
    if (request.url?.startsWith('/getAnalyticsConfig')) return answer(200, { isAnalyticsEnabled: true });
    if (request.url?.startsWith('/projects/v1/origins')) return answer(200, { allowedOrigins });
    if (!request.url?.startsWith('/e')) return answer(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      events.push(JSON.parse(body));
      answer(202, { accepted: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, events, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
