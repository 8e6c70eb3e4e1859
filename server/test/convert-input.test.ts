// /v1/convert/* refuse what they cannot serve with a clear 4xx, never a 500: the spec §9 networks only
// ('Network not supported for Swaps' / 'for Gas Price', spec §8), unknown tokens, amounts that are zero,
// negative or too precise, slippage out of range; a stalled RPC is a 502.
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/server.js';
import { PROJECT, startSwapWorld, type SwapWorld } from './helpers/swap-world.js';

/** Spec §9: "Supported eip155 networks: 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554". */
const SPEC_NETWORKS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];
/** A chain of the spec's list whose RPC accepts connections and never answers. */
const STALLED = 'eip155:42161';

let world: SwapWorld;
let stalled: Server;
const sockets = new Set<Socket>();
beforeAll(async () => {
  stalled = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  const stalledUrl = `http://127.0.0.1:${(stalled.address() as { port: number }).port}`;
  world = await startSwapWorld((swap, anvilUrl) => {
    // Every other spec network (and chain 31337, outside the list) with a swap provider on the anvil's
    // RPC: listing a chain's tokens needs no RPC call when it suggests none.
    const extra = [...SPEC_NETWORKS.filter((id) => id !== 1), 31337].map((id) => `eip155:${id}`);
    const uniswap = { weth: swap.weth, swapRouter02: swap.swapRouter02, v2: { factory: swap.v2Factory, router: swap.v2Router } };
    const chainEntry = (id: string, rpcUrl: string) => ({ id, name: id, rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, multicall3: null });
    return {
      chains: [chainEntry('eip155:1', anvilUrl), ...extra.map((id) => chainEntry(id, id === STALLED ? stalledUrl : anvilUrl))],
      convert: { timeoutMs: 1500, chains: [swapChain(swap), ...extra.map((chainId) => ({ chainId, uniswap }))] },
      rpc: { retryCount: 0, timeoutMs: 10_000 },
    };
  });
});
afterAll(async () => {
  await world?.stop();
  for (const socket of sockets) socket.destroy();
  stalled?.close();
});

/** Chain 1 as the swap world configures it, with USDC suggested. */
const swapChain = (swap: SwapWorld['swap']) => ({
  chainId: 'eip155:1',
  uniswap: { weth: swap.weth, swapRouter02: swap.swapRouter02, v3: { factory: swap.v3Factory, quoterV2: swap.quoterV2 }, v2: { factory: swap.v2Factory, router: swap.v2Router } },
  tokens: [{ address: swap.tokens.usdc.address }],
});

