// The world the swap and price tests run in: anvil as Ethereum (chain 1, a spec §9 swap network) with
// the local swap world deployed (testing/src/uniswap.ts), a second anvil (chain 31337, outside the spec's
// list) with the same contracts configured, and our server serving swaps and prices on them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, type Address, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type Anvil, deployUniswap, startAnvil, swapServerConfig, type UniswapWorld } from '@wallet-modal/testing';
import type { ConfigInput } from '../../src/config/schema.js';
import type { RunningServer } from '../../src/server.js';
import { startTestServer } from './server.js';
import { PROJECT, projects } from './world.js';

export { PROJECT };

export type SwapWorld = {
  server: RunningServer;
  chain: Anvil;
  swap: UniswapWorld;
  /** Chain 31337: configured with a swap provider, but not a spec §9 swap network. */
  other: Anvil;
  client: PublicClient;
  /** Sends a transaction from a dev account and waits for its receipt. */
  send(from: number, tx: { to: Address; data: Hex; value?: bigint; gas?: bigint }): Promise<{ status: 'success' | 'reverted'; gasUsed: bigint; effectiveGasPrice: bigint }>;
  stop(): Promise<void>;
};

const local = (chain: Anvil) => ({ id: chain.chainId, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.url] } } });

/** `overrides` may replace any part of the server config; it gets the swap world and the chain-1 anvil's URL. */
export async function startSwapWorld(overrides: (swap: UniswapWorld, rpcUrl: string) => ConfigInput = () => ({})): Promise<SwapWorld> {
  const [chain, other] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 31337 })]);
  const dir = mkdtempSync(join(tmpdir(), 'wm-swap-'));
  try {
    const [swap, otherSwap] = await Promise.all([deployUniswap({ url: chain.url, chainId: 1 }), deployUniswap({ url: other.url, chainId: 31337 })]);
    const file = join(dir, 'prices.json');
    writeFileSync(file, JSON.stringify({ usd: { ETH: 1234, USDC: 0.5 } }));
    const { convert, prices } = swapServerConfig(swap);
    const otherConvert = swapServerConfig(otherSwap).convert;
    const chainConfig = (c: Anvil) => ({ id: `eip155:${c.chainId}`, name: `Local ${c.chainId}`, rpcUrl: c.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, multicall3: null });
    const server = await startTestServer({
      projects,
      chains: [chainConfig(chain), chainConfig(other)],
      convert: { ...convert, chains: [...convert.chains!, ...otherConvert.chains!] },
      prices: { ...prices, file },
      history: { enabled: false },
      ...overrides(swap, chain.url),
    });
    const client = createPublicClient({ chain: local(chain), transport: http(chain.url) }) as PublicClient;
    return {
      server,
      chain,
      swap,
      other,
      client,
      async send(from, tx) {
        const account = privateKeyToAccount(chain.accounts[from]!.privateKey);
        const wallet = createWalletClient({ account, chain: local(chain), transport: http(chain.url) });
        const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: tx.value, gas: tx.gas });
        return client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      },
      async stop() {
        await server.close();
        await Promise.all([chain.stop(), other.stop()]);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all([chain.stop(), other.stop()]);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
