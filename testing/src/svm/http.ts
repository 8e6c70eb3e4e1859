// JSON-RPC 2.0 over node:http for the local SVM: single and batch calls, CORS for browser pages on
// other loopback ports, and u64 values written as plain JSON numbers (as Solana's RPC writes them).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { LocalChain } from './chain';
import { RpcError } from './errors';
import type { MethodHandler } from './params';

const MAX_BODY = 4 * 1024 * 1024;

const envelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

type Id = string | number | null;
type Reply = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: { code: number; message: string; data?: unknown } };

const failure = (id: Id, code: number, message: string, data?: unknown): Reply => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data === undefined ? {} : { data }) },
});

/** JSON where bigints are bare numbers: u64 values beyond 2^53 keep every digit, as on Solana. */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? `__u64__${item}` : item)).replace(/"__u64__(\d+)"/g, '$1');
}

function call(chain: LocalChain, methods: Record<string, MethodHandler>, request: unknown): Reply {
  const parsed = envelope.safeParse(request);
  if (!parsed.success) {
    const id = typeof request === 'object' && request && 'id' in request ? (request.id as Id) : null;
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`).join('; ');
    return failure(typeof id === 'string' || typeof id === 'number' ? id : null, -32600, `Invalid request: ${issues}`);
  }
  const { id, method, params } = parsed.data;
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!handler) return failure(id, -32601, `Method not found: ${method} is not served by the local SVM`);
  if (params !== undefined && !Array.isArray(params)) return failure(id, -32602, 'Invalid params: Solana methods take positional params (an array)');
  try {
    return { jsonrpc: '2.0', id, result: handler(chain, params) };
  } catch (error) {
    if (error instanceof RpcError) return failure(id, error.code, error.message, error.data);
    return failure(id, -32603, `Internal error: ${(error as Error).message}`);
  }
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) resolve(undefined);
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The request listener of the SVM's HTTP server.
 * @example
 * createServer(rpcListener(chain, methods)).listen(8899, '127.0.0.1');
 */
export function rpcListener(chain: LocalChain, methods: Record<string, MethodHandler>) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('vary', 'origin');
    response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
    response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type, solana-client');
    response.setHeader('access-control-max-age', '600');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    const send = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(stringifyJson(body));
    if (request.method !== 'POST') {
      return void response.writeHead(405, { 'content-type': 'application/json', allow: 'POST, OPTIONS' }).end(
        stringifyJson(failure(null, -32600, 'Invalid request: JSON-RPC calls are POST requests with a JSON body')),
      );
    }
    const body = await readBody(request);
    if (body === undefined) return void send(failure(null, -32600, `Invalid request: the body exceeds ${MAX_BODY} bytes`));
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch (error) {
      return void send(failure(null, -32700, `Parse error: ${(error as Error).message}`));
    }
    if (!Array.isArray(payload)) return void send(call(chain, methods, payload));
    if (payload.length === 0) return void send(failure(null, -32600, 'Invalid request: an empty batch'));
    send(payload.map((item) => call(chain, methods, item)));
  };
}
