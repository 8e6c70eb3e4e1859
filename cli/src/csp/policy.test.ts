// The Content-Security-Policy from the config (issue 36): every origin the modal calls, and only those.

import { parseConfig, type WalletModalConfig } from '@wallet-modal/schema';
import { describe, expect, it } from 'vitest';
import { cspDirectives, formatPolicy, PUBLIC_RELAY } from './policy.js';

function config(input: Record<string, unknown>): WalletModalConfig {
  const result = parseConfig({ projectId: 'demo', ...input });
  if (!result.success) throw new Error(JSON.stringify(result));
  return result.config;
}

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

describe('create-wallet-modal csp', () => {
  it('A configured app gets exactly its API server, RPC URLs, relay and secure site, with no unsafe-inline or unsafe-eval', () => {
    const directives = cspDirectives(
      config({
        networks: ['eip155:1', 'eip155:10'],
        rpcUrls: { 'eip155:1': 'https://rpc.app.example/mainnet', 'eip155:10': ['https://rpc.app.example/op', 'https://backup.example:8545/op'] },
        apiUrl: 'https://api.app.example/v1',
        relayUrl: 'wss://relay.app.example',
        secureSiteUrl: 'https://secure.app.example/',
      }),
    );
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.app.example', 'https://rpc.app.example', 'https://backup.example:8545', 'wss://relay.app.example', 'https://secure.app.example']);
    expect(directives['frame-src']).toEqual(['https://secure.app.example']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://api.app.example']);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(formatPolicy(directives)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('Without relayUrl the public WalletConnect relay and what its SDK calls are listed; without WalletConnect in the connector order, no relay at all', () => {
    expect(cspDirectives(config({ networks: ['eip155:1'] }))['connect-src']).toEqual(["'self'", 'https://eth.merkle.io', ...PUBLIC_RELAY]);
    const noWalletConnect = cspDirectives(config({ networks: ['eip155:1'], connectorOrder: ['injected', 'recent'] }));
    expect(noWalletConnect['connect-src']).toEqual(["'self'", 'https://eth.merkle.io']);
    // No secure site configured: nothing may be framed.
    expect(noWalletConnect['frame-src']).toEqual(["'none'"]);
  });

  it('A Solana network adds its RPC subscription socket (web3.js confirms transactions there)', () => {
    const directives = cspDirectives(config({ networks: [SOLANA], rpcUrls: { [SOLANA]: 'http://127.0.0.1:8899' }, relayUrl: 'ws://127.0.0.1:5555' }));
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8899', 'ws://127.0.0.1:8900', 'ws://127.0.0.1:5555']);
  });

  it('A network the kit does not build in (defined from viem) is listed with its RPC URL', () => {
    const directives = cspDirectives(config({ networks: ['eip155:84532'], rpcUrls: { 'eip155:84532': 'http://127.0.0.1:8546' }, relayUrl: 'ws://127.0.0.1:5555' }));
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8546', 'ws://127.0.0.1:5555']);
  });

  it('Next.js gets a per-request nonce and strict-dynamic in script-src, still without unsafe-inline', () => {
    const policy = formatPolicy(cspDirectives(config({ networks: ['eip155:1'] }), 'next'));
    expect(policy).toContain("script-src 'self' 'nonce-{NONCE}' 'strict-dynamic'; style-src 'self';");
    expect(policy).not.toMatch(/unsafe/);
  });
});
