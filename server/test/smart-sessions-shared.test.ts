// Two server instances on one PostgreSQL agree on smart sessions: a grant recorded on one is read and
// listed on the other, a revoke on the other is seen by the first, and two revokes at once both answer revoked.
import { smartSessionGrantMessage, smartSessionRevokeMessage } from '@wallet-modal/schema/wire';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { startTestChain, type TestChain } from './helpers/chain.js';
import { ensurePostgres, startPostgres, type TestPostgres } from './helpers/postgres.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';

const availability = ensurePostgres();
if (!availability.ok) console.warn(`smart-sessions shared suite skipped: ${availability.reason}`);

let pgServer: TestPostgres;
let chain: TestChain;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  if (!availability.ok) return;
  [pgServer, chain] = await Promise.all([startPostgres(availability.bin), startTestChain(31337)]);
  const url = await pgServer.createDatabase('smart_sessions');
  const config = {
    projects,
    database: { url },
    history: { enabled: false },
    chains: [{ id: 'eip155:31337', name: 'Anvil', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
  };
  a = await startTestServer(config);
  b = await startTestServer(config);
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await chain?.stop();
  await pgServer?.stop();
});

const request = (server: RunningServer, method: string, path: string, body?: unknown) =>
  call(server, `${path}?projectId=${PROJECT}`, { method, headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe.skipIf(!availability.ok)('smart sessions on two server instances sharing PostgreSQL', () => {
  it('a grant recorded on one instance is read and listed on the other; a revoke on the other is seen by the first; revokes at once both answer revoked', async () => {
    const owner = privateKeyToAccount(chain.accounts[3]!.privateKey);
    const account = `eip155:31337:${owner.address.toLowerCase()}`;
    const permissionsContext = '0x0123456789abcdef';
    const expiry = Math.floor(Date.now() / 1000) + 600;
    const signature = await owner.signMessage({ message: smartSessionGrantMessage({ account, permissionsContext, expiry }) });
    const recorded = await request(a, 'POST', '/v1/sessions', { account, permissionsContext, expiry, permissions: [{ type: 'native-token-recurring-allowance', data: {} }], signature });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const id = recorded.body.id as string;
    expect((await request(b, 'GET', `/v1/sessions/${id}`)).body).toEqual(recorded.body);
    expect((await request(b, 'GET', `/v1/account/${account}/sessions`)).body.data.map((s: { id: string }) => s.id)).toEqual([id]);

    const revokeSignature = await owner.signMessage({ message: smartSessionRevokeMessage({ id, account, permissionsContext }) });
    const [onA, onB] = await Promise.all([
      request(a, 'POST', `/v1/sessions/${id}/revoke`, { pci: permissionsContext, signature: revokeSignature }),
      request(b, 'POST', `/v1/sessions/${id}/revoke`, { pci: permissionsContext, signature: revokeSignature }),
    ]);
    expect([onA.body.status, onB.body.status]).toEqual(['revoked', 'revoked']);
    expect(onA.body.revokedAt).toBe(onB.body.revokedAt);
    expect((await request(a, 'GET', `/v1/sessions/${id}`)).body.status).toBe('revoked');
    expect((await request(a, 'GET', `/v1/account/${account}/sessions`)).body.data).toEqual([]);
  });
});
