// Test helpers for the controllers: a fresh modal instance and an in-memory wallet adapter (the
// wallet is the boundary we do not own; the instance and controllers under test are real).

import { getNetwork } from '@wallet-modal/schema/networks';
import { createWalletModal, type CreateWalletModalOptions, type WalletModal } from '../client.js';
import type { AdapterContext, CaipNetwork, ChainAdapter, TransactionRequest } from '../types.js';

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

/**
 * An in-memory EVM wallet announcing one connector, 'dev.wallet': records calls and the transactions
 * it sent (a send's value leaves its native balance), can be told to fail.
 */
export function memoryWallet(options: { chainId?: number; fail?: Error; failSend?: Error } = {}) {
  const calls: string[] = [];
  const transactions: TransactionRequest[] = [];
  let balance = 1_234_567_000_000_000_000n;
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
    sendTransaction: async (request) => {
      if (options.failSend) throw options.failSend;
      transactions.push(request);
      balance -= request.value;
      return '0xhash';
    },
    getBalance: async () => balance,
  };
  const emit: AdapterContext['emit'] = (event, ...args) => context?.emit(event, ...args);
  return { adapter, calls, emit, transactions };
}

/** A modal with a {@link memoryWallet}; `modal.connect('dev.wallet')` connects it. */
export function walletModal(options: Parameters<typeof memoryWallet>[0] = {}, modalOptions: Partial<CreateWalletModalOptions> = {}) {
  const wallet = memoryWallet(options);
  const modal = testModal({ ...modalOptions, adapters: [wallet.adapter] });
  return { ...wallet, modal };
}

/** What a loopback handler sees of a request: its method, URL (path and query), headers and body text. */
export interface LoopbackRequest {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What a loopback handler answers: a status (200 by default), headers, and a body sent as JSON. */
export interface LoopbackAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Loopback {
  /** http://127.0.0.1:<free port> */
  url: string;
  close: () => Promise<void>;
}

/**
 * A real HTTP server on a free loopback port: the boundary we do not own (our API, a chain's RPC)
 * answered by `handler`, so the kit is tested over real HTTP, not through a spy.
 * @example
 * const rpc = await loopback(() => ({ body: { jsonrpc: '2.0', id: 1, result: '0x1' } }));
 */
export async function loopback(handler: (request: LoopbackRequest) => LoopbackAnswer | Promise<LoopbackAnswer>): Promise<Loopback> {
  const { createServer } = await import('node:http');
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const answer = await handler({ method: request.method ?? 'GET', url, headers: request.headers, body });
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...answer.headers });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
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
  /** What GET /projects/v1/origins answers instead of `{ allowedOrigins }`: a malformed answer, for the reader's checks. */
  originsAnswer?: unknown;
}

/**
 * Our API as far as analytics (config on, events accepted) and the project's allowed origins go,
 * 404 for the rest, on a {@link loopback} server.
 */
export async function loopbackApi({ allowedOrigins = ['http://localhost:*'], originsAnswer }: LoopbackApiOptions = {}): Promise<LoopbackApi> {
  const events: LoopbackApi['events'] = [];
  const server = await loopback(({ url, body }) => {
    if (allowedOrigins === 'refused') return { status: 403, body: { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'origin is not allowed for this project' } } };
    if (url.pathname === '/getAnalyticsConfig') return { body: { isAnalyticsEnabled: true } };
    if (url.pathname === '/projects/v1/origins') return { body: originsAnswer ?? { allowedOrigins } };
    // The secure site's public list of social providers, for tests that use this server as the secure site too.
    if (url.pathname === '/embedded/v1/social/providers') return { body: { providers: ['google', 'x', 'discord', 'github', 'apple', 'facebook'] } };
    if (url.pathname !== '/e') return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
    events.push(JSON.parse(body));
    return { status: 202, body: { accepted: true } };
  });
  return { baseUrl: server.url, events, close: server.close };
}
