// Sign-in with wallet against the real server and a local chain: EOA, ERC-1271 and ERC-6492
// signatures open a session; every message, nonce, origin and signature fault is refused clearly.
import { createPublicClient, encodeFunctionData, getAddress, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
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

const DOMAIN = new URL(ALLOWED_ORIGIN).host;
const post = (path: string, body: unknown, { origin = ALLOWED_ORIGIN as string | null, project = PROJECT } = {}) =>
  call(world.server, `${path}?projectId=${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function nonce(project = PROJECT, origin = ALLOWED_ORIGIN): Promise<string> {
  const answer = await post('/v1/siwx/nonce', {}, { project, origin });
  expect(answer.status).toBe(200);
  return answer.body.nonce as string;
}

function message(address: Address, fields: Partial<Parameters<typeof createSiweMessage>[0]> & { nonce: string }): string {
  return createSiweMessage({
    address,
    chainId: 31337,
    domain: DOMAIN,
    uri: `${ALLOWED_ORIGIN}/`,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 3_600_000),
    statement: 'Sign in to the test app.',
    ...fields,
  });
}

const owner = () => privateKeyToAccount(world.chain.accounts[1]!.privateKey);

async function signedIn(fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  const account = owner();
  const text = message(account.address, { nonce: await nonce(), ...fields });
  return { text, answer: await post('/v1/siwx/sessions', { message: text, signature: await account.signMessage({ message: text }) }) };
}

describe('sign-in with wallet: sessions', () => {
  it('an EOA signs in: the session names its address and chain, is readable by its token, and ends on revoke', async () => {
    const { text, answer } = await signedIn();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { token, session } = answer.body as { token: string; session: { data: Record<string, unknown>; message: string } };
    expect(session.data).toMatchObject({ chainId: 'eip155:31337', address: owner().address, domain: DOMAIN });
    expect(session.message).toBe(text);
    expect((await post('/v1/siwx/session', { token })).body).toEqual(session);
    expect((await post('/v1/siwx/session/revoke', { token })).body).toEqual({ revoked: true });
    const after = await post('/v1/siwx/session', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SIWX_SESSION_INVALID');
    expect((await post('/v1/siwx/session/revoke', { token })).body).toEqual({ revoked: false });
  });

  it('a session ends at the message expiration time', async () => {
    const { answer } = await signedIn({ expirationTime: new Date(Date.now() + 1500) });
    expect(answer.status).toBe(200);
    expect((await post('/v1/siwx/session', { token: answer.body.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await post('/v1/siwx/session', { token: answer.body.token })).body.error.code).toBe('SIWX_SESSION_INVALID');
  });

  it('a deployed contract account signs in through ERC-1271', async () => {
    const wallet = await world.chain.deploy('TestSmartWallet', [owner().address]);
    const text = message(wallet, { nonce: await nonce() });
    const answer = await post('/v1/siwx/sessions', { message: text, signature: await owner().signMessage({ message: text }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.session.data.address).toBe(getAddress(wallet));
  });

  it('a contract account not deployed yet signs in through ERC-6492 (factory and calldata wrapped around the signature)', async () => {
    const factory = await world.chain.deploy('TestSmartWalletFactory');
    const salt = `0x${'42'.repeat(32)}` as Hex;
    const abi = contracts.TestSmartWalletFactory.abi;
    const client = createPublicClient({ transport: http(world.chain.url) });
    const wallet = (await client.readContract({ address: factory, abi, functionName: 'addressOf', args: [owner().address, salt] })) as Address;
    expect(await client.getCode({ address: wallet })).toBeUndefined();
    const text = message(wallet, { nonce: await nonce() });
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi, functionName: 'deploy', args: [owner().address, salt] }),
      signature: await owner().signMessage({ message: text }),
    });
    const answer = await post('/v1/siwx/sessions', { message: text, signature });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.session.data.address).toBe(getAddress(wallet));
  });
});

describe('sign-in with wallet: what is refused', () => {
  it('a nonce is single use: the same signed message a second time is refused', async () => {
    const account = owner();
    const text = message(account.address, { nonce: await nonce() });
    const body = { message: text, signature: await account.signMessage({ message: text }) };
    expect((await post('/v1/siwx/sessions', body)).status).toBe(200);
    const again = await post('/v1/siwx/sessions', body);
    expect(again.status).toBe(401);
    expect(again.body.error).toEqual({ code: 'SIWX_NONCE_INVALID', message: 'Sign-in nonce unknown, used or expired: ask /v1/siwx/nonce for a new one and sign again' });
  });

  it('a nonce this server never issued, or issued to another project, is refused', async () => {
    const account = owner();
    const made = message(account.address, { nonce: 'abcdefgh12345678' });
    expect((await post('/v1/siwx/sessions', { message: made, signature: await account.signMessage({ message: made }) })).body.error.code).toBe('SIWX_NONCE_INVALID');
    const other = message(account.address, { nonce: await nonce(QUIET_PROJECT, 'http://localhost:5173') });
    expect((await post('/v1/siwx/sessions', { message: other, signature: await account.signMessage({ message: other }) })).body.error.code).toBe('SIWX_NONCE_INVALID');
  });

  it('a tampered message fails the signature check, and its nonce is spent', async () => {
    const account = owner();
    const issued = await nonce();
    const signedText = message(account.address, { nonce: issued });
    const signature = await account.signMessage({ message: signedText });
    const tampered = signedText.replace('Sign in to the test app.', 'Sign in to the test app and give away everything.');
    const answer = await post('/v1/siwx/sessions', { message: tampered, signature });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('SIWX_SIGNATURE_INVALID');
    expect((await post('/v1/siwx/sessions', { message: signedText, signature })).body.error.code).toBe('SIWX_NONCE_INVALID');
  });

  it("another account's signature is refused", async () => {
    const text = message(owner().address, { nonce: await nonce() });
    const stranger = privateKeyToAccount(world.chain.accounts[2]!.privateKey);
    expect((await post('/v1/siwx/sessions', { message: text, signature: await stranger.signMessage({ message: text }) })).body.error.code).toBe('SIWX_SIGNATURE_INVALID');
  });

  it("a message for another domain or URI than the page's is refused (a phishing page cannot reuse it)", async () => {
    const wrongDomain = await signedIn({ domain: 'evil.example.com' });
    expect(wrongDomain.answer.status).toBe(400);
    expect(wrongDomain.answer.body.error.message).toBe(`Sign-in message invalid: its domain evil.example.com is not the page's (${DOMAIN})`);
    const wrongUri = await signedIn({ uri: 'https://evil.example.com/' });
    expect(wrongUri.answer.body.error.message).toMatch(/its URI https:\/\/evil\.example\.com\/ is not on the page's origin/);
  });

  it('expired, not-yet-valid and stale messages are refused', async () => {
    const expired = await signedIn({ issuedAt: new Date(Date.now() - 60_000), expirationTime: new Date(Date.now() - 1000) });
    expect(expired.answer.body.error.message).toMatch(/^Sign-in message invalid: it expired at /);
    const early = await signedIn({ notBefore: new Date(Date.now() + 60_000) });
    expect(early.answer.body.error.message).toMatch(/^Sign-in message invalid: it is not valid before /);
    const stale = await signedIn({ issuedAt: new Date(Date.now() - 3_600_000) });
    expect(stale.answer.body.error.message).toMatch(/issued-at .* is more than 300 s from the server's clock/);
  });

  it('a chain the server does not serve is refused by name', async () => {
    const { answer } = await signedIn({ chainId: 999 });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/^Unsupported chain: eip155:999 is not a chain of this server/);
  });

  it('a page of an origin the project does not allow, or no Origin at all, is refused', async () => {
    expect((await post('/v1/siwx/nonce', {}, { origin: 'https://evil.example.com' })).body.error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect((await post('/v1/siwx/nonce', {}, { origin: null })).body.error.code).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('bad bodies get a 400 that says what to send', async () => {
    const notJson = await post('/v1/siwx/sessions', 'not json');
    expect(notJson.body.error).toEqual({ code: 'INVALID_BODY', message: 'Invalid request body: send a JSON object' });
    const noSignature = await post('/v1/siwx/sessions', { message: 'hello' });
    expect(noSignature.status).toBe(400);
    expect(noSignature.body.error.message).toMatch(/signature/);
    const notSiwe = await post('/v1/siwx/sessions', { message: 'hello', signature: '0x00' });
    expect(notSiwe.body.error.message).toMatch(/^Sign-in message invalid: it lacks address, chainId, domain, nonce, uri, version, issuedAt/);
    expect((await post('/v1/siwx/session', { token: 'short' })).body.error.message).toMatch(/token/);
  });
});
