// A JSON-RPC node on loopback that answers at once, for tests that send thousands of requests through
// chain-reading routes: `answers` maps a method to its result; every other method gets a JSON-RPC error
// (-32601), or every method does when `answers` is omitted. Batches are answered item by item.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubChain = { url: string; requests: () => number; stop(): Promise<void> };

type Call = { id?: unknown; method?: unknown };

export async function startStubChain(answers: Record<string, unknown> = {}): Promise<StubChain> {
  let requests = 0;
  const answer = (call: Call) => {
    const id = call?.id ?? null;
    const method = typeof call?.method === 'string' ? call.method : '';
    if (Object.hasOwn(answers, method)) return { jsonrpc: '2.0', id, result: answers[method] };
    return { jsonrpc: '2.0', id, error: { code: -32601, message: `the stub chain does not answer ${method || 'this'}` } };
  };
  const server: Server = createServer(async (req, res) => {
    requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    const reply = Array.isArray(body) ? body.map((call) => answer(call as Call)) : body ? answer(body as Call) : { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
