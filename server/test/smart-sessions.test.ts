// Smart sessions against the real server and a local chain: a grant recorded with the account's signature
// (EOA, ERC-1271, ERC-6492), looked up by id, listed while active, and revoked with a signature naming the
// session's pci; bad signatures, a wrong pci, unknown ids and bad bodies are refused with what to fix.
import { smartSessionGrantMessage, smartSessionRevokeMessage } from '@wallet-modal/schema/wire';
import { createPublicClient, encodeFunctionData, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { serializeErc6492Signature } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contracts from './fixtures/contracts.json' with { type: 'json' };
import { call } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, QUIET_PROJECT, startChainWorld, type ChainWorld } from './helpers/world.js';

let world: ChainWorld;
beforeAll(async () => {
  world = await startChainWorld();
}, 60_000);
afterAll(() => world?.stop());

const request = (method: string, path: string, body?: unknown, project = PROJECT) =>
  call(world.server, `${path}?projectId=${project}`, {
    method,
    headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

const owner = () => privateKeyToAccount(world.chain.accounts[3]!.privateKey);
const stranger = () => privateKeyToAccount(world.chain.accounts[4]!.privateKey);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const PERMISSIONS = [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86400 } }];
let contextCounter = 0;
const freshContext = () => `0x${(++contextCounter).toString(16).padStart(8, '0')}${Date.now().toString(16)}` as Hex;

/** Records a grant of `address` signed by `signer` (an EOA, or the owner of a contract account). */
async function grant(address: Address = owner().address, sign = (message: string) => owner().signMessage({ message })) {
  const account = `eip155:31337:${address}`;
  const permissionsContext = freshContext();
  const expiry = inAnHour();
  const signature = await sign(smartSessionGrantMessage({ account: account.toLowerCase(), permissionsContext, expiry }));
  return request('POST', '/v1/sessions', { account, permissionsContext, expiry, permissions: PERMISSIONS, signature });
}

const revokeSignature = (session: { id: string; account: string; permissionsContext: string }, signer = owner()) =>
  signer.signMessage({ message: smartSessionRevokeMessage({ id: session.id, account: session.account, permissionsContext: session.permissionsContext }) });

