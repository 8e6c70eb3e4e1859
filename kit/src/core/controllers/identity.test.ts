// @vitest-environment jsdom
// Identity against a real HTTP server on loopback: the name lands in the account, cached for 5 min.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshIdentity } from './identity.js';
import { walletModal } from './testing.js';

let server: Server;
let baseUrl: string;
let requests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ name: 'alice.test', avatar: 'data:image/svg+xml;base64,PHN2Zy8+' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('identity', () => {
  beforeEach(() => {
    requests = 0;
  });

  it('GET /v1/identity/{address} returns avatar, name (cached): the account shows them', async () => {
    const { modal } = walletModal({}, { apiUrl: baseUrl, projectId: 'demo' });
    await modal.connect('dev.wallet');
    await expect.poll(() => modal.$account.get().profileName).toBe('alice.test');
    expect(modal.$account.get().profileImage).toMatch(/^data:image\/svg\+xml/);
    const before = requests;
    await refreshIdentity(modal);
    expect(requests).toBe(before);
  });
});
