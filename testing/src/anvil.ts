// A local EVM chain: the anvil binary shipped in @foundry-rs/anvil's platform
// package (nothing is downloaded), on loopback, with the standard prefunded accounts.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DEV_ACCOUNTS, DEV_MNEMONIC, type DevAccount } from './accounts';
import { freePort } from './ports';
import { track } from './processes';

export type StartAnvilParameters = { chainId: number; port?: number };

export type Anvil = {
  url: string;
  chainId: number;
  port: number;
  accounts: readonly DevAccount[];
  stop: () => Promise<void>;
};

const require = createRequire(import.meta.url);

/** Path of the anvil executable for this platform, from the installed npm package. */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  let manifest: string;
  try {
    manifest = require.resolve(`${pkg}/package.json`);
  } catch {
    throw new Error(`${pkg} is not installed: run \`npm ci\` (anvil ships one binary package per platform).`);
  }
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

/**
 * Starts anvil and resolves once it answers JSON-RPC.
 * @example
 * const chain = await startAnvil({ chainId: 31337 });
 * // … chain.url is http://127.0.0.1:<port>
 * await chain.stop();
 */
export async function startAnvil({ chainId, port }: StartAnvilParameters): Promise<Anvil> {
  const listenPort = port ?? (await freePort());
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(listenPort), '--chain-id', String(chainId), '--mnemonic', DEV_MNEMONIC, '--quiet'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = track(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const url = `http://127.0.0.1:${listenPort}`;
  try {
    await waitForRpc(url, chainId, () => (child.exitCode === null ? undefined : stderr || `exit code ${child.exitCode}`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, chainId, port: listenPort, accounts: DEV_ACCOUNTS, stop };
}

async function waitForRpc(url: string, chainId: number, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(`anvil exited before answering on ${url}: ${failure.trim()}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      const { result } = (await response.json()) as { result?: string };
      // Another program on the port would answer with a different id, or not JSON at all.
      if (result && Number(result) === chainId) return;
      throw new Error(`unexpected eth_chainId ${result}`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`anvil did not answer JSON-RPC on ${url} within 15 s`);
}
