// Swaps on our server against Uniswap V2 and V3 deployed on anvil (spec §7 /v1/convert/*): tokens,
// quotes across pools, allowance, gas price, and approve + swap transactions that a dev account sends,
// its balances moving by the quoted amount within the slippage.
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import { decodeFunctionData, encodeFunctionData, erc20Abi, formatUnits, maxUint256, parseAbi, parseUnits, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/server.js';
import { PROJECT, startSwapWorld, type SwapWorld } from './helpers/swap-world.js';

let world: SwapWorld;
beforeAll(async () => {
  world = await startSwapWorld();
});
afterAll(() => world?.stop());

const ETH = `eip155:1:${NATIVE_TOKEN_ADDRESS}`;
const usdc = () => `eip155:1:${world.swap.tokens.usdc.address}`;
const dai = () => `eip155:1:${world.swap.tokens.dai.address}`;
const user = (i: number) => world.chain.accounts[i]!.address;

const get = (path: string, query: Record<string, string>) =>
  call(world.server, `${path}?${new URLSearchParams({ projectId: PROJECT, st: 'appkit', sv: 'html-wagmi-1.0.0', ...query })}`);
const post = (path: string, body: unknown) =>
  call(world.server, `${path}?projectId=${PROJECT}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

type Quote = { id: string; fromAmount: string; toAmount: string; toAmountMin: string; priceImpact: number; feePercent: number; gasLimit: string; gasPrice: string; networkFee: string; fromAccount: string; toAccount: string };
type Tx = { chainId: string; from: Address; to: Address; data: Hex; value: string; gas?: string; gasPrice: string };

const quotes = async (from: string, to: string, amount: string, account = user(1)) => {
  const r = await get('/v1/convert/quotes', { amount, userAddress: `eip155:1:${account}`, from, to });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.quotes as Quote[];
};
const tokenBalance = (token: Address, owner: Address) => world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const sendTx = (from: number, tx: Tx) => world.send(from, { to: tx.to, data: tx.data, value: BigInt(tx.value), gas: tx.gas ? BigInt(tx.gas) : undefined });

const routerAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])',
]);
/** The amountOutMinimum a built swap guarantees. */
function minimumOut(data: Hex): bigint {
  const outer = decodeFunctionData({ abi: routerAbi, data });
  const [, calls] = outer.args as [bigint, Hex[]];
  const inner = decodeFunctionData({ abi: routerAbi, data: calls[0]! });
  if (inner.functionName === 'exactInputSingle') return (inner.args[0] as { amountOutMinimum: bigint }).amountOutMinimum;
  return inner.args[1] as bigint;
}

describe('GET /v1/convert/tokens', () => {
  it('lists the native currency first, then the suggested tokens, with decimals, logo and USD price from the feeds', async () => {
    const r = await get('/v1/convert/tokens', { chainId: 'eip155:1' });
    expect(r.status).toBe(200);
    expect(r.body.tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: `${world.server.url}/public/getTokenImage/ETH`, price: 3000 },
      { name: 'USD Coin', symbol: 'USDC', address: usdc().toLowerCase(), decimals: 6, logoUri: `${world.server.url}/public/getTokenImage/USDC`, price: 1 },
      { name: 'Dai Stablecoin', symbol: 'DAI', address: dai().toLowerCase(), decimals: 18, logoUri: `${world.server.url}/public/getTokenImage/DAI`, price: 1 },
      { name: 'Wrapped Ether', symbol: 'WETH', address: `eip155:1:${world.swap.weth}`.toLowerCase(), decimals: 18, logoUri: `${world.server.url}/public/getTokenImage/WETH`, price: 3000 },
    ]);
    expect((await get('/v1/convert/tokens', { chainId: '1' })).body.tokens).toHaveLength(4);
  });
});

describe('GET /v1/convert/quotes', () => {
  it('quotes every pool of the pair, best first: selling ETH routes through the V2 pair, priced above the V3 pools', async () => {
    const list = await quotes(ETH, usdc(), '1');
    expect(list.map((q) => q.id)).toEqual(['uniswap-v2', 'uniswap-v3-500', 'uniswap-v3-3000']);
    const [best] = list;
    expect(best).toMatchObject({ fromAccount: ETH, toAccount: usdc().toLowerCase(), fromAmount: '1', feePercent: 0.3 });
    // 200 ETH / 606,000 USDC: 1 ETH in gives the constant-product amount after the 0.3 % fee.
    expect(Number(best!.toAmount)).toBeCloseTo((0.997 * 606_000) / (200 + 0.997), 5);
    expect(best!.priceImpact).toBeCloseTo(100 * (1 - 200 / 200.997), 3);
    const gasPrice = await world.client.getGasPrice();
    expect(best!.gasPrice).toBe(String(gasPrice));
    expect(best!.networkFee).toBe(formatUnits(BigInt(best!.gasLimit) * gasPrice, 18));
    expect(list[1]!.feePercent).toBe(0.05);
    expect(list[1]!.priceImpact).toBeLessThan(0.2);
  });

  it('buying ETH routes through the deep 0.05 % V3 pool; a gasPrice given prices the network fee', async () => {
    const r = await get('/v1/convert/quotes', { amount: '3000', userAddress: user(1), from: usdc(), to: ETH, gasPrice: '7000000000' });
    const [best] = r.body.quotes as Quote[];
    expect(best!.id).toBe('uniswap-v3-500');
    expect(Number(best!.toAmount)).toBeGreaterThan(0.99);
    expect(best!.gasPrice).toBe('7000000000');
    expect(best!.networkFee).toBe(formatUnits(BigInt(best!.gasLimit) * 7_000_000_000n, 18));
  });

  it('an empty pool (ETH/DAI) says there is no liquidity', async () => {
    const r = await get('/v1/convert/quotes', { amount: '1', userAddress: user(1), from: ETH, to: dai() });
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ code: 'SWAP_NO_LIQUIDITY', message: 'No liquidity for this swap: no pool on eip155:1 can swap ETH for DAI (none exists, or it holds nothing)' });
  });
});

describe('GET /v1/convert/gas-price', () => {
  it("answers the chain's gas price and faster bids in wei", async () => {
    const r = await get('/v1/convert/gas-price', { chainId: 'eip155:1' });
    const standard = await world.client.getGasPrice();
    expect(r.body).toEqual({ standard: String(standard), fast: String((standard * 5n) / 4n), instant: String((standard * 3n) / 2n) });
  });
});

describe('approve, then swap: the balances move by the quoted amount', () => {
  it('USDC -> ETH: allowance 0, build-approve sent, allowance unlimited; the swap pays the quote', async () => {
    const account = user(2);
    const before = await get('/v1/convert/allowance', { tokenAddress: usdc(), userAddress: `eip155:1:${account}` });
    expect(before.body).toEqual({ allowance: '0', spender: world.swap.swapRouter02 });
    const approve = await get('/v1/convert/build-approve', { userAddress: `eip155:1:${account}`, from: usdc(), to: ETH });
    expect(approve.status).toBe(200);
    const approveTx = approve.body.tx as Tx;
    expect(approveTx).toMatchObject({ chainId: 'eip155:1', from: account, to: world.swap.tokens.usdc.address, value: '0' });
    expect((await sendTx(2, approveTx)).status).toBe('success');
    const after = await get('/v1/convert/allowance', { tokenAddress: usdc(), userAddress: account });
    expect(after.body.allowance).toBe(formatUnits(maxUint256, 6));

    const [quote] = await quotes(usdc(), ETH, '1500', account);
    const built = await post('/v1/convert/build-transaction', { amount: '1500', eip155: { slippage: 1 }, projectId: PROJECT, from: usdc(), to: ETH, userAddress: `eip155:1:${account}`, disableEstimate: false });
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    const tx = built.body.tx as Tx;
    expect(tx).toMatchObject({ chainId: 'eip155:1', from: account, to: world.swap.swapRouter02, value: '0' });
    expect(BigInt(tx.gas!)).toBeGreaterThan(80_000n);
    const [usdcBefore, ethBefore] = await Promise.all([tokenBalance(world.swap.tokens.usdc.address, account), world.client.getBalance({ address: account })]);
    const receipt = await sendTx(2, tx);
    expect(receipt.status).toBe('success');
    const [usdcAfter, ethAfter] = await Promise.all([tokenBalance(world.swap.tokens.usdc.address, account), world.client.getBalance({ address: account })]);
    expect(usdcBefore - usdcAfter).toBe(parseUnits('1500', 6));
    const received = ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice;
    expect(received).toBeGreaterThanOrEqual(parseUnits(quote!.toAmountMin, 18));
    expect(received).toBe(parseUnits(quote!.toAmount, 18)); // nothing traded in between: exactly the quote
  });

  it('ETH -> USDC: the native currency goes in as the value, no approval needed', async () => {
    const account = user(3);
    const allowance = await get('/v1/convert/allowance', { tokenAddress: ETH, userAddress: account });
    expect(allowance.body.allowance).toBe(formatUnits(maxUint256, 18));
    const [quote] = await quotes(ETH, usdc(), '0.5', account);
    const built = await post('/v1/convert/build-transaction', { amount: '0.5', from: ETH, to: usdc(), userAddress: `eip155:1:${account}`, disableEstimate: false });
    const tx = built.body.tx as Tx;
    expect(tx.value).toBe(String(parseUnits('0.5', 18)));
    const before = await tokenBalance(world.swap.tokens.usdc.address, account);
    expect((await sendTx(3, tx)).status).toBe('success');
    const got = (await tokenBalance(world.swap.tokens.usdc.address, account)) - before;
    expect(got).toBe(parseUnits(quote!.toAmount, 6));
  });

  it('USDC -> DAI through the V2 pair, the only pool of the pair', async () => {
    const account = user(4);
    const approve = await get('/v1/convert/build-approve', { userAddress: account, from: usdc(), to: dai(), amount: '250' });
    expect((await sendTx(4, approve.body.tx as Tx)).status).toBe('success');
    expect((await get('/v1/convert/allowance', { tokenAddress: usdc(), userAddress: account })).body.allowance).toBe('250');
    const list = await quotes(usdc(), dai(), '250', account);
    expect(list.map((q) => q.id)).toEqual(['uniswap-v2']);
    const built = await post('/v1/convert/build-transaction', { amount: '250', eip155: { slippage: '0.5' }, from: usdc(), to: dai(), userAddress: account, disableEstimate: false });
    const before = await tokenBalance(world.swap.tokens.dai.address, account);
    expect((await sendTx(4, built.body.tx as Tx)).status).toBe('success');
    expect((await tokenBalance(world.swap.tokens.dai.address, account)) - before).toBe(parseUnits(list[0]!.toAmount, 18));
  });

  it('Slippage tolerance 1: without eip155.slippage the swap guarantees the quote less 1 %; 0.5 guarantees less 0.5 %', async () => {
    const [quote] = await quotes(usdc(), ETH, '100');
    const out = parseUnits(quote!.toAmount, 18);
    expect(parseUnits(quote!.toAmountMin, 18)).toBe((out * 9900n) / 10_000n);
    const byDefault = await post('/v1/convert/build-transaction', { amount: '100', from: usdc(), to: ETH, userAddress: user(5), disableEstimate: true });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.tx.gas).toBeUndefined();
    expect(minimumOut(byDefault.body.tx.data)).toBe((out * 9900n) / 10_000n);
    const half = await post('/v1/convert/build-transaction', { amount: '100', eip155: { slippage: 0.5 }, from: usdc(), to: ETH, userAddress: user(5), disableEstimate: true });
    expect(minimumOut(half.body.tx.data)).toBe((out * 9950n) / 10_000n);
  });

  it('a swap built before the pool moved more than the slippage reverts on chain, so the user never gets less', async () => {
    const account = user(6);
    await sendTx(6, (await get('/v1/convert/build-approve', { userAddress: account, from: usdc(), to: ETH })).body.tx as Tx);
    const stale = (await post('/v1/convert/build-transaction', { amount: '3000', from: usdc(), to: ETH, userAddress: account, disableEstimate: false })).body.tx as Tx;
    // Someone else buys ETH with 600,000 USDC first: the 0.05 % pool's price rises far beyond 1 %.
    const whale = user(7);
    await fundUsdc(whale, '600000');
    await sendTx(7, (await get('/v1/convert/build-approve', { userAddress: whale, from: usdc(), to: ETH })).body.tx as Tx);
    const big = (await post('/v1/convert/build-transaction', { amount: '600000', from: usdc(), to: ETH, userAddress: whale, eip155: { slippage: 50 }, disableEstimate: false })).body.tx as Tx;
    expect((await sendTx(7, big)).status).toBe('success');
    const before = await tokenBalance(world.swap.tokens.usdc.address, account);
    expect((await sendTx(6, { ...stale, gas: String(500_000) })).status).toBe('reverted');
    expect(await tokenBalance(world.swap.tokens.usdc.address, account)).toBe(before);
  });
});

/** Gives `to` USDC from the swap world's deployer (impersonated on anvil). */
async function fundUsdc(to: Address, amount: string) {
  const rpc = (method: string, params: unknown[]) =>
    fetch(world.chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }).then((r) => r.json());
  await rpc('anvil_impersonateAccount', [world.swap.deployer]);
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] });
  const sent = (await rpc('eth_sendTransaction', [{ from: world.swap.deployer, to: world.swap.tokens.usdc.address, data }])) as { result: Hex };
  await world.client.waitForTransactionReceipt({ hash: sent.result, pollingInterval: 20 });
  await rpc('anvil_stopImpersonatingAccount', [world.swap.deployer]);
}
