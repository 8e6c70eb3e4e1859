// POST /v1/signatures/verify: one verifier per namespace. bip122 signatures made with the Bitcoin Dev
// Wallet's real keys (BIP-322 simple and full, legacy BIP-137), an EOA's personal_sign checked on a local
// anvil chain, a Solana ed25519 signature; malformed input is a clear 400, never a 500.
import { generateKeyPairSigner, getBase58Decoder } from '@solana/kit';
import fc from 'fast-check';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devBitcoinAccount, p2pkhAddress, signBip322, signLegacy, toFullSignature } from '@wallet-modal/testing';
import type { RunningServer } from '../src/server.js';
import { startTestChain, type TestChain } from './helpers/chain.js';
import { call, startTestServer } from './helpers/server.js';
import { PROJECT, projects } from './helpers/world.js';

const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const MESSAGE = 'Hello from create-wallet-modal';
const TAMPERED = 'Hello from create-wallet-modal!';

let server: RunningServer;
let chain: TestChain;

beforeAll(async () => {
  chain = await startTestChain(31337);
  server = await startTestServer({
    projects,
    chains: [{ id: 'eip155:31337', name: 'Anvil', rpcUrl: chain.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
  });
});
afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

const verify = (body: unknown, init: RequestInit = {}) =>
  call(server, `/v1/signatures/verify?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body), ...init });

describe('POST /v1/signatures/verify: bip122', () => {
  const payment = devBitcoinAccount('mainnet', 'payment');
  const ordinals = devBitcoinAccount('testnet', 'ordinals');

  it('a BIP-322 simple signature of a P2WPKH payment address is valid; the same signature of a tampered message is not', async () => {
    const signature = signBip322(payment.wif, payment.address, MESSAGE);
    expect(await verify({ address: `${MAINNET}:${payment.address}`, message: MESSAGE, signature })).toMatchObject({ status: 200, body: { valid: true } });
    expect((await verify({ address: `${MAINNET}:${payment.address}`, message: TAMPERED, signature })).body).toEqual({ valid: false });
  });

  it('a BIP-322 simple signature of a P2TR ordinals address (testnet) is valid; signed by another key it is not', async () => {
    const signature = signBip322(ordinals.wif, ordinals.address, MESSAGE);
    expect((await verify({ address: `${TESTNET}:${ordinals.address}`, message: MESSAGE, signature })).body).toEqual({ valid: true });
    const other = devBitcoinAccount('testnet', 'payment');
    const foreign = signBip322(other.wif, other.address, MESSAGE);
    expect((await verify({ address: `${TESTNET}:${ordinals.address}`, message: MESSAGE, signature: foreign })).body).toEqual({ valid: false });
  });

  it('a BIP-322 full signature (the whole to_sign transaction) is valid; for another message it is not', async () => {
    const full = toFullSignature(signBip322(payment.wif, payment.address, MESSAGE), payment.address, MESSAGE);
    expect((await verify({ address: `${MAINNET}:${payment.address}`, message: MESSAGE, signature: full })).body).toEqual({ valid: true });
    expect((await verify({ address: `${MAINNET}:${payment.address}`, message: TAMPERED, signature: full })).body).toEqual({ valid: false });
  });

  it('a legacy (BIP-137) signature of a P2PKH address is valid; of a tampered message it is not', async () => {
    const legacy = p2pkhAddress(payment.wif, 'mainnet');
    const signature = signLegacy(payment.wif, MESSAGE);
    expect((await verify({ address: `${MAINNET}:${legacy}`, message: MESSAGE, signature })).body).toEqual({ valid: true });
    expect((await verify({ address: `${MAINNET}:${legacy}`, message: TAMPERED, signature })).body).toEqual({ valid: false });
  });

  it.each([
    ['a testnet address under the mainnet id', () => ({ address: `${MAINNET}:${ordinals.address}` }), /^Invalid request body: address: must be a Bitcoin mainnet address with a valid checksum$/],
    ['a signature that is not base64', () => ({ signature: 'not base64!' }), /signature: a Bitcoin signature is base64 text/],
    ['base64 that is no signature', () => ({ signature: Buffer.from('hello world, not a witness').toString('base64') }), /signature: not a BIP-322 signature \(simple or full\) nor a legacy one/],
    ['a full signature whose to_sign has a second input (proof of funds)', () => ({ signature: toFullSignature(signBip322(payment.wif, payment.address, MESSAGE), payment.address, MESSAGE, { extraInput: true }) }), /more than one input cannot be checked here/],
    ['a BIP-322 signature for a P2PKH address', () => ({ address: `${MAINNET}:${p2pkhAddress(payment.wif, 'mainnet')}` }), /P2PKH address \(1…, m…, n…\) signs legacy \(BIP-137\) messages only/],
  ])('%s -> 400 INVALID_BODY saying what to fix', async (_case, patch, message) => {
    const body = { address: `${MAINNET}:${payment.address}`, message: MESSAGE, signature: signBip322(payment.wif, payment.address, MESSAGE), ...patch() };
    const r = await verify(body);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_BODY');
    expect(r.body.error.message).toMatch(message);
  });

  it('a bip122 network the server does not know -> 400 UNSUPPORTED_CHAIN', async () => {
    const r = await verify({ address: `bip122:00000000da84f2bafbbc53dee25a72ae:${payment.address}`, message: MESSAGE, signature: 'AA==' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('UNSUPPORTED_CHAIN');
  });
});

describe('POST /v1/signatures/verify: eip155 and solana', () => {
  it('eip155: an EOA personal_sign signature is valid on the configured chain; of a tampered message it is not', async () => {
    const account = privateKeyToAccount(chain.accounts[1]!.privateKey);
    const signature = await account.signMessage({ message: MESSAGE });
    expect((await verify({ address: `eip155:31337:${account.address}`, message: MESSAGE, signature })).body).toEqual({ valid: true });
    expect((await verify({ address: `eip155:31337:${account.address}`, message: TAMPERED, signature })).body).toEqual({ valid: false });
    const unserved = await verify({ address: `eip155:999:${account.address}`, message: MESSAGE, signature });
    expect(unserved).toMatchObject({ status: 400, body: { error: { code: 'UNSUPPORTED_CHAIN' } } });
  });

  it('solana: an ed25519 signature of the message bytes (base58) is valid; of a tampered message it is not', async () => {
    const signer = await generateKeyPairSigner();
    const { address } = signer;
    const [signed] = await signer.signMessages([{ content: new TextEncoder().encode(MESSAGE), signatures: {} }]);
    const signature = getBase58Decoder().decode(signed![signer.address]!);
    const caip10 = `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${address}`;
    expect((await verify({ address: caip10, message: MESSAGE, signature })).body).toEqual({ valid: true });
    expect((await verify({ address: caip10, message: TAMPERED, signature })).body).toEqual({ valid: false });
    expect((await verify({ address: caip10, message: MESSAGE, signature: '3yZe7d' })).body.error.message).toMatch(/signature: must be the 64 signature bytes in base58/);
  });
});

describe('POST /v1/signatures/verify: malformed input', () => {
  it.each([
    ['not JSON', '{"address":', /send a JSON object \{ address, message, signature \}/],
    ['no signature', { address: `${MAINNET}:bc1q`, message: MESSAGE }, /signature/],
    ['an address that is not CAIP-10', { address: 'bc1qqu4ggff8jgh3jh3mz8ura0uaa5gt4lwh5rsftg', message: MESSAGE, signature: 'AA==' }, /address: must be a CAIP-10 account id/],
    ['an eip155 signature that is not hex', { address: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message: MESSAGE, signature: 'AA==' }, /signature: must be 0x hex/],
  ])('%s -> 400 INVALID_BODY', async (_case, body, message) => {
    const r = await verify(body);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_BODY');
    expect(r.body.error.message).toMatch(message);
  });

  it('a namespace without a verifier -> 400 UNSUPPORTED_CHAIN naming the ones served; no project -> 401', async () => {
    const r = await verify({ address: 'cosmos:cosmoshub-4:cosmos1abc', message: MESSAGE, signature: 'AA==' });
    expect(r.body.error).toEqual({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain: cosmos signatures (supported: bip122, eip155, solana)' });
    const anonymous = await call(server, '/v1/signatures/verify', { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('any body answers 200 or a 4xx error, never a 500', async () => {
    const namespace = fc.constantFrom(MAINNET, TESTNET, 'eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    const body = fc.record({
      address: fc.oneof(fc.string(), fc.tuple(namespace, fc.string({ minLength: 1, maxLength: 70 })).map(([id, account]) => `${id}:${account}`)),
      message: fc.string(),
      signature: fc.oneof(fc.string(), fc.base64String({ maxLength: 400 }), fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('base64'))),
    });
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const { status } = await verify(input);
        expect(status === 200 || (status >= 400 && status < 500)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
