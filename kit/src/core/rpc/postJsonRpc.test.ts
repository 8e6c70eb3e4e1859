import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJsonRpc } from './postJsonRpc.js';

// A real JSON-RPC endpoint on loopback: /ok answers, /busy fails once with 503, /gone always 404.
let server: Server;
let base: string;
let busyHits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      if (req.url === '/gone') return void res.writeHead(404).end();
      if (req.url === '/busy' && busyHits++ === 0) return void res.writeHead(503, { 'Retry-After': '0' }).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"jsonrpc":"2.0","id":${id},"result":123456789012345678901}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = { jsonrpc: '2.0', id: 1, method: 'eth_getBalance' } as const;

describe('JSON-RPC over HTTP (spec §7, §8)', () => {
  it('posts JSON-RPC with a JSON body; big integers stay exact', async () => {
    expect(await postJsonRpc(`${base}/ok`, request)).toEqual({ jsonrpc: '2.0', id: 1, result: 123456789012345678901n });
  });

  it('a retryable status is retried (Retry-After honoured)', async () => {
    expect(await postJsonRpc(`${base}/busy`, request)).toMatchObject({ result: 123456789012345678901n });
    expect(busyHits).toBe(2);
  });

  it('HTTP failures become JSON-RPC error payloads', async () => {
    expect(await postJsonRpc(`${base}/gone`, request)).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'HTTP status code 404' } });
    const closed = await postJsonRpc('http://127.0.0.1:1/', request, { retryCount: 0 });
    expect('error' in closed && closed.error.code).toBe(-32000);
  });

  it("RPC URL must begin with http or https, otherwise 'Provided URL is not compatible with HTTP connection'", async () => {
    await expect(postJsonRpc('ws://127.0.0.1:1', request)).rejects.toThrow('Provided URL is not compatible with HTTP connection');
  });
});
