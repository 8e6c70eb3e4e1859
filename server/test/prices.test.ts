// Prices from on-chain sources the operator configures (Chainlink-style feeds, Uniswap pool prices),
// cached, then the price file: POST /v1/fungible/price, and the balances route reading the same prices.
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { createWalletClient, http, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWAP_DEPLOYER_KEY } from '@wallet-modal/testing';
import { call } from './helpers/server.js';
import { PROJECT, startSwapWorld, type SwapWorld } from './helpers/swap-world.js';

const CACHE_SECONDS = 3;
let world: SwapWorld;
beforeAll(async () => {
  world = await startSwapWorld((swap, rpcUrl) => {
    const id = (address: string) => `eip155:1:${address}`;
    return {
      chains: [
        {
          id: 'eip155:1',
          name: 'Local 1',
          rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          multicall3: null,
          tokens: [{ address: swap.tokens.usdc.address }, { address: swap.tokens.dai.address }],
        },
      ],
      convert: { enabled: false },
      prices: {
        feeds: [
          { token: id(NATIVE_TOKEN_ADDRESS), aggregator: swap.feeds.eth },
          { token: id(swap.tokens.usdc.address), aggregator: swap.feeds.usdc },
          // No feed answers at this address: DAI's price comes from its pool instead.
          { token: id(swap.tokens.dai.address), aggregator: '0x000000000000000000000000000000000000dEaD' },
        ],
        pools: [
          { token: id(swap.weth), pool: swap.pools.v3WethUsdc500, version: 'v3' },
          { token: id(swap.tokens.dai.address), pool: swap.pools.v2UsdcDai, version: 'v2' },
        ],
        cacheSeconds: CACHE_SECONDS,
      },
    };
  });
});
afterAll(() => world?.stop());

const price = (body: unknown, raw?: string) =>
  call(world.server, `/v1/fungible/price?projectId=${PROJECT}&st=appkit&sv=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) });
const ETH = `eip155:1:${NATIVE_TOKEN_ADDRESS}`;

async function setEthFeed(usd: number) {
  const wallet = createWalletClient({ account: privateKeyToAccount(SWAP_DEPLOYER_KEY), transport: http(world.chain.url), chain: world.client.chain });
  const hash = await wallet.writeContract({ address: world.swap.feeds.eth, abi: parseAbi(['function setAnswer(int256)']), functionName: 'setAnswer', args: [BigInt(usd) * 10n ** 8n], chain: world.client.chain });
  await world.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

describe('POST /v1/fungible/price', () => {
  it('prices each asked token in order: feeds (ETH, USDC), a V3 pool (WETH), a V2 pair where the feed fails (DAI)', async () => {
    const { usdc, dai } = world.swap.tokens;
    const r = await price({ currency: 'usd', addresses: [ETH, `eip155:1:${usdc.address}`, `eip155:1:${world.swap.weth}`, `eip155:1:${dai.address}`], projectId: PROJECT });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const icon = (symbol: string) => `${world.server.url}/public/getTokenImage/${symbol}`;
    expect(r.body.fungibles).toEqual([
      { address: ETH, name: 'Ether', symbol: 'ETH', iconUrl: icon('ETH'), price: 3000 },
      { address: `eip155:1:${usdc.address}`, name: 'USD Coin', symbol: 'USDC', iconUrl: icon('USDC'), price: 1 },
      { address: `eip155:1:${world.swap.weth}`, name: 'Wrapped Ether', symbol: 'WETH', iconUrl: icon('WETH'), price: expect.closeTo(3000, 6) },
      { address: `eip155:1:${dai.address}`, name: 'Dai Stablecoin', symbol: 'DAI', iconUrl: icon('DAI'), price: expect.closeTo(1, 9) },
    ]);
  });

  it(`an on-chain price is kept for prices.cacheSeconds (${CACHE_SECONDS} s), then read again`, async () => {
    const first = await price({ addresses: [ETH] });
    const readAt = Date.now();
    expect(first.body.fungibles[0].price).toBe(3000);
    await setEthFeed(3500);
    const cached = await price({ addresses: [ETH] });
    if (Date.now() - readAt < CACHE_SECONDS * 1000) expect(cached.body.fungibles[0].price).toBe(3000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, readAt + CACHE_SECONDS * 1000 + 100 - Date.now())));
    expect((await price({ addresses: [ETH] })).body.fungibles[0].price).toBe(3500);
  });

  it('bad input: a 4xx saying what to fix', async () => {
    const refused = (r: { status: number; body: any }, status: number, code: string, text: string) => {
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body.error.code).toBe(code);
      expect(r.body.error.message).toContain(text);
    };
    refused(await price({ addresses: [] }), 400, 'INVALID_BODY', 'addresses: name at least one token');
    refused(await price({ addresses: ['USDC'] }), 400, 'INVALID_BODY', 'addresses.0: must be a CAIP-10 token id');
    refused(await price({ addresses: Array(101).fill(ETH) }), 400, 'INVALID_BODY', 'addresses: at most 100 tokens a request');
    refused(await price({ currency: 'zzz', addresses: [ETH] }), 400, 'UNSUPPORTED_CURRENCY', 'zzz (supported: usd');
    refused(await price({ addresses: ['eip155:1:0x000000000000000000000000000000000000dEaD'] }), 400, 'INVALID_BODY', 'addresses: no ERC20 token answers at eip155:1:0x000000000000000000000000000000000000dEaD');
    refused(await price({ addresses: [ETH], projectId: 'another' }), 400, 'INVALID_BODY', 'projectId: the body names another');
    refused(await price(undefined, 'not json'), 400, 'INVALID_BODY', 'send a JSON object');
  });
});

describe('balances read the same prices', () => {
  it('GET /v1/account/{address}/balance prices ETH and USDC from the feeds, over the price file', async () => {
    const account = world.chain.accounts[9]!.address;
    const r = await call(world.server, `/v1/account/${account}/balance?projectId=${PROJECT}&chainId=eip155:1&forceUpdate=true`);
    expect(r.status).toBe(200);
    const bySymbol = Object.fromEntries((r.body.balances as { symbol: string; price: number; value: number }[]).map((b) => [b.symbol, b]));
    const feed = (await price({ addresses: [ETH] })).body.fungibles[0].price as number;
    expect([3000, 3500]).toContain(feed); // the feed's answer (the test before moved it)
    expect(bySymbol.ETH!.price).toBe(feed); // the price file says 1234
    expect(bySymbol.USDC).toMatchObject({ price: 1, value: 10_000 }); // the file says 0.5
    expect(bySymbol.DAI!.price).toBeCloseTo(1, 9);
  });
});
