// Sign-In With Solana (CAIP-122 for solana) against the real server: a wallet's ed25519 key signs the SIWS text
// and opens a session; a tampered message, another key, a wrong domain, an expired or reused nonce and a
// cluster the server does not serve are refused clearly, and nothing is stored for them.
import { createKeyPairSignerFromBytes, getBase58Decoder, type KeyPairSigner } from '@solana/kit';
import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { call, startTestServer } from './helpers/server.js';
import { ALLOWED_ORIGIN, PROJECT, projects } from './helpers/world.js';

const DEVNET = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const DOMAIN = new URL(ALLOWED_ORIGIN).host;
let server: RunningServer;
let signer: KeyPairSigner;
let stranger: KeyPairSigner;

async function keyPair(): Promise<KeyPairSigner> {
  // A random ed25519 key as Solana keeps it: 32 secret bytes then the 32 public bytes.
  const pair = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const pkcs8 = new Uint8Array(await webcrypto.subtle.exportKey('pkcs8', pair.privateKey));
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  return createKeyPairSignerFromBytes(new Uint8Array([...pkcs8.slice(-32), ...raw]));
}

beforeAll(async () => {
  server = await startTestServer({ projects, solana: { chains: [{ id: `solana:${DEVNET}`, name: 'Devnet', rpcUrl: 'http://127.0.0.1:9' }] } });
  [signer, stranger] = await Promise.all([keyPair(), keyPair()]);
}, 60_000);
afterAll(() => server?.close());

const post = (path: string, body: unknown) =>
  call(server, `${path}?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ALLOWED_ORIGIN }, body: JSON.stringify(body) });

async function nonce(): Promise<string> {
  return (await post('/v1/siwx/nonce', {})).body.nonce as string;
}

function siws(address: string, fields: { nonce: string; domain?: string; chainId?: string; issuedAt?: Date; expirationTime?: Date }): string {
  const issuedAt = fields.issuedAt ?? new Date();
  return [
    `${fields.domain ?? DOMAIN} wants you to sign in with your Solana account:`,
    address,
    '',
    'Sign in to the test app.',
    '',
    `URI: ${ALLOWED_ORIGIN}/`,
    'Version: 1',
    `Chain ID: ${fields.chainId ?? DEVNET}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
    `Expiration Time: ${(fields.expirationTime ?? new Date(Date.now() + 3_600_000)).toISOString()}`,
  ].join('\n');
}

async function sign(by: KeyPairSigner, message: string): Promise<string> {
  const [signatures] = await by.signMessages([{ content: new TextEncoder().encode(message), signatures: {} }]);
  return getBase58Decoder().decode(signatures![by.address]!);
}

describe('Sign-In With Solana', () => {
  it('a Solana key signs the SIWS message: the session names its address and cluster and is readable by its token', async () => {
    const message = siws(signer.address, { nonce: await nonce() });
    const answer = await post('/v1/siwx/sessions', { message, signature: await sign(signer, message) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.session.data).toMatchObject({ chainId: `solana:${DEVNET}`, address: signer.address, domain: DOMAIN });
    expect((await post('/v1/siwx/session', { token: answer.body.token })).body.data.address).toBe(signer.address);
  });

  it('a cluster named devnet is the same cluster; a cluster the server does not serve is refused by name', async () => {
    const named = siws(signer.address, { nonce: await nonce(), chainId: 'devnet' });
    expect((await post('/v1/siwx/sessions', { message: named, signature: await sign(signer, named) })).body.session.data.chainId).toBe(`solana:${DEVNET}`);
    const mainnet = siws(signer.address, { nonce: await nonce(), chainId: 'mainnet' });
    const refused = await post('/v1/siwx/sessions', { message: mainnet, signature: await sign(signer, mainnet) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^Unsupported chain: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not a Solana cluster of this server/);
  });

  it("a tampered message, another key's signature, a wrong domain, an expired message and a reused nonce are refused; no session is opened", async () => {
    const issued = await nonce();
    const message = siws(signer.address, { nonce: issued });
    const signature = await sign(signer, message);
    const tampered = await post('/v1/siwx/sessions', { message: message.replace('Sign in to the test app.', 'Give away everything.'), signature });
    expect(tampered.status).toBe(401);
    expect(tampered.body.error.code).toBe('SIWX_SIGNATURE_INVALID');
    // Its nonce was spent by the tampered attempt: the genuine message cannot use it any more.
    const reused = await post('/v1/siwx/sessions', { message, signature });
    expect(reused.body.error.code).toBe('SIWX_NONCE_INVALID');

    const other = siws(signer.address, { nonce: await nonce() });
    expect((await post('/v1/siwx/sessions', { message: other, signature: await sign(stranger, other) })).body.error.message).toBe(
      `Sign-in signature invalid: it is not ${signer.address}'s signature of this message`,
    );
    const phishing = siws(signer.address, { nonce: await nonce(), domain: 'evil.example.com' });
    expect((await post('/v1/siwx/sessions', { message: phishing, signature: await sign(signer, phishing) })).body.error.message).toBe(
      `Sign-in message invalid: its domain evil.example.com is not the page's (${DOMAIN})`,
    );
    const expired = siws(signer.address, { nonce: await nonce(), issuedAt: new Date(Date.now() - 60_000), expirationTime: new Date(Date.now() - 1000) });
    expect((await post('/v1/siwx/sessions', { message: expired, signature: await sign(signer, expired) })).body.error.message).toMatch(/^Sign-in message invalid: it expired at /);
    const noNonce = siws(signer.address, { nonce: '' }).replace('Nonce: \n', '');
    expect((await post('/v1/siwx/sessions', { message: noNonce, signature: await sign(signer, noNonce) })).body.error.message).toBe(
      'Sign-in message invalid: it lacks nonce (a Sign-In With Solana message is expected)',
    );
    const evmSignature = await post('/v1/siwx/sessions', { message: siws(signer.address, { nonce: await nonce() }), signature: '0x1234' });
    expect(evmSignature.status).toBe(400);
    expect(evmSignature.body.error.message).toMatch(/^Invalid request body: signature: must be the 64 signature bytes/);
  });
});
