// A chain RPC that misbehaves on purpose: a node:http hop on loopback in front of a real node (anvil)
// that answers each request with the next scripted fault, then forwards once the script is spent.
// Proves retry, back-off, Retry-After, timeouts, garbage and fallbacks against real sockets.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { freePort } from './ports';

/**
 * What one request gets:
 * - `{ status, retryAfter?, body? }` an HTTP answer with that status (text body 'fault' unless given);
 * - `'hang'` the request is read and never answered (the socket stays open);
 * - `'garbage'` a 200 whose body is not JSON;
 * - `'reset'` the socket is destroyed without an answer;
 * - `'forward'` passed to the node as usual.
 */
export type Fault = { status: number; retryAfter?: string; body?: string } | 'hang' | 'garbage' | 'reset' | 'forward';

/** One request the proxy saw: when (ms since epoch), its JSON-RPC method(s) and what it got. */
export type FaultRequest = { at: number; methods: string[]; fault: Fault };

export type FaultProxy = {
  url: string;
  /** Every request seen, in order. */
  requests: FaultRequest[];
  /** Replaces the script: the next requests get these faults in order, then are forwarded. */
  script(faults: readonly Fault[]): void;
  /** Every request gets `fault` until the script is changed ('forward' heals it). */
  always(fault: Fault): void;
  stop(): Promise<void>;
};

/** The gaps (ms) between consecutive requests, e.g. [150, 300, 600] for the spec's back-off. */
export const gaps = (requests: readonly FaultRequest[]) => requests.slice(1).map((r, i) => r.at - requests[i]!.at);

function methodsOf(body: string): string[] {
  try {
    const json = JSON.parse(body) as { method?: string } | { method?: string }[];
    return (Array.isArray(json) ? json : [json]).map((call) => String(call.method));
  } catch {
    return [];
  }
}

/**
 * @example
 * const proxy = await startFaultProxy({ target: anvil.url });
 * proxy.script([{ status: 503 }, { status: 429, retryAfter: '1' }]); // then forwarded
 * await proxy.stop();
 */
export async function startFaultProxy({ target }: { target: string }): Promise<FaultProxy> {
  let queue: Fault[] = [];
  let standing: Fault = 'forward';
  const requests: FaultRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const fault = queue.shift() ?? standing;
    requests.push({ at, methods: methodsOf(body), fault });
    if (fault === 'hang') return;
    if (fault === 'reset') return void req.socket.destroy();
    if (fault === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>502 Bad Gateway</html>{"jsonrpc":');
    if (fault !== 'forward') {
      const headers: Record<string, string> = { 'content-type': 'text/plain' };
      if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
      return void res.writeHead(fault.status, headers).end(fault.body ?? 'fault');
    }
    try {
      const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(await upstream.text());
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`fault proxy: target unreachable (${(error as Error).message})`);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(faults) {
      queue = [...faults];
      standing = 'forward';
    },
    always(fault) {
      queue = [];
      standing = fault;
    },
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy(); // hung requests hold their sockets open
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL where nothing listens: connections are refused at once. */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
