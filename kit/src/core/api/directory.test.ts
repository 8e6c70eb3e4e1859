// The directory client against a real HTTP server on loopback (the wire is the boundary).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWallets } from './directory.js';
import { walletImageUrl } from './url.js';

let server: Server;
let baseUrl: string;
const seen: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push(url);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('projectId') === 'unknown') {
      return answer(401, { error: { code: 'PROJECT_ID_INVALID', message: 'Invalid Project ID - update configuration: unknown project unknown' } });
    }
    if (url.searchParams.get('projectId') === 'blocked') {
      return answer(403, { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Invalid App Configuration: origin not allowed' } });
    }
    if (url.searchParams.get('projectId') === 'broken') return answer(200, { data: [{ id: 1 }], count: 'many' });
    if (url.searchParams.get('projectId') === 'down') return answer(404, { nope: true });
    answer(200, { data: [{ id: 'rainbow', name: 'Rainbow', image_id: 'rainbow', rdns: 'me.rainbow', chains: ['eip155:1'] }], count: 1 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('wallet directory client', () => {
  it('GET /getWallets with page, entries, include, exclude, search, badge_type, chains, projectId, st, sv; returns data and count', async () => {
    const page = await getWallets(
      { baseUrl, projectId: 'demo' },
      { page: 2, entries: 40, search: 'rain', include: ['a', 'b'], exclude: ['c'], badge_type: 'certified', chains: ['eip155:1', 'eip155:10'] },
    );
    expect(page).toEqual({ data: [expect.objectContaining({ id: 'rainbow', name: 'Rainbow' })], count: 1 });
    const query = Object.fromEntries(seen.at(-1)!.searchParams);
    expect(seen.at(-1)!.pathname).toBe('/getWallets');
    expect(query).toMatchObject({ page: '2', entries: '40', search: 'rain', include: 'a,b', exclude: 'c', badge_type: 'certified', chains: 'eip155:1,eip155:10', projectId: 'demo' });
    expect(query.st).toBeTruthy();
    expect(query.sv).toBeTruthy();
  });

  it("turns the server's project and origin errors into the catalogue's texts", async () => {
    await expect(getWallets({ baseUrl, projectId: 'unknown' }, { page: 1, entries: 40 })).rejects.toThrow('Invalid Project ID - update configuration');
    await expect(getWallets({ baseUrl, projectId: 'blocked' }, { page: 1, entries: 40 })).rejects.toThrow('Invalid App Configuration');
  });

  it("A non-OK status raises 'HTTP status code {n}'", async () => {
    await expect(getWallets({ baseUrl, projectId: 'down' }, { page: 1, entries: 40 })).rejects.toThrow('HTTP status code 404');
  });

  it('rejects a response of the wrong shape instead of passing it on', async () => {
    await expect(getWallets({ baseUrl, projectId: 'broken' }, { page: 1, entries: 40 })).rejects.toThrow('Unexpected response from /getWallets');
  });

  it('builds image URLs under the API base with the project id', () => {
    expect(walletImageUrl({ baseUrl: `${baseUrl}/api`, projectId: 'demo' }, 'rain bow')).toMatch(
      new RegExp(`^${baseUrl}/api/getWalletImage/rain%20bow\\?projectId=demo&st=`),
    );
  });
});
