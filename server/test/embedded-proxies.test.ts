// The secure site's chain RPC proxy (/v1/?chainId=) and bundler proxy (/embedded/v1/bundler?chainId=) serve
// the frame only: a device-signed session request, one call, a method the frame sends (FRAME_RPC_METHODS,
// FRAME_BUNDLER_METHODS). The signature covers the query, so a recorded request cannot be moved to another chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from './helpers/chain.js';
import { Device, EMBEDDED_PROJECT, login, post, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const native = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const rpcPath = (chainId = 'eip155:31337') => `/v1/?chainId=${chainId}&projectId=${EMBEDDED_PROJECT}`;
const bundlerPath = (chainId = 'eip155:31337') => `/embedded/v1/bundler?chainId=${chainId}&projectId=${EMBEDDED_PROJECT}`;
const call = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: 1, method, params });

describe('The secure site\'s RPC and bundler proxies', () => {
  let chain: TestChain;
  let w: EmbeddedWorld;
  let device: Device;
  let token: string;
  beforeAll(async () => {
    chain = await startTestChain(31337);
    // Anvil stands in for the bundler too: the proxy forwards eth_chainId to it alike.
    const anvil = { rpcUrl: chain.url, nativeCurrency: native, smartAccounts: { bundlerUrl: chain.url } };
    w = await startEmbeddedWorld({
      history: { enabled: false },
      chains: [
        { id: 'eip155:31337', name: 'Anvil', ...anvil },
        { id: 'eip155:7', name: 'Anvil again', ...anvil },
      ],
    });
    device = await Device.create();
    token = (await login(w, 'proxies@example.com', device)).token;
  });
  afterAll(async () => {
    await w?.stop();
    await chain?.stop();
  });

  it('an anonymous caller cannot use the secure site\'s RPC proxy', async () => {
    const answer = await post(w.server, rpcPath(), call('eth_chainId'));
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('SESSION_EXPIRED');
  });

  it('an anonymous caller cannot use the bundler proxy', async () => {
    const answer = await post(w.server, bundlerPath(), call('eth_chainId'));
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('SESSION_EXPIRED');
  });

  it('a signed session reaches the chain and the bundler with a method the frame sends', async () => {
    expect((await signedPost(w.server, device, token, rpcPath(), call('eth_chainId'))).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    expect((await signedPost(w.server, device, token, bundlerPath(), call('eth_chainId'))).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
  });

  it('a chain the server does not serve is one without smart accounts (JSON-RPC -32601), and the RPC proxy names the served chains; never a 500', async () => {
    const bundler = await signedPost(w.server, device, token, bundlerPath('eip155:84532'), call('eth_chainId'));
    expect(bundler.status).toBe(404);
    expect(bundler.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32601, message: 'Smart accounts are not enabled on eip155:84532: the operator configured no bundler' } });
    const rpc = await signedPost(w.server, device, token, rpcPath('eip155:84532'), call('eth_chainId'));
    expect(rpc.status).toBe(400);
    expect(rpc.body.error.code).toBe('UNSUPPORTED_CHAIN');
  });

  it('the served networks, named as the operator configured them, for the approve screen (POST /embedded/v1/networks)', async () => {
    const answer = await post(w.server, '/embedded/v1/networks', {});
    expect(answer.body).toEqual({
      networks: [
        { caipNetworkId: 'eip155:31337', name: 'Anvil', nativeCurrency: { symbol: native.symbol, decimals: native.decimals } },
        { caipNetworkId: 'eip155:7', name: 'Anvil again', nativeCurrency: { symbol: native.symbol, decimals: native.decimals } },
      ],
    });
  });

  it('an attacker with a session cannot make the node send from its unlocked account (eth_sendTransaction is not on the list)', async () => {
    const answer = await signedPost(w.server, device, token, rpcPath(), call('eth_sendTransaction', [{ from: chain.deployer, to: chain.deployer, value: '0x1' }]));
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({ code: -32601, message: 'Requested RPC call is not allowed: eth_sendTransaction' });
  });

  it('an attacker with a session cannot fan out through a batch (the frame sends one call at a time)', async () => {
    const batch = Array.from({ length: 20 }, (_, i) => ({ ...call('eth_getBalance', [chain.deployer, 'latest']), id: i }));
    const answer = await signedPost(w.server, device, token, rpcPath(), batch);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/one JSON-RPC call/);
  });

  it('an attacker who recorded a signed request cannot replay it with another query (chainId)', async () => {
    const body = JSON.stringify(call('eth_chainId'));
    const headers = await device.sign(rpcPath('eip155:7'), body, token);
    const moved = await post(w.server, rpcPath('eip155:31337'), body, headers);
    expect(moved.status).toBe(401);
    expect(moved.body.error.code).toBe('SIGNATURE_INVALID');
  });
});
