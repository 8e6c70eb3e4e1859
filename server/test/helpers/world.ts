// The world the API tests run in: the server with two test projects, and (for the Blockchain API)
// two local anvil chains with our ERC20s, Multicall3 on one of them and a name service.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Address } from 'viem';
import type { ConfigInput } from '../../src/config/schema.js';
import type { RunningServer } from '../../src/server.js';
import { namehash, startTestChain, type TestChain } from './chain.js';
import { startTestServer } from './server.js';

export const PROJECT = 'test-project';
export const QUIET_PROJECT = 'quiet-project';
export const ALLOWED_ORIGIN = 'https://app.example.com';
export const projects: ConfigInput['projects'] = [
  { id: PROJECT, name: 'Test', origins: [ALLOWED_ORIGIN, 'https://*.preview.example.org'] },
  { id: QUIET_PROJECT, analytics: false, origins: [] },
];

export const AVATAR = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
export const NAME = 'alice.test';

export type ChainWorld = {
  server: RunningServer;
  chain: TestChain;
  chainB: TestChain;
  tokens: { tkn: Address; usdc: Address; zero: Address; notAToken: Address; tokenB: Address };
  prices: { usd: Record<string, number> };
  stop(): Promise<void>;
};

export async function startChainWorld(overrides: ConfigInput = {}): Promise<ChainWorld> {
  const [chain, chainB] = await Promise.all([startTestChain(31337), startTestChain(10)]);
  try {
    const tkn = await chain.deploy('TestToken', ['Test Token', 'TKN', 18, 1000n * 10n ** 18n]);
    const usdc = await chain.deploy('TestToken', ['USD Coin', 'USDC', 6, 5000n * 10n ** 6n]);
    const zero = await chain.deploy('TestToken', ['Whole Points', 'PTS', 0, 100n]);
    const multicall = await chain.deploy('Multicall3');
    const names = await chain.deploy('NameService');
    await chain.write(names, 'NameService', 'setName', [chain.deployer, NAME]);
    await chain.write(names, 'NameService', 'setText', [namehash(NAME), 'avatar', AVATAR]);
    const tokenB = await chainB.deploy('TestToken', ['Bridged Token', 'BTK', 8, 42n * 10n ** 8n]);
    const notAToken = chain.accounts[5]!.address; // an account, not a contract
    const prices = { usd: { ETH: 2000, TKN: 2.5, [`eip155:31337:${usdc}`.toLowerCase()]: 0.999 }, eur: { ETH: 1800 } };
    const pricesDir = mkdtempSync(join(tmpdir(), 'wm-prices-'));
    const pricesFile = join(pricesDir, 'prices.json');
    writeFileSync(pricesFile, JSON.stringify(prices));
    const server = await startTestServer({
      projects,
      prices: { file: pricesFile },
      chains: [
        {
          id: 'eip155:31337',
          name: 'Anvil',
          rpcUrl: chain.url,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          multicall3: multicall,
          tokens: [{ address: tkn }, { address: usdc }, { address: zero }, { address: notAToken }],
          nameService: { type: 'ens', universalResolver: names },
        },
        {
          id: 'eip155:10',
          name: 'OP Local',
          rpcUrl: chainB.url,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          multicall3: null,
          tokens: [{ address: tokenB }],
        },
      ],
      ...overrides,
    });
    return {
      server,
      chain,
      chainB,
      tokens: { tkn, usdc, zero, notAToken, tokenB },
      prices,
      async stop() {
        await server.close();
        await Promise.all([chain.stop(), chainB.stop()]);
        rmSync(pricesDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all([chain.stop(), chainB.stop()]);
    throw error;
  }
}