const ETH = `eip155:1:${NATIVE_TOKEN_ADDRESS}`;
const usdc = () => `eip155:1:${world.swap.tokens.usdc.address}`;
const dai = () => `eip155:1:${world.swap.tokens.dai.address}`;
const user = () => world.chain.accounts[8]!.address;
const get = (path: string, query: Record<string, string>) => call(world.server, `${path}?${new URLSearchParams({ projectId: PROJECT, ...query })}`);
const post = (path: string, body: unknown, raw?: string) =>
  call(world.server, `${path}?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) });
const refused = (r: { status: number; body: any }, status: number, code: string, message: string | RegExp) => {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.error.code).toBe(code);
  if (typeof message === 'string') expect(r.body.error.message).toContain(message);
  else expect(r.body.error.message).toMatch(message);
};

describe('networks (spec §9) and their messages (spec §8)', () => {
  it('Supported eip155 networks: 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554 (31337, configured the same way, is not served)', async () => {
    for (const id of SPEC_NETWORKS.filter((n) => `eip155:${n}` !== STALLED)) {
      const r = await get('/v1/convert/tokens', { chainId: String(id) });
      expect(r.status, `eip155:${id}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body.tokens[0].address).toBe(`eip155:${id}:${NATIVE_TOKEN_ADDRESS}`);
    }
    refused(await get('/v1/convert/tokens', { chainId: 'eip155:31337' }), 400, 'SWAP_NETWORK_UNSUPPORTED', 'Network not supported for Swaps');
  });

  it("'Network not supported for Swaps': tokens, quotes, allowance, build-approve and build-transaction on a chain outside the list", async () => {
    const other = `eip155:31337:${world.swap.tokens.usdc.address}`;
    const otherEth = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`;
    const message = /^Network not supported for Swaps: eip155:31337 \(swap networks here: eip155:1, /;
    refused(await get('/v1/convert/tokens', { chainId: '31337' }), 400, 'SWAP_NETWORK_UNSUPPORTED', message);
    refused(await get('/v1/convert/quotes', { amount: '1', userAddress: user(), from: otherEth, to: other }), 400, 'SWAP_NETWORK_UNSUPPORTED', message);
    refused(await get('/v1/convert/allowance', { tokenAddress: other, userAddress: user() }), 400, 'SWAP_NETWORK_UNSUPPORTED', message);
    refused(await get('/v1/convert/build-approve', { userAddress: user(), from: other, to: otherEth }), 400, 'SWAP_NETWORK_UNSUPPORTED', message);
    refused(await post('/v1/convert/build-transaction', { amount: '1', from: otherEth, to: other, userAddress: user() }), 400, 'SWAP_NETWORK_UNSUPPORTED', message);
    refused(await get('/v1/convert/tokens', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }), 400, 'SWAP_NETWORK_UNSUPPORTED', 'Network not supported for Swaps');
  });

  it("'Network not supported for Gas Price': gas-price on a chain outside the list, or not served here", async () => {
    refused(await get('/v1/convert/gas-price', { chainId: 'eip155:31337' }), 400, 'GAS_PRICE_NETWORK_UNSUPPORTED', 'Network not supported for Gas Price: eip155:31337');
    refused(await get('/v1/convert/gas-price', { chainId: 'eip155:5' }), 400, 'GAS_PRICE_NETWORK_UNSUPPORTED', 'Network not supported for Gas Price');
    expect((await get('/v1/convert/gas-price', { chainId: '1' })).status).toBe(200);
  });

  it('a chain RPC that never answers is a 502 within convert.timeoutMs, not a hang or a 500', async () => {
    const started = Date.now();
    const r = await get('/v1/convert/gas-price', { chainId: STALLED });
    refused(r, 502, 'UPSTREAM_FAILED', 'the swap provider did not answer within 1500 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('bad input: a 4xx saying what to fix', () => {
  it('quotes: zero, negative, malformed and too precise amounts; unknown or mismatched tokens; bad user and gas price', async () => {
    const q = (over: Record<string, string>) => get('/v1/convert/quotes', { amount: '1', userAddress: user(), from: usdc(), to: ETH, ...over });
    refused(await q({ amount: '0' }), 400, 'INVALID_PARAMS', 'amount: must be greater than 0');
    refused(await q({ amount: '0.000' }), 400, 'INVALID_PARAMS', 'amount: must be greater than 0');
    refused(await q({ amount: '-5' }), 400, 'INVALID_PARAMS', 'amount: must be greater than 0 (it is negative)');
    refused(await q({ amount: '1e6' }), 400, 'INVALID_PARAMS', 'amount: must be a decimal number of whole tokens');
    refused(await q({ amount: '1.0000001' }), 400, 'INVALID_PARAMS', 'amount: USDC has 6 decimals, 1.0000001 has 7 digits after the point');
    expect((await q({ amount: '1.000000100' })).status).toBe(400);
    expect((await q({ amount: '1.500000000' })).status).toBe(200); // trailing zeros are no precision
    refused(await q({ from: 'USDC' }), 400, 'INVALID_PARAMS', 'from: must be a CAIP-10 token id');
    refused(await q({ from: 'eip155:1:0x000000000000000000000000000000000000dEaD' }), 400, 'SWAP_TOKEN_UNKNOWN', 'from: no ERC20 token answers at eip155:1:0x000000000000000000000000000000000000dEaD');
    refused(await q({ to: `eip155:10:${NATIVE_TOKEN_ADDRESS}` }), 400, 'INVALID_PARAMS', 'from and to must be on one chain (from eip155:1, to eip155:10)');
    refused(await q({ to: usdc().toLowerCase() }), 400, 'INVALID_PARAMS', 'from and to are the same token (USDC)');
    refused(await q({ userAddress: 'alice' }), 400, 'INVALID_PARAMS', 'userAddress: must be a CAIP-10 account');
    refused(await q({ userAddress: `eip155:10:${user()}` }), 400, 'INVALID_PARAMS', `userAddress: eip155:10:${user()} is on eip155:10, the tokens on eip155:1`);
    refused(await q({ gasPrice: 'fast' }), 400, 'INVALID_PARAMS', 'gasPrice: must be a whole number of wei');
    refused(await get('/v1/convert/quotes', { userAddress: user(), from: usdc(), to: ETH }), 400, 'INVALID_PARAMS', 'amount:');
  });

  it('tokens, gas-price and allowance: missing or malformed parameters, unknown token', async () => {
    refused(await get('/v1/convert/tokens', {}), 400, 'INVALID_PARAMS', 'chainId:');
    refused(await get('/v1/convert/tokens', { chainId: 'ethereum' }), 400, 'INVALID_PARAMS', 'chainId: must be a CAIP-2 chain id');
    refused(await get('/v1/convert/gas-price', {}), 400, 'INVALID_PARAMS', 'chainId:');
    refused(await get('/v1/convert/allowance', { tokenAddress: usdc() }), 400, 'INVALID_PARAMS', 'userAddress:');
    refused(await get('/v1/convert/allowance', { tokenAddress: 'eip155:1:0x1234', userAddress: user() }), 400, 'INVALID_PARAMS', 'tokenAddress: must be a CAIP-10 token id');
    refused(await get('/v1/convert/allowance', { tokenAddress: `eip155:1:${user()}`, userAddress: user() }), 400, 'SWAP_TOKEN_UNKNOWN', 'tokenAddress: no ERC20 token answers');
    const noProject = await call(world.server, `/v1/convert/tokens?chainId=1`);
    refused(noProject, 401, 'PROJECT_ID_MISSING', 'Project ID Not Configured');
  });

  it('build-approve: the native currency needs none; amounts checked as for a swap', async () => {
    refused(await get('/v1/convert/build-approve', { userAddress: user(), from: ETH, to: usdc() }), 400, 'INVALID_PARAMS', 'from: ETH is the native currency, it needs no approval');
    refused(await get('/v1/convert/build-approve', { userAddress: user(), from: usdc(), to: ETH, amount: '0.1234567' }), 400, 'INVALID_PARAMS', 'amount: USDC has 6 decimals');
    refused(await get('/v1/convert/build-approve', { userAddress: user(), from: usdc(), to: ETH, amount: '-1' }), 400, 'INVALID_PARAMS', 'amount: must be greater than 0');
    refused(await get('/v1/convert/build-approve', { from: usdc(), to: ETH }), 400, 'INVALID_PARAMS', 'userAddress:');
  });

  it('build-transaction: slippage out of range, bad body, another project, too precise amount, short balance or allowance', async () => {
    const body = { amount: '10', from: usdc(), to: dai(), userAddress: user(), disableEstimate: false };
    const b = (over: Record<string, unknown>) => post('/v1/convert/build-transaction', { ...body, ...over });
    refused(await b({ eip155: { slippage: 0 } }), 400, 'INVALID_BODY', 'eip155.slippage: must be above 0 (percent)');
    refused(await b({ eip155: { slippage: -1 } }), 400, 'INVALID_BODY', 'eip155.slippage: must be above 0 (percent)');
    refused(await b({ eip155: { slippage: 51 } }), 400, 'INVALID_BODY', 'eip155.slippage: must be at most 50 (percent)');
    refused(await b({ eip155: { slippage: 'lots' } }), 400, 'INVALID_BODY', 'eip155.slippage');
    refused(await b({ disableEstimate: 'yes' }), 400, 'INVALID_BODY', 'disableEstimate:');
    refused(await b({ amount: 10 }), 400, 'INVALID_BODY', 'amount:');
    refused(await b({ amount: '0.0000001', from: usdc() }), 400, 'INVALID_PARAMS', 'amount: USDC has 6 decimals');
    refused(await b({ from: dai(), to: usdc(), amount: '1.0000000000000000001' }), 400, 'INVALID_PARAMS', 'amount: DAI has 18 decimals, 1.0000000000000000001 has 19 digits after the point');
    refused(await b({ projectId: 'someone-else' }), 400, 'INVALID_BODY', "projectId: the body names someone-else, the request's projectId is");
    refused(await post('/v1/convert/build-transaction', undefined, '{"amount":'), 400, 'INVALID_BODY', 'send a JSON object');
    refused(await b({ amount: '20000' }), 422, 'SWAP_BALANCE_LOW', `${user()} holds 10000 USDC, the swap needs 20000 USDC`);
    refused(await b({}), 422, 'SWAP_ALLOWANCE_LOW', `the router ${world.swap.swapRouter02} may take 0 USDC of 10 USDC`);
    // The same request without the estimate is built: the app may approve and swap in one batch.
    expect((await b({ disableEstimate: true })).status).toBe(200);
    refused(await b({ from: ETH, to: dai() }), 422, 'SWAP_NO_LIQUIDITY', 'No liquidity for this swap');
  });
});
