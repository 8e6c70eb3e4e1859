// The local swap world on a running anvil: WETH9, Uniswap V2 (factory, Router02) and V3 (factory,
// NonfungiblePositionManager, QuoterV2, SwapRouter02) from their npm artifacts, two test tokens (USDC-like,
// 6 decimals; DAI-like, 18), pools with liquidity, one empty pool, and a Chainlink-style price feed per
// token. A fixed deployer key and a fixed order of transactions give the same addresses on every run.
import {
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  encodePacked,
  getContractAddress,
  keccak256,
  maxUint256,
  parseEther,
  parseUnits,
  stringToBytes,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNTS } from './accounts';
import { uniswapArtifacts, type Artifact } from './uniswap-artifacts';

/** The deployer of the swap world: derived from a fixed phrase, never one of the dev accounts (their nonces vary). */
export const SWAP_DEPLOYER_KEY = keccak256(stringToBytes('create-wallet-modal local swap world deployer'));

/** ETH's price in the pools and the feed (USD, and USDC or DAI per ETH). */
export const ETH_PRICE = 3000;

export type UniswapWorld = {
  chainId: number;
  deployer: Address;
  weth: Address;
  v2Factory: Address;
  v2Router: Address;
  v3Factory: Address;
  positionManager: Address;
  quoterV2: Address;
  swapRouter02: Address;
  tokens: { usdc: { address: Address; symbol: 'USDC'; decimals: 6 }; dai: { address: Address; symbol: 'DAI'; decimals: 18 } };
  /** Chainlink-style feeds (8 decimals): ETH/USD, USDC/USD, DAI/USD. */
  feeds: { eth: Address; usdc: Address; dai: Address };
  /** The pools: V3 WETH/USDC at 0.05 % and 0.3 %, the empty V3 WETH/DAI at 0.3 %, V2 WETH/USDC and USDC/DAI. */
  pools: { v3WethUsdc500: Address; v3WethUsdc3000: Address; v3WethDai3000: Address; v2WethUsdc: Address; v2UsdcDai: Address };
  /** What each dev account was given of each token (whole tokens). */
  funded: { usdc: string; dai: string };
};

export type DeployUniswapParameters = {
  url: string;
  chainId: number;
  /** Accounts given test tokens; the dev accounts unless told. */
  fund?: readonly Address[];
};

type Step = { to?: Address; data: Hex; value?: bigint; gas: bigint };

const rpc = async <T>(url: string, method: string, params: unknown[]): Promise<T> => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
};

/** Several JSON-RPC calls in one HTTP request; results in the order asked. */
async function batch<T>(url: string, calls: [string, unknown[]][]): Promise<T[]> {
  const body = calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }));
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answers = (await response.json()) as { id: number; result?: T; error?: { message: string } }[];
  return answers
    .sort((x, y) => x.id - y.id)
    .map((answer) => {
      if (answer.error) throw new Error(`${calls[answer.id]![0]}: ${answer.error.message}`);
      return answer.result as T;
    });
}

const FULL_RANGE = { 500: 887270, 3000: 887220 } as const;

/** Integer square root (Newton). */
function sqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) [x, y] = [y, (y + value / y) / 2n];
  return x;
}

/** The V3 pool price for reserves in the ratio amount1 : amount0 (raw units), as sqrt(P) * 2^96. */
const sqrtPriceX96 = (amount0: bigint, amount1: bigint) => sqrt((amount1 << 192n) / amount0);

/**
 * Deploys the swap world and gives the dev accounts test tokens: about 50 transactions, signed here, sent
 * in one batch (anvil mines each as it arrives) and checked together at the end.
 * @example
 * const swap = await deployUniswap({ url: chain.url, chainId: 1 });
 * swap.tokens.usdc.address; // the same on every run
 */
