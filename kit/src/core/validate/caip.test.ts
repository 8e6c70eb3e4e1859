import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCaip10, isCaip10Syntax, isCaip2, parseCaip10, toCaipNetworkId } from './caip.js';

// Test vectors from the ChainAgnostic CAIP-2 and CAIP-10 documents.
const CAIP2_VECTORS = [
  'eip155:1',
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:12a765e31ffd4059bada1e25190f6e98',
  'bip122:fdbe99b90c90bae7505796461471d89a',
  'cosmos:cosmoshub-2',
  'cosmos:cosmoshub-3',
  'cosmos:Binance-Chain-Tigris',
  'cosmos:iov-mainnet',
  'starknet:SN_GOERLI',
  'lip9:9ee11e9df416b18b',
  'chainstd:8c3444cf8970a9e41a706fab93e7a6c4',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
];
const CAIP10_KNOWN = [
  'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
  'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
  'cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
  'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
];
const CAIP10_OTHER_NAMESPACES = [
  'starknet:SN_GOERLI:0x02dd1b492765c064eac4039e3841aa5f382773b598097a40073bd8b48170ab57',
  'chainstd:8c3444cf8970a9e41a706fab93e7a6c4:6d9b0b4b9994e8a6afbd3dc3ed983cd51c755afb27cd1dc7825ef59c134a39f7',
  'hedera:mainnet:0.0.1234567890-zbhlt',
];

describe('CAIP-2 (spec §5)', () => {
  it('a CAIP-2 id has two non-empty parts: known-good vectors pass', () => {
    for (const id of CAIP2_VECTORS) expect(isCaip2(id), id).toBe(true);
  });

  it('rejects empty parts, a short or upper-case namespace, a long reference, extra parts', () => {
    for (const id of ['eip155:', ':1', 'ab:1', 'EIP155:1', `eip155:${'a'.repeat(33)}`, 'eip155:1:0xab', 'eip155', 42]) {
      expect(isCaip2(id), String(id)).toBe(false);
    }
  });

  it('random strings never throw, only return a verdict', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isCaip2(value) === 'boolean'));
  });

  it('every generated namespace:reference matching the grammar passes', () => {
    const namespace = fc.stringMatching(/^[-a-z0-9]{3,8}$/);
    const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
    fc.assert(fc.property(namespace, reference, (ns, ref) => isCaip2(`${ns}:${ref}`)));
  });
});

describe('CAIP-10 (spec §5)', () => {
  it('a CAIP-10 address has three non-empty colon-separated parts with a known namespace', () => {
    for (const id of CAIP10_KNOWN) expect(isCaip10(id), id).toBe(true);
    expect(parseCaip10(CAIP10_KNOWN[0])).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    });
  });

  it('document vectors of other namespaces follow the grammar but are refused (unknown namespace)', () => {
    for (const id of CAIP10_OTHER_NAMESPACES) {
      expect(isCaip10Syntax(id), id).toBe(true);
      expect(isCaip10(id), id).toBe(false);
    }
  });

  it('rejects missing or empty parts', () => {
    for (const id of ['eip155:1', 'eip155:1:', 'eip155::0xab', ':1:0xab', 'eip155:1:0x ab']) {
      expect(isCaip10(id), id).toBe(false);
    }
    expect(parseCaip10('eip155:1')).toBeUndefined();
  });

  it('random strings never throw, only return a verdict', () => {
    fc.assert(fc.property(fc.string(), (value) => typeof isCaip10(value) === 'boolean' && typeof isCaip10(`eip155:${value}`) === 'boolean'));
  });
});

describe('chain ids (spec §5)', () => {
  it('chain ids are a string or number and take the form namespace:reference', () => {
    expect(toCaipNetworkId(10)).toBe('eip155:10');
    expect(toCaipNetworkId('8453')).toBe('eip155:8453');
    expect(toCaipNetworkId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(toCaipNetworkId('eip155:1')).toBe('eip155:1');
    for (const bad of ['eip155:', '', -1, 1.5, null, {}, 'a:b:c']) expect(toCaipNetworkId(bad), String(bad)).toBeUndefined();
  });

  it('random inputs never throw', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const id = toCaipNetworkId(value);
      return id === undefined || isCaip2(id);
    }));
  });
});
