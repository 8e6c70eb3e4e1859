// @vitest-environment jsdom
// Identity against a real HTTP server on loopback: the name lands in the account, cached for 5 min.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshIdentity } from './identity.js';
import { type Loopback, loopback, walletModal } from './testing.js';

let api: Loopback;
let baseUrl: string;
let requests = 0;

beforeAll(async () => {
  api = await loopback(({ url }) => {
    if (url.pathname === '/v1/supported-chains') return { body: { http: ['eip155:1'], ws: [] } };
    requests += 1;
    return { body: { name: 'alice.test', avatar: 'data:image/svg+xml;base64,PHN2Zy8+' } };
  });
  baseUrl = api.url;
});
afterAll(() => api.close());

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
