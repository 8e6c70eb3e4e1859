// ERC-4337 on the local chain: EntryPoint v0.8 and Simple7702Account (the code the embedded wallet's EOA delegates
// to, EIP-7702) from their npm artifacts, deployed through anvil's CREATE2 deployer at their canonical addresses,
// and the alto bundler as a child on loopback.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { concatHex, createPublicClient, createWalletClient, getContractAddress, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNTS } from './accounts';
import { freePort } from './ports';
import { track } from './processes';

const require = createRequire(import.meta.url);

/** Anvil's deterministic deployer (Arachnid's CREATE2 proxy): data = salt ‖ initcode. */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C' as const;
/** Where EntryPoint v0.8 lives on every chain (eth-infinitism's release). */
export const ENTRY_POINT_08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' as const;
/** The salt eth-infinitism deployed v0.8 with; the artifact's initcode with it gives ENTRY_POINT_08. */
const ENTRY_POINT_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9';
/** eth-infinitism deployed Simple7702Account with the zero salt. */
const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`;
/** Where Simple7702Account (EntryPoint v0.8) lives on every chain: the artifact's initcode under the zero salt. */
export const SIMPLE_7702_ACCOUNT_08 = '0xe6Cae83BdE06E4c305530e199D7217f42808555B' as const;

// Keys of their own, so the bundler's nonces never meet a test's (dev account 9 deploys the example world's NFTs):
// the deployer, the executor, and the utility account alto deploys its simulations contract from.
const DEPLOYER = DEV_ACCOUNTS[7]!;
const EXECUTOR = DEV_ACCOUNTS[8]!;
const UTILITY = DEV_ACCOUNTS[6]!;

export type Bundler = {
  /** The bundler's JSON-RPC (eth_sendUserOperation, eth_getUserOperationReceipt, …) on 127.0.0.1. */
  url: string;
  port: number;
  entryPoint: `0x${string}`;
  /** Simple7702Account: the code an EOA delegates to (EIP-7702) to be the embedded wallet's smart account. */
  simple7702: `0x${string}`;
  /** Stops alto; the contracts stay on the chain. */
  stop: () => Promise<void>;
};

export type StartBundlerParameters = { rpcUrl: string; chainId: number; port?: number };

type Artifact = { bytecode: Hex };
const artifact = (name: string): Artifact => require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact;

/** The CREATE2 address of `initcode` under `salt` from the deterministic deployer. */
const create2Address = (salt: Hex, initcode: Hex) => getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode: initcode });

/**
 * Deploys EntryPoint v0.8 and Simple7702Account (once per chain: a second call finds them) and returns their addresses.
 * @example
 * const { entryPoint, simple7702 } = await deployAccountAbstraction({ rpcUrl: chain.url, chainId: chain.chainId });
 */
export async function deployAccountAbstraction({ rpcUrl, chainId }: { rpcUrl: string; chainId: number }) {
  const chain = { id: chainId, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } } as const;
  const client = createPublicClient({ chain, transport: http(rpcUrl) });
  const wallet = createWalletClient({ chain, transport: http(rpcUrl), account: privateKeyToAccount(DEPLOYER.privateKey) });
  if (!(await client.getCode({ address: CREATE2_DEPLOYER }))) throw new Error(`No CREATE2 deployer at ${CREATE2_DEPLOYER} on ${rpcUrl}: anvil has one; another chain needs it first.`);

  async function deploy(salt: Hex, initcode: Hex): Promise<`0x${string}`> {
    const address = create2Address(salt, initcode);
    if (await client.getCode({ address })) return address;
    const hash = await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concatHex([salt, initcode]), gas: 15_000_000n });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    if (receipt.status !== 'success' || !(await client.getCode({ address }))) throw new Error(`CREATE2 deployment to ${address} failed (transaction ${hash})`);
    return address;
  }

  const entryPoint = await deploy(ENTRY_POINT_SALT, artifact('EntryPoint').bytecode);
  const simple7702 = await deploy(ZERO_SALT, artifact('Simple7702Account').bytecode);
  if (simple7702 !== SIMPLE_7702_ACCOUNT_08) throw new Error(`Simple7702Account landed at ${simple7702}, not ${SIMPLE_7702_ACCOUNT_08}: the @account-abstraction/contracts artifact changed`);
  return { entryPoint, simple7702 };
}

/** alto's entry script in this install. */
function altoCli(): string {
  // The package exports only its library entry: find the CLI beside it (esm/index.js → esm/cli/alto.js).
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js');
}

async function waitForBundler(url: string, entryPoint: string, failed: () => string | undefined, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(`alto did not start: ${reason.slice(-2000)}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      });
      const json = (await response.json()) as { result?: string[] };
      if (json.result?.some((address) => address.toLowerCase() === entryPoint.toLowerCase())) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`alto did not answer eth_supportedEntryPoints on ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Deploys the ERC-4337 contracts on a local chain and starts alto in front of it; resolves once alto answers
 * eth_supportedEntryPoints with our EntryPoint.
 * @example
 * const chain = await startAnvil({ chainId: 31337 });
 * const bundler = await startBundler({ rpcUrl: chain.url, chainId: chain.chainId });
 * // … bundler.url takes eth_sendUserOperation
 * await bundler.stop();
 */
export async function startBundler({ rpcUrl, chainId, port }: StartBundlerParameters): Promise<Bundler> {
  const { entryPoint, simple7702 } = await deployAccountAbstraction({ rpcUrl, chainId });
  const listenPort = port ?? (await freePort());
  const args = [
    altoCli(),
    '--entrypoints', entryPoint,
    '--rpc-url', rpcUrl,
    '--executor-private-keys', EXECUTOR.privateKey,
    '--utility-private-key', UTILITY.privateKey,
    '--utility-wallet-monitor', 'false',
    '--safe-mode', 'false',
    '--port', String(listenPort),
    // anvil mines on demand: do not wait a second per block.
    '--block-time', '100',
    '--min-bundle-interval', '50',
    '--max-bundle-interval', '200',
    '--refilling-wallets', 'false',
    '--log-level', 'warn',
  ];
  // alto listens on 0.0.0.0 with no option to change it: the preload moves that listen to loopback.
  const preload = join(dirname(fileURLToPath(import.meta.url)), 'loopback-listen.cjs');
  const child = spawn(process.execPath, ['--require', preload, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = track(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${listenPort}`;
  try {
    await waitForBundler(url, entryPoint, () => (child.exitCode === null ? undefined : output || `exit code ${child.exitCode}`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: listenPort, entryPoint, simple7702, stop };
}