describe('smart sessions: lookup and revocation', () => {
  it('a grant is recorded with its pci and expiry, listed for its account while active, and revoked with a signature naming its pci', async () => {
    const recorded = await grant();
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const session = recorded.body;
    expect(session).toMatchObject({ account: `eip155:31337:${owner().address.toLowerCase()}`, status: 'active', permissions: PERMISSIONS });
    expect((await request('GET', `/v1/sessions/${session.id}`)).body).toEqual(session);
    const listed = await request('GET', `/v1/account/eip155:31337:${owner().address}/sessions`);
    expect(listed.body.data.map((s: { id: string }) => s.id)).toContain(session.id);

    const revoked = await request('POST', `/v1/sessions/${session.id}/revoke`, { pci: session.permissionsContext, signature: await revokeSignature(session) });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body).toMatchObject({ id: session.id, status: 'revoked', revokedAt: expect.any(Number) });
    expect((await request('GET', `/v1/sessions/${session.id}`)).body.status).toBe('revoked');
    const after = await request('GET', `/v1/account/eip155:31337:${owner().address}/sessions`);
    expect(after.body.data.map((s: { id: string }) => s.id)).not.toContain(session.id);
  });

  it('a revoke with a bad signature is refused and the session stays active', async () => {
    const { body: session } = await grant();
    const byStranger = await request('POST', `/v1/sessions/${session.id}/revoke`, { pci: session.permissionsContext, signature: await revokeSignature(session, stranger()) });
    expect(byStranger.status).toBe(401);
    expect(byStranger.body.error.code).toBe('SESSION_SIGNATURE_INVALID');
    expect(byStranger.body.error.message).toMatch(/^Smart session signature invalid: the revoke must be signed by eip155:31337:0x/);
    // The owner's signature of another session's revoke text is no signature of this one.
    const other = { ...session, id: 'A'.repeat(22) };
    const replayed = await request('POST', `/v1/sessions/${session.id}/revoke`, { pci: session.permissionsContext, signature: await revokeSignature(other) });
    expect(replayed.body.error.code).toBe('SESSION_SIGNATURE_INVALID');
    const garbage = await request('POST', `/v1/sessions/${session.id}/revoke`, { pci: session.permissionsContext, signature: `0x${'11'.repeat(65)}` });
    expect(garbage.status).toBe(401);
    expect((await request('GET', `/v1/sessions/${session.id}`)).body.status).toBe('active');
  });

  it('a revoke naming another pci is refused (403) before any signature is checked', async () => {
    const { body: session } = await grant();
    const answer = await request('POST', `/v1/sessions/${session.id}/revoke`, { pci: '0xdeadbeef', signature: await revokeSignature(session) });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({ code: 'SESSION_CONTEXT_MISMATCH', message: `Smart session permissions context does not match: pci is not the permissions context of session ${session.id}` });
  });

  it('an unknown id is 404, also a session of another project', async () => {
    const unknown = await request('GET', `/v1/sessions/${'B'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('SESSION_NOT_FOUND');
    const { body: session } = await grant();
    expect((await call(world.server, `/v1/sessions/${session.id}?projectId=${QUIET_PROJECT}`)).status).toBe(404);
    const revokeUnknown = await request('POST', `/v1/sessions/${'B'.repeat(22)}/revoke`, { pci: '0x01', signature: '0x01' });
    expect(revokeUnknown.status).toBe(404);
  });

  it('a grant whose record is signed by another account, or that has expired, is not stored', async () => {
    const forged = await grant(owner().address, (message) => stranger().signMessage({ message }));
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('SESSION_SIGNATURE_INVALID');
    const account = `eip155:31337:${owner().address}`;
    const past = Math.floor(Date.now() / 1000) - 10;
    const permissionsContext = freshContext();
    const signature = await owner().signMessage({ message: smartSessionGrantMessage({ account: account.toLowerCase(), permissionsContext, expiry: past }) });
    const expired = await request('POST', '/v1/sessions', { account, permissionsContext, expiry: past, permissions: [], signature });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toMatch(/^Smart session grant invalid: expiry \d+ is in the past/);
    const listed = await request('GET', `/v1/account/${account}/sessions`);
    expect(listed.body.data.map((s: { permissionsContext: string }) => s.permissionsContext)).not.toContain(permissionsContext);
  });

  it('a deployed contract account (ERC-1271) and an undeployed one (ERC-6492) record and revoke through their owner key', async () => {
    const deployed = await world.chain.deploy('TestSmartWallet', [owner().address]);
    const viaContract = await grant(deployed);
    expect(viaContract.status, JSON.stringify(viaContract.body)).toBe(201);
    const revoked = await request('POST', `/v1/sessions/${viaContract.body.id}/revoke`, { pci: viaContract.body.permissionsContext, signature: await revokeSignature(viaContract.body) });
    expect(revoked.body.status).toBe('revoked');

    const factory = await world.chain.deploy('TestSmartWalletFactory');
    const salt = `0x${'77'.repeat(32)}` as Hex;
    const abi = contracts.TestSmartWalletFactory.abi;
    const client = createPublicClient({ transport: http(world.chain.url) });
    const counterfactual = (await client.readContract({ address: factory, abi, functionName: 'addressOf', args: [owner().address, salt] })) as Address;
    const wrap = async (message: string) =>
      serializeErc6492Signature({ address: factory, data: encodeFunctionData({ abi, functionName: 'deploy', args: [owner().address, salt] }), signature: await owner().signMessage({ message }) });
    const undeployed = await grant(counterfactual, wrap);
    expect(undeployed.status, JSON.stringify(undeployed.body)).toBe(201);
    const wrongOwner = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi, functionName: 'deploy', args: [owner().address, salt] }),
      signature: await revokeSignature(undeployed.body, stranger()),
    });
    expect((await request('POST', `/v1/sessions/${undeployed.body.id}/revoke`, { pci: undeployed.body.permissionsContext, signature: wrongOwner })).status).toBe(401);
    const undeployedRevoke = await request('POST', `/v1/sessions/${undeployed.body.id}/revoke`, { pci: undeployed.body.permissionsContext, signature: await wrap(smartSessionRevokeMessage(undeployed.body)) });
    expect(undeployedRevoke.body.status, JSON.stringify(undeployedRevoke.body)).toBe('revoked');
  });

  it('bad input on both routes gets a 400 saying what to send', async () => {
    const notJson = await request('POST', `/v1/sessions/${'C'.repeat(22)}/revoke`, 'not json');
    expect(notJson.body.error).toEqual({ code: 'INVALID_BODY', message: 'Invalid request body: send a JSON object { pci, signature }' });
    const noPci = await request('POST', `/v1/sessions/${'C'.repeat(22)}/revoke`, { signature: '0x00' });
    expect(noPci.status).toBe(400);
    expect(noPci.body.error.message).toMatch(/pci/);
    const badSignature = await request('POST', `/v1/sessions/${'C'.repeat(22)}/revoke`, { pci: '0x01', signature: 'hello' });
    expect(badSignature.body.error.message).toMatch(/signature: must be 0x hex/);
    const badId = await request('GET', '/v1/sessions/not-an-id');
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toMatch(/must be a session id this server issued/);
    const badAccount = await request('GET', '/v1/account/0xabc/sessions');
    expect(badAccount.body.error.message).toMatch(/must be a CAIP-10 EVM account/);
    const badGrant = await request('POST', '/v1/sessions', { account: 'eip155:31337:0x1', permissionsContext: 'ctx', expiry: 'soon', permissions: {}, signature: '0x00' });
    expect(badGrant.status).toBe(400);
    expect(badGrant.body.error.message).toMatch(/account.*permissionsContext.*expiry.*permissions/s);
  });
});
