// A real HTTP hop on loopback in front of a JSON-RPC node that fails the first N requests with a
// chosen status (and Retry-After), then forwards: proves the retry policy against a real socket.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FlakyUpstream = { url: string; requests: number[]; stop(): Promise<void> };

export async function startFlakyUpstream(p: { target: string; failures: number; status: number; retryAfter?: string }): Promise<FlakyUpstream> {
  const requests: number[] = [];
  const server: Server = createServer(async (req, res) => {
    requests.push(Date.now());
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (requests.length <= p.failures) {
      res.writeHead(p.status, { 'content-type': 'text/plain', ...(p.retryAfter ? { 'retry-after': p.retryAfter } : {}) });
      res.end('try again');
      return;
    }
    const upstream = await fetch(p.target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) });
    res.writeHead(upstream.status, { 'content-type': 'application/json' });
    res.end(await upstream.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
