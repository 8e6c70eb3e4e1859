// The Uniswap V2 and V3 contracts the local swap world deploys, read from their npm packages' build
// artifacts (dev dependencies; never compiled here), and our own test token and price feed.
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';
import contracts from '../../server/test/fixtures/contracts.json' with { type: 'json' };

export type Artifact = { abi: Abi; bytecode: Hex };

const require = createRequire(import.meta.url);

function load(path: string): Artifact {
  const json = require(path) as { abi: Abi; bytecode: string | { object: string } };
  const code = typeof json.bytecode === 'string' ? json.bytecode : json.bytecode.object;
  return { abi: json.abi, bytecode: (code.startsWith('0x') ? code : `0x${code}`) as Hex };
}

const ours = contracts as unknown as Record<'TestToken' | 'TestPriceFeed', Artifact>;

/** Every contract of the swap world, loaded once per call (the files are read through require's cache). */
export function uniswapArtifacts() {
  return {
    WETH9: load('@uniswap/v2-periphery/build/WETH9.json'),
    UniswapV2Factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
    UniswapV2Pair: load('@uniswap/v2-core/build/UniswapV2Pair.json'),
    UniswapV2Router02: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    UniswapV3Factory: load('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
    UniswapV3Pool: load('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'),
    NonfungiblePositionManager: load('@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json'),
    QuoterV2: load('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
    SwapRouter02: load('@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json'),
    TestToken: ours.TestToken,
    TestPriceFeed: ours.TestPriceFeed,
  };
}
