import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertHttpUrl, isHttpUrl } from './rpcUrl.js';

describe('RPC URL (spec §5)', () => {
  it("RPC URL must begin with http or https, otherwise 'Provided URL is not compatible with HTTP connection'", () => {
    expect(isHttpUrl('http://127.0.0.1:8545')).toBe(true);
    expect(isHttpUrl('https://rpc.example/v1/?chainId=eip155:1')).toBe(true);
    expect(() => assertHttpUrl('https://rpc.example')).not.toThrow();
    for (const bad of ['wss://relay.example', 'ftp://x', 'rpc.example', '']) {
      expect(() => assertHttpUrl(bad)).toThrow(expect.objectContaining({ shortMessage: 'Provided URL is not compatible with HTTP connection' }));
    }
  });

  it('random inputs never throw from the verdict', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof isHttpUrl(v) === 'boolean'));
  });
});
