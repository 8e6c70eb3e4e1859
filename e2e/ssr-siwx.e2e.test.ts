// With sign-in on, a server renders the account only for a live session (issue 36): @wallet-modal/kit/server's
// readSignedInState checks the request's SIWX cookie with our real API server's session route, on a real
// sign-in (EIP-4361 signed by a dev account, verified on the local chain). Another account's wallet
// cookie, a forged token, a revoked session or a verifier that is down all render "Connect".
import { readSignedInState, verifySiwxSession, encodeWalletState, SIWX_SESSION_COOKIE, WALLET_STATE_COOKIE } from '@wallet-modal/kit/server';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, type ApiWorld, DEV_ACCOUNTS, startAnvil, startApiServer } from '@wallet-modal/testing';

const PROJECT = 'ssr-siwx';
const ORIGIN = 'http://127.0.0.1:3000';
const signer = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey);
const other = DEV_ACCOUNTS[1]!.address;

let chain: Anvil;
let api: ApiWorld;
let token: string;

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${api.server.url}${path}?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) });
  expect(response.ok, await response.clone().text()).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
};
const cookies = (address: string, session: string) =>
  `${WALLET_STATE_COOKIE}=${encodeWalletState({ address, caipNetworkId: 'eip155:31337', connectorId: 'dev.wallet' })}; ${SIWX_SESSION_COOKIE}=${session}`;
const options = () => ({ apiUrl: api.server.url, projectId: PROJECT, origin: ORIGIN });

describe('the SIWX session cookie as the server-side proof of sign-in', () => {
  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31337 });
    api = await startApiServer({ projectId: PROJECT, port: 0, chains: [chain] });
    const { nonce } = await post('/v1/siwx/nonce', {});
    const message = createSiweMessage({ domain: new URL(ORIGIN).host, uri: `${ORIGIN}/`, address: signer.address, chainId: 31337, nonce: String(nonce), issuedAt: new Date(), version: '1' });
    ({ token } = (await post('/v1/siwx/sessions', { message, signature: await signer.signMessage({ message }) })) as { token: string });
  }, 300_000);

  afterAll(async () => {
    await api?.stop();
    await chain?.stop();
  });

  it('a live session of the account the wallet cookie names renders that account, with its session', async () => {
    const { state, session } = await readSignedInState(cookies(signer.address, token), options());
    expect(state?.address).toBe(signer.address);
    expect(session?.data.address.toLowerCase()).toBe(signer.address.toLowerCase());
    expect(session?.data.chainId).toBe('eip155:31337');
  });

  it('another account in the wallet cookie, a forged token or no token renders signed out', async () => {
    expect(await readSignedInState(cookies(other, token), options())).toEqual({});
    expect(await readSignedInState(cookies(signer.address, 'A'.repeat(43)), options())).toEqual({});
    expect(await readSignedInState(cookies(signer.address, '"><script>'), options())).toEqual({});
    expect(await readSignedInState(`${WALLET_STATE_COOKIE}=${encodeWalletState({ address: signer.address, caipNetworkId: 'eip155:31337', connectorId: 'dev.wallet' })}`, options())).toEqual({});
  });

  it('a verifier that is down or of another project renders signed out, never throws', async () => {
    expect(await verifySiwxSession({ ...options(), apiUrl: 'http://127.0.0.1:9', token })).toBeUndefined();
    expect(await verifySiwxSession({ ...options(), projectId: 'unknown-project', token })).toBeUndefined();
  });

  it('a revoked session renders signed out', async () => {
    await post('/v1/siwx/session/revoke', { token });
    expect(await readSignedInState(cookies(signer.address, token), options())).toEqual({});
  });
});
