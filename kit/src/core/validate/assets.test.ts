import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAssetResponse } from './assets.js';

const eth = {
  address: '0x0000000000000000000000000000000000000000',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', iconUrl: 'https://x/eth.png', decimals: 18, price: 3000 },
};

describe('asset responses (spec §5)', () => {
  it('valid only if every asset has string address and balance, type ERC20 or NATIVE, and metadata with string name, symbol, iconUrl and numeric decimals and price', () => {
    expect(parseAssetResponse({ '0x1': [eth, { ...eth, type: 'ERC20' }] })).toEqual({ '0x1': [eth, { ...eth, type: 'ERC20' }] });
    const broken = [
      { ...eth, address: 1 },
      { ...eth, balance: 1 },
      { ...eth, type: 'ERC721' },
      { ...eth, metadata: { ...eth.metadata, name: undefined } },
      { ...eth, metadata: { ...eth.metadata, iconUrl: null } },
      { ...eth, metadata: { ...eth.metadata, decimals: '18' } },
      { ...eth, metadata: { ...eth.metadata, price: '3000' } },
    ];
    for (const asset of broken) expect(parseAssetResponse({ '0x1': [eth, asset] })).toBeUndefined();
    expect(parseAssetResponse([eth])).toBeUndefined();
  });

  it('random inputs never throw', () => {
    fc.assert(fc.property(fc.anything(), (v) => parseAssetResponse(v) === undefined || typeof v === 'object'));
  });
});