export async function deployUniswap({ url, chainId, fund = DEV_ACCOUNTS.map((a) => a.address) }: DeployUniswapParameters): Promise<UniswapWorld> {
  const a = uniswapArtifacts();
  const account = privateKeyToAccount(SWAP_DEPLOYER_KEY);
  const deployer = account.address;
  await rpc(url, 'anvil_setBalance', [deployer, `0x${parseEther('1000000').toString(16)}`]);
  const start = BigInt(await rpc<Hex>(url, 'eth_getTransactionCount', [deployer, 'latest']));
  if (start !== 0n) throw new Error(`the swap deployer ${deployer} has sent transactions on ${url} already: deploy the swap world once per chain`);

  const steps: Step[] = [];
  const deploy = (artifact: Artifact, args: unknown[] = []): Address => {
    const address = getContractAddress({ from: deployer, nonce: BigInt(steps.length) });
    steps.push({ data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }), gas: 8_000_000n });
    return address;
  };
  const call = (to: Address, artifact: Artifact, functionName: string, args: unknown[] = [], { value, gas = 1_000_000n }: { value?: bigint; gas?: bigint } = {}) =>
    void steps.push({ to, data: encodeFunctionData({ abi: artifact.abi, functionName, args }), value, gas });

  const weth = deploy(a.WETH9);
  const v2Factory = deploy(a.UniswapV2Factory, [deployer]);
  const v2Router = deploy(a.UniswapV2Router02, [v2Factory, weth]);
  const v3Factory = deploy(a.UniswapV3Factory);
  const positionManager = deploy(a.NonfungiblePositionManager, [v3Factory, weth, '0x0000000000000000000000000000000000000000']);
  const quoterV2 = deploy(a.QuoterV2, [v3Factory, weth]);
  const swapRouter02 = deploy(a.SwapRouter02, [v2Factory, v3Factory, positionManager, weth]);
  const usdc = deploy(a.TestToken, ['USD Coin', 'USDC', 6, parseUnits('100000000', 6)]);
  const dai = deploy(a.TestToken, ['Dai Stablecoin', 'DAI', 18, parseUnits('100000000', 18)]);
  const feeds = {
    eth: deploy(a.TestPriceFeed, [8, 'ETH / USD', BigInt(ETH_PRICE) * 10n ** 8n]),
    usdc: deploy(a.TestPriceFeed, [8, 'USDC / USD', 10n ** 8n]),
    dai: deploy(a.TestPriceFeed, [8, 'DAI / USD', 10n ** 8n]),
  };

  // Liquidity: V3 WETH/USDC at 0.05 % (deep) and 0.3 %, V2 WETH/USDC 1 % above the V3 price (so
  // selling up to about 1 ETH routes through V2, buying through V3), V2 USDC/DAI at 1:1, and V3
  // WETH/DAI at 0.3 % created and priced but holding nothing (the no-liquidity case).
  call(weth, a.WETH9, 'deposit', [], { value: parseEther('1400') });
  for (const token of [weth, usdc, dai]) {
    for (const spender of [positionManager, v2Router]) call(token, a.TestToken, 'approve', [spender, maxUint256], { gas: 100_000n });
  }
  const deadline = 2n ** 40n;
  const v3Pool = (tokenA: Address, amountA: bigint, tokenB: Address, amountB: bigint, fee: 500 | 3000, mint: boolean) => {
    const [t0, a0, t1, a1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, amountA, tokenB, amountB] : [tokenB, amountB, tokenA, amountA];
    call(positionManager, a.NonfungiblePositionManager, 'createAndInitializePoolIfNecessary', [t0, t1, fee, sqrtPriceX96(a0, a1)], { gas: 6_000_000n });
    if (!mint) return;
    const tick = FULL_RANGE[fee];
    call(positionManager, a.NonfungiblePositionManager, 'mint', [
      { token0: t0, token1: t1, fee, tickLower: -tick, tickUpper: tick, amount0Desired: a0, amount1Desired: a1, amount0Min: 0n, amount1Min: 0n, recipient: deployer, deadline },
    ]);
  };
  v3Pool(weth, parseEther('1000'), usdc, parseUnits(String(1000 * ETH_PRICE), 6), 500, true);
  v3Pool(weth, parseEther('100'), usdc, parseUnits(String(100 * ETH_PRICE), 6), 3000, true);
  v3Pool(weth, parseEther('1'), dai, parseUnits(String(ETH_PRICE), 18), 3000, false);
  const v2Pair = (tokenA: Address, amountA: bigint, tokenB: Address, amountB: bigint) =>
    call(v2Router, a.UniswapV2Router02, 'addLiquidity', [tokenA, tokenB, amountA, amountB, 0n, 0n, deployer, deadline], { gas: 4_000_000n });
  v2Pair(weth, parseEther('200'), usdc, parseUnits(String(200 * (ETH_PRICE + 30)), 6));
  v2Pair(usdc, parseUnits('1000000', 6), dai, parseUnits('1000000', 18));

  const funded = { usdc: '10000', dai: '10000' };
  for (const to of fund) {
    call(usdc, a.TestToken, 'transfer', [to, parseUnits(funded.usdc, 6)], { gas: 100_000n });
    call(dai, a.TestToken, 'transfer', [to, parseUnits(funded.dai, 18)], { gas: 100_000n });
  }

  // Signed here and sent one at a time, in nonce order: anvil mines each as it arrives. (A single batch was
  // faster, but anvil takes a batch's items concurrently, and a transaction that overtook its predecessor
  // could stay in the pool: 'was not mined' broke worlds in CI now and then.)
  const signed = await Promise.all(
    steps.map((step, nonce) =>
      account.signTransaction({ ...step, chainId, nonce, type: 'eip1559', maxFeePerGas: 100_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }),
    ),
  );
  const hashes: Hex[] = [];
  for (const raw of signed) hashes.push(...(await batch<Hex>(url, [['eth_sendRawTransaction', [raw]]])));
  // anvil mines a transaction just after it accepts it, and other deployments share the chain (tokens, NFTs):
  // the last receipts may be a block late, so they are awaited, not read once.
  let receipts = await batch<{ status: Hex } | null>(url, hashes.map((hash) => ['eth_getTransactionReceipt', [hash]]));
  // 30 s: a CI run on two loaded cores once saw the last one still missing after 10 s.
  for (let waited = 0; receipts.includes(null) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    receipts = await batch<{ status: Hex } | null>(url, hashes.map((hash) => ['eth_getTransactionReceipt', [hash]]));
  }
  const failed = receipts.findIndex((receipt) => receipt?.status !== '0x1');
  if (failed >= 0 && !receipts[failed]) {
    // Says whether the node still holds it (pending) or dropped it, for the next time this happens.
    const [known] = await batch<{ blockNumber: Hex | null } | null>(url, [['eth_getTransactionByHash', [hashes[failed]]]]);
    throw new Error(`swap world: transaction ${failed} of ${hashes.length} (${hashes[failed]}) was not mined in 30 s; the node ${known ? 'still holds it as pending' : 'does not know it (dropped)'}`);
  }
  if (failed >= 0) throw new Error(`swap world: transaction ${failed} (${hashes[failed]}) reverted`);

  const sorted = (x: Address, y: Address): [Address, Address] => (BigInt(x) < BigInt(y) ? [x, y] : [y, x]);
  const v3Address = (x: Address, y: Address, fee: number) =>
    getContractAddress({ opcode: 'CREATE2', from: v3Factory, salt: keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [...sorted(x, y), fee])), bytecode: a.UniswapV3Pool.bytecode });
  const v2Address = (x: Address, y: Address) =>
    getContractAddress({ opcode: 'CREATE2', from: v2Factory, salt: keccak256(encodePacked(['address', 'address'], sorted(x, y))), bytecode: a.UniswapV2Pair.bytecode });
  return {
    chainId,
    deployer,
    weth,
    v2Factory,
    v2Router,
    v3Factory,
    positionManager,
    quoterV2,
    swapRouter02,
    tokens: { usdc: { address: usdc, symbol: 'USDC', decimals: 6 }, dai: { address: dai, symbol: 'DAI', decimals: 18 } },
    feeds,
    pools: {
      v3WethUsdc500: v3Address(weth, usdc, 500),
      v3WethUsdc3000: v3Address(weth, usdc, 3000),
      v3WethDai3000: v3Address(weth, dai, 3000),
      v2WethUsdc: v2Address(weth, usdc),
      v2UsdcDai: v2Address(usdc, dai),
    },
    funded,
  };
}
