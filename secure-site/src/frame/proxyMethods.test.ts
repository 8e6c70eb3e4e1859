// Every JSON-RPC method the frame sends through the server's proxies is on the proxies' allowlists
// (schema/src/embedded/proxies.ts): the safe methods an app's read is forwarded with, and every method the
// frame's own code names. viem's smart-account calls are exercised against the real proxy in smartAccount.test.ts.
import { FRAME_BUNDLER_METHODS, FRAME_RPC_METHODS, SAFE_RPC_METHODS } from '@wallet-modal/schema/embedded';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const frameDir = new URL('.', import.meta.url).pathname;
const sources = [...readdirSync(frameDir), ...readdirSync(join(frameDir, 'requests')).map((f) => join('requests', f))]
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(join(frameDir, f), 'utf8'))
  .join('\n');

/** The string literals passed as the method of a chain call (`chainCall(ctx, id, 'm'`, `rpc('m'`, `readQuantity(rpc, 'm'`) or a bundler call. */
const named = (pattern: RegExp) => [...sources.matchAll(pattern)].map((m) => m[1]!);

describe("The proxies' allowlists", () => {
  it('hold every safe method the frame forwards to the chain (all but the ones it answers itself)', () => {
    const answeredByFrame = new Set(['eth_accounts', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets', 'solana_getAccounts', 'solana_requestAccounts']);
    const forwarded = SAFE_RPC_METHODS.filter((m) => !answeredByFrame.has(m));
    expect(forwarded.filter((m) => !(FRAME_RPC_METHODS as readonly string[]).includes(m))).toEqual([]);
  });

  it("hold every method the frame's code names", () => {
    const chain = named(/(?:chainCall\(ctx, \w+, |\brpc\(|readQuantity\(rpc, )'([a-z_A-Z0-9]+)'/g);
    const bundler = named(/bundlerCall\(ctx, \w+, '([a-z_A-Z0-9]+)'/g);
    expect(chain).toContain('eth_sendRawTransaction');
    expect(bundler).toContain('eth_sendUserOperation');
    expect(chain.filter((m) => !(FRAME_RPC_METHODS as readonly string[]).includes(m))).toEqual([]);
    expect(bundler.filter((m) => !(FRAME_BUNDLER_METHODS as readonly string[]).includes(m))).toEqual([]);
  });
});
