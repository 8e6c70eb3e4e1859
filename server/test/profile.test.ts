// Account names against the real server and a local chain (spec §5 name rules, §7 /v1/profile/*):
// an owner's signed registration, lookups both ways, suggestions, the identity route's profile name,
// and every bad input answered with a clear 4xx.
import type { Address } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/server.js';
import { PROJECT, startChainWorld, type ChainWorld } from './helpers/world.js';

let world: ChainWorld;
beforeAll(async () => {
  world = await startChainWorld();
}, 60_000);
afterAll(() => world?.stop());

const ANVIL_COIN_TYPE = 0x8000_0000 + 31337;
const get = (path: string) => call(world.server, `${path}${path.includes('?') ? '&' : '?'}projectId=${PROJECT}`);
const post = (body: unknown) =>
  call(world.server, `/v1/profile/account?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const owner = (index: number) => privateKeyToAccount(world.chain.accounts[index]!.privateKey);

async function register(account: PrivateKeyAccount, name: string, { address = account.address as Address, timestamp = Math.floor(Date.now() / 1000), attributes = {} as Record<string, string>, coinType = ANVIL_COIN_TYPE } = {}) {
  const message = JSON.stringify({ name, attributes, timestamp });
  return post({ coin_type: coinType, address, message, signature: await account.signMessage({ message }) });
}

describe('names: register and look up', () => {
  it('an owner registers a name; it resolves to the address, the address back to the name, and becomes its profile name', async () => {
    const alice = owner(1);
    const answer = await register(alice, 'Alice-01.reown.id', { attributes: { bio: 'hi' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.profile).toMatchObject({ name: 'alice-01.reown.id', attributes: { bio: 'hi' }, addresses: { [String(ANVIL_COIN_TYPE)]: { address: alice.address } } });
    expect((await get('/v1/profile/account/alice-01.reown.id?apiVersion=2')).body.addresses[String(ANVIL_COIN_TYPE)].address).toBe(alice.address);
    expect((await get(`/v1/profile/reverse/${alice.address.toLowerCase()}?apiVersion=2`)).body.map((p: { name: string }) => p.name)).toEqual(['alice-01.reown.id']);
    expect((await get(`/v1/identity/${alice.address}`)).body).toEqual({ name: 'alice-01.reown.id', avatar: null });
  });

  it('a name is taken by its first owner: another address is refused, the owner may update it', async () => {
    await register(owner(2), 'bob-name.reown.id');
    const thief = await register(owner(3), 'bob-name.reown.id');
    expect(thief.status).toBe(409);
    expect(thief.body.error).toEqual({ code: 'NAME_TAKEN', message: 'Name already registered: bob-name.reown.id belongs to another address' });
    const update = await register(owner(2), 'bob-name.reown.id', { attributes: { avatar: 'https://example.com/bob.png' } });
    expect(update.status).toBe(200);
    expect((await get(`/v1/identity/${owner(2).address}`)).body).toEqual({ name: 'bob-name.reown.id', avatar: 'https://example.com/bob.png' });
  });

  it('a contract account registers through ERC-1271 on a chain the server reads', async () => {
    const wallet = await world.chain.deploy('TestSmartWallet', [owner(4).address]);
    const answer = await register(owner(4), 'contract-acct.reown.id', { address: wallet });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('suggestions: the name asked for with whether it is taken, and free names near it', async () => {
    const { body } = await get('/v1/profile/suggestions/bob-name?zone=reown.id');
    expect(body.suggestions[0]).toEqual({ name: 'bob-name.reown.id', registered: true });
    expect(body.suggestions.length).toBeGreaterThan(1);
    expect(body.suggestions.slice(1).every((entry: { registered: boolean }) => !entry.registered)).toBe(true);
    expect((await get('/v1/profile/suggestions/free-one')).body.suggestions[0]).toEqual({ name: 'free-one.reown.id', registered: false });
  });
});

describe('names: what is refused', () => {
  it('names shorter than 4 characters, with other characters, or another suffix', async () => {
    for (const name of ['abc.reown.id', 'al ice.reown.id', 'alice_x.reown.id', 'alice.eth']) {
      const answer = await register(owner(5), name);
      expect(answer.status, name).toBe(400);
      expect(answer.body.error.message).toMatch(/a name is at least 4 letters, digits or hyphens followed by \.reown\.id$/);
    }
  });

  it('another key\'s signature, and a stale timestamp', async () => {
    const message = JSON.stringify({ name: 'someone.reown.id', timestamp: Math.floor(Date.now() / 1000) });
    const forged = await post({ coin_type: ANVIL_COIN_TYPE, address: owner(5).address, message, signature: await owner(6).signMessage({ message }) });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('PROFILE_SIGNATURE_INVALID');
    const stale = await register(owner(5), 'stale-name.reown.id', { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(401);
    expect(stale.body.error.message).toMatch(/timestamp is 360[01] s from the server's clock \(at most 600 s\)/);
  });

  it('coin types that are not EVM ones, or name a chain id at or above 2^31', async () => {
    for (const coinType of [0, 501, 0x8000_0000, 2 ** 32 + 5]) {
      const answer = await register(owner(5), 'coin-type.reown.id', { coinType });
      expect(answer.status, String(coinType)).toBe(400);
      expect(answer.body.error.message).toMatch(/is not an EVM coin type/);
    }
  });

  it('bad bodies, addresses and names get a 400 that says what to send; an unknown name a 404', async () => {
    expect((await post('nope')).body.error).toEqual({ code: 'INVALID_BODY', message: 'Invalid request body: send a JSON object' });
    expect((await post({ coin_type: 60, address: '0x12', message: 'x', signature: '0x00' })).body.error.message).toMatch(/address/);
    expect((await post({ coin_type: 60, address: owner(5).address, message: 'not json', signature: '0x00' })).body.error.message).toMatch(/message: must be the JSON/);
    expect((await get('/v1/profile/reverse/0x1234')).status).toBe(400);
    expect((await get(`/v1/profile/account/${'a'.repeat(300)}.reown.id`)).status).toBe(400);
    expect((await get('/v1/profile/suggestions/ab')).status).toBe(400);
    const unknown = await get('/v1/profile/account/nobody-here.reown.id');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Not found: nobody-here.reown.id is not registered');
  });
});
