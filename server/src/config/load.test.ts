// Config: defaults for an empty file, env vars over the file, validation errors naming the field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load.js';
import { defaultAllowedOrigins } from './schema.js';

const dir = mkdtempSync(join(tmpdir(), 'wm-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (content: unknown) => {
  const path = join(dir, `config-${++n}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

describe('loadConfig', () => {
  it('runs with no file: loopback host, embedded database, the spec default origins and RPC policy', () => {
    const c = loadConfig({ env: {} });
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8787, database: { pgliteDir: '.wallet-modal-server/pgdata' }, chains: [] });
    expect(c.database.url).toBeUndefined();
    expect(c.origins.defaults).toEqual(defaultAllowedOrigins);
    expect(c.rpc).toMatchObject({ timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150, maxBatchSize: 1000 });
  });

  it('env vars override the file', () => {
    const path = file({ port: 9000, host: '0.0.0.0', database: { pgliteDir: '/data' } });
    const c = loadConfig({ env: { CONFIG: path, PORT: '9100', DATABASE_URL: 'postgres://db/x' } });
    expect(c).toMatchObject({ port: 9100, host: '0.0.0.0', database: { url: 'postgres://db/x', pgliteDir: '/data' } });
  });

  it('TRUSTED_PROXIES is a comma-separated list that overrides the file; none trusted by default', () => {
    expect(loadConfig({ env: {} }).trustedProxies).toEqual([]);
    const path = file({ trustedProxies: ['192.168.0.1'] });
    expect(loadConfig({ env: { CONFIG: path, TRUSTED_PROXIES: ' 10.0.0.0/8, fd00::/8 ,' } }).trustedProxies).toEqual(['10.0.0.0/8', 'fd00::/8']);
  });

  it('a trustedProxies range proxy-addr accepts but never matches (IPv4-mapped, prefix under 96) is refused, naming it', () => {
    expect(() => loadConfig({ env: {}, overrides: { trustedProxies: ['::ffff:10.0.0.0/8'] } })).toThrow(
      /"::ffff:10\.0\.0\.0\/8" is not an IP address or CIDR range \(an IPv4-mapped range needs a prefix of 96 or more[^\n]*\n\s*→ at trustedProxies\[0\]/,
    );
    expect(loadConfig({ env: {}, overrides: { trustedProxies: ['::ffff:10.0.0.0/104', '::ffff:10.0.0.1', '2001:db8::/32'] } }).trustedProxies).toHaveLength(3);
  });

  it('a chain gets the canonical Multicall3 address unless set', () => {
    const chain = { id: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } };
    expect(loadConfig({ env: {}, overrides: { chains: [chain] } }).chains[0]!.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
  });

  it('a chain viem knows is configured by its id alone: name, currency, RPC, explorer and testnet come from viem/chains', () => {
    const [baseSepolia] = loadConfig({ env: {}, overrides: { chains: [{ id: 'eip155:84532' }] } }).chains;
    expect(baseSepolia).toMatchObject({ id: 'eip155:84532', name: 'Base Sepolia', nativeCurrency: { symbol: 'ETH', decimals: 18 }, rpcUrl: 'https://sepolia.base.org', testnet: true });
    expect(baseSepolia!.blockExplorer?.url).toMatch(/^https:\/\/sepolia\.basescan\.org/);
    // The operator's own values win over viem's.
    const [local] = loadConfig({ env: {}, overrides: { chains: [{ id: 'eip155:84532', name: 'Base Sepolia (anvil)', rpcUrls: ['http://127.0.0.1:8546', 'http://127.0.0.1:8547'] }] } }).chains;
    expect(local).toMatchObject({ name: 'Base Sepolia (anvil)', rpcUrl: 'http://127.0.0.1:8546', fallbackRpcUrls: ['http://127.0.0.1:8547'], testnet: true });
  });

  it("a chain of the operator's own takes the app config's network shape; one viem does not know must say what it is", () => {
    const rollup = {
      id: 'eip155:777777',
      name: 'My Rollup',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.my-rollup.example'],
      blockExplorer: { name: 'Rollscan', url: 'https://scan.my-rollup.example' },
      testnet: true,
      iconUrl: 'https://my-rollup.example/icon.png',
    };
    const { rpcUrls: _, ...facts } = rollup;
    expect(loadConfig({ env: {}, overrides: { chains: [rollup] } }).chains[0]).toMatchObject({ ...facts, rpcUrl: 'https://rpc.my-rollup.example', fallbackRpcUrls: [] });
    expect(() => loadConfig({ env: {}, overrides: { chains: [{ id: 'eip155:777777', name: 'My Rollup' }] } })).toThrow(/eip155:777777 is not a chain viem knows: give its nativeCurrency, rpcUrls[^\n]*\n\s*→ at chains\[0\]\.id/);
    expect(() => loadConfig({ env: {}, overrides: { chains: [{ id: 'eip155:1', rpcUrl: 'http://127.0.0.1:8545', rpcUrls: ['http://127.0.0.1:8546'] }] } })).toThrow(/either rpcUrls or rpcUrl/);
    expect(() => loadConfig({ env: {}, overrides: { chains: [{ id: 'eip155:1' }, { id: 'eip155:1' }] } })).toThrow(/each EVM chain id may be configured once/);
  });

  it('the shipped config.example.json is valid', () => {
    const example = new URL('../../config.example.json', import.meta.url).pathname;
    expect(loadConfig({ path: example, env: {} }).chains.map((c) => c.id)).toEqual(['eip155:31337', 'eip155:1']);
  });

  it('names the bad field, and unknown keys are errors', () => {
    expect(() => loadConfig({ env: {}, overrides: { port: 70000 } })).toThrow(/port/);
    expect(() => loadConfig({ path: file({ prot: 1 }), env: {} })).toThrow(/prot/);
    expect(() => loadConfig({ path: file({ projects: [{ id: 'p', origins: ['*.x.com'] }] }), env: {} })).toThrow(/projects\[0\]\.origins\[0\]|must look like/);
    expect(() => loadConfig({ path: file('{nope'), env: {} })).toThrow(ConfigError);
    expect(() => loadConfig({ path: '/no/such/file.json', env: {} })).toThrow(/Cannot read config file/);
  });
});
