// The local world in one import, for browser tests, the demo and the bench.
export { axeViolations } from './axe';
export {
  DEV_ACCOUNTS,
  DEV_BITCOIN_ACCOUNTS,
  DEV_MNEMONIC,
  DEV_SOLANA_ACCOUNTS,
  devBitcoinAccount,
  type DevAccount,
  type DevBitcoinAccount,
  type DevSolanaAccount,
} from './accounts';
export { anvilBinary, startAnvil, type Anvil, type StartAnvilParameters } from './anvil';
export { CREATE2_DEPLOYER, deployAccountAbstraction, ENTRY_POINT_08, SIMPLE_7702_ACCOUNT_08, startBundler, type Bundler, type StartBundlerParameters } from './bundler';
export { bitcoinDevWalletSource, installBitcoinDevWallet, type BitcoinDevWalletConfig, type SignedMessage } from './bitcoin-dev-wallet/index';
export { p2pkhAddress, signBip322, signLegacy, toFullSignature } from './bitcoin-signatures';
export { startBitcoinWorld, type BitcoinWorld } from './bitcoin-world';
export { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, launchBrowser } from './chromium';
export { launchBrowserOverCdp, type CdpBrowser } from './chromium-cdp';
export { guardEgress, isLocalUrl, type EgressGuard } from './egress';
export { startEsplora, type Esplora, type EsploraFault } from './esplora';
export { REPO_ROOT, buildApp, buildExample, buildWithVite, type BuiltApp } from './example-app';
export { buildExampleVariant, readExampleConfig, type ExampleEndpoints, type ExampleVariant } from './example-variant';
export {
  EXAMPLE_CHAINS,
  rpcUrlsOf,
  startExampleChains,
  startExampleWorld,
  SVM_PORT,
  usualPorts,
  type ExampleWorld,
  type StartExampleWorldParameters,
} from './example-world';
export { devWalletConfigSource, devWalletScripts, devWalletSource, installDevWallet, type DevWalletConfig } from './inject-dev-wallet';
export { assertPortsFree, freePort, isPortFree, portUser, PortBusyError } from './ports';
export { runCommand, type RunCommandParameters } from './run';
export { serveStatic, type ServeStaticParameters, type StaticServer } from './serve';
export { DEV_SOLANA_SOL, DEV_SOLANA_TOKENS, LOCAL_SOLANA_CHAIN_ID, startSolanaWorld, type SolanaTestMint, type SolanaWorld } from './solana-world';
export { DEVNET_GENESIS_HASH, startSvm, type StartSvmParameters, type Svm } from './svm';
export { deployUniswap, ETH_PRICE, SWAP_DEPLOYER_KEY, type DeployUniswapParameters, type UniswapWorld } from './uniswap';
export { swapServerConfig } from './uniswap-config';
