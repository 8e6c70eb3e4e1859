import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newEntropy, withAccount } from './account.js';
import { combineShares, splitSecret } from './shares.js';

const addressOf = (entropy: Uint8Array) => withAccount(entropy.slice(), async (account) => account.address);

describe('2-of-2 shares of the wallet entropy', () => {
  it('the device share and the server share rebuild the entropy, hence the same address', async () => {
    const entropy = newEntropy();
    const address = await addressOf(entropy);
    const [device, server] = await splitSecret(entropy);
    expect(device).not.toEqual(entropy.slice());
    const rebuilt = await combineShares(device, server);
    expect(rebuilt).toEqual(entropy);
    expect(await addressOf(rebuilt)).toBe(address);
  });

  it('two splits of one secret are independent: shares of different splits do not combine to it', async () => {
    const entropy = newEntropy();
    const [deviceA] = await splitSecret(entropy);
    const [, serverB] = await splitSecret(entropy);
    const mixed = await combineShares(deviceA, serverB).catch(() => undefined);
    expect(mixed).not.toEqual(entropy);
  });

  it('a wrong or garbled share never reconstructs the address', async () => {
    const entropy = newEntropy();
    const address = await addressOf(entropy);
    const [device, server] = await splitSecret(entropy);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 255 }), fc.boolean(), async (index, mask, garbleDevice) => {
        const garbled = (garbleDevice ? device : server).slice();
        garbled[index] = (garbled[index] ?? 0) ^ mask;
        const rebuilt = await combineShares(garbleDevice ? garbled : device, garbleDevice ? server : garbled).catch(() => undefined);
        if (rebuilt) expect(await addressOf(rebuilt)).not.toBe(address);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses shares of the wrong length', async () => {
    const [device, server] = await splitSecret(newEntropy());
    await expect(combineShares(device.slice(1), server)).rejects.toThrow(/wrong length/);
  });

  it('withAccount wipes the entropy it was given', async () => {
    const entropy = newEntropy();
    await withAccount(entropy, async () => undefined);
    expect([...entropy].every((byte) => byte === 0)).toBe(true);
  });
});
