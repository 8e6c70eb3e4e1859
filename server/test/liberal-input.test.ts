// Be liberal in what a client sends (spec §7 clients other than our kit): the project named in the body
// of POST /v1/fungible/price as the spec sends it. (Unused /getWallets parameters: directory.test.ts.)
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ projects });
});
afterAll(() => server?.close());

const UNSERVED = `eip155:999999:${NATIVE_TOKEN_ADDRESS}`;
const price = (query: string, body: unknown, origin = ALLOWED_ORIGIN) =>
  call(server, `/v1/fungible/price${query}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });

describe('POST /v1/fungible/price: projectId in the body', () => {
  it('is accepted as the project when the query names none (body: currency usd, addresses, projectId)', async () => {
    const r = await price('?st=appkit&sv=1', { currency: 'usd', addresses: [UNSERVED], projectId: PROJECT });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ fungibles: [] });
  });

  it('is held to the same checks as the query: an unknown project, or a refused origin, is refused', async () => {
    const unknown = await price('', { currency: 'usd', addresses: [UNSERVED], projectId: 'nobody' });
    expect(unknown.body.error.code).toBe('PROJECT_ID_INVALID');
    const foreign = await price('', { currency: 'usd', addresses: [UNSERVED], projectId: PROJECT }, 'https://evil.example');
    expect(foreign.body.error.code).toBe('ORIGIN_NOT_ALLOWED');
    const missing = await price('', { currency: 'usd', addresses: [UNSERVED] });
    expect(missing.body.error.code).toBe('PROJECT_ID_MISSING');
  });

  it('a body naming another project than the query is still refused', async () => {
    const r = await price(`?projectId=${PROJECT}`, { currency: 'usd', addresses: [UNSERVED], projectId: 'another' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_BODY');
  });
});
