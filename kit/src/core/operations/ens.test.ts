// @vitest-environment jsdom
// ENS address and avatar (spec §7) through the EVM adapter on a real anvil chain with ENS deployed where
// viem looks for it (testing/src/ens.ts): the answer kept 5 minutes (spec §9 "ENS name 5 min"), and an app
// without Ethereum told what to add. The browser test is e2e/operations.e2e.test.ts.

import { namehash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor } from '../../../../server/test/helpers/activity.js';
import { type Anvil, deployEns, type EnsWorld, startAnvil } from '@wallet-modal/testing';
import { evmAdapter } from '../../adapters/evm/index.js';
import { createWalletModal } from '../client.js';
import { ENS_CACHE_TTL_MS } from '../constants.js';
import { resolveEns } from './ens.js';

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let anvil: Anvil;
let ens: EnsWorld;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  ens = await deployEns(anvil, [{ name: 'alice.eth', address: alice }]);
}, 60_000);

afterAll(() => anvil?.stop());

describe('ENS address and avatar', () => {
  it('ENS name 5 min: an answer is kept 5 minutes, then read again from the chain', async () => {
    const modal = createWalletModal({ projectId: 'test', networks: ['eip155:10', 'eip155:1'], rpcUrls: { 'eip155:1': anvil.url }, adapters: [evmAdapter()] });
    const T0 = 1_800_000_000_000;
    expect(await resolveEns(modal, { name: 'alice.eth' }, 'address', () => T0)).toBe(alice);
    await actor(anvil, 8).write(ens.resolver, 'TestEnsResolver', 'setAddr', [namehash('alice.eth'), bob]);
    expect(await resolveEns(modal, { name: 'alice.eth' }, 'address', () => T0 + ENS_CACHE_TTL_MS - 1)).toBe(alice);
    expect(await resolveEns(modal, { name: 'alice.eth' }, 'address', () => T0 + ENS_CACHE_TTL_MS)).toBe(bob);
    modal.destroy();
  });

  it('an app without Ethereum (or Sepolia) in its networks is told to add it', async () => {
    const modal = createWalletModal({ projectId: 'test', networks: ['eip155:10'], rpcUrls: { 'eip155:10': anvil.url }, adapters: [evmAdapter()] });
    await expect(modal.getEnsAddress({ name: 'alice.eth' })).rejects.toMatchObject({
      shortMessage: 'ENS names resolve on Ethereum: add eip155:1 (or eip155:11155111, Sepolia) to the networks',
    });
    modal.destroy();
  });

  it('without the EVM adapter, says which adapter ENS needs', async () => {
    const modal = createWalletModal({ projectId: 'test', networks: ['eip155:1'], rpcUrls: { 'eip155:1': anvil.url }, adapters: [] });
    await expect(modal.getEnsAvatar({ name: 'alice.eth' })).rejects.toMatchObject({ shortMessage: 'Contract calls need evmAdapter() in createWalletModal({ adapters })' });
    modal.destroy();
  });
});
