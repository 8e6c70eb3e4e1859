// NFTs and spam in a real browser (issue 14 "Activity and NFTs", spec §2): examples/full with the Dev
// Wallet on anvil and our API server, whose indexer reads the chain's ERC-721 and ERC-1155 transfers.
// An ERC-721 and an ERC-1155 minted to the account show in the NFTs tab with their names and images (drawn
// by our server's image route, never hot-linked); a spam NFT airdrop (a contract on the operator's deny
// list) is not shown, and its transaction, whose only transfer is that spam NFT, is hidden in Activity.

import type { Browser, Page } from 'playwright-core';
import { getAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor } from '../server/test/helpers/activity.js';
import { axeViolations, closeExamplePage, connectDevWallet, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');
const short = (address: Address) => `${getAddress(address).slice(0, 4)}…${getAddress(address).slice(-6)}`;

type Page_ = { data: { transfers: { nft_info?: { name: string } }[] }[] };

/** The NFT transfers our server's history lists for the account (first page). */
async function indexedNfts(): Promise<string[]> {
  const url = `${world.api!.server.url}/v1/account/${world.wallet.account}/history?projectId=demo-project&chainId=eip155:31337`;
  const body = (await (await fetch(url)).json()) as Page_;
  return body.data.flatMap((record) => record.transfers.flatMap((t) => (t.nft_info ? [t.nft_info.name] : [])));
}

describe('NFTs and spam airdrops in the modal', () => {
  beforeAll(async () => {
    ({ world, browser, page, egress } = await openExamplePage({ example: 'full' }, {
      // Dev account 9 (not the Dev Wallet's) mints to the Dev Wallet's account: a kitten, two of an ERC-1155, and the airdrop.
      beforeGoto: async (_page, world) => {
        const minter = actor(world.chains[0]!, 9);
        const to = world.wallet.account as Address;
        const { erc721, erc1155, spam } = world.api!.nfts;
        await minter.write(erc721, 'TestNFT', 'mint', [to, 7n]);
        await minter.write(erc1155, 'TestMultiToken', 'mint', [to, 3n, 2n]);
        await minter.write(spam, 'TestNFT', 'mint', [to, 1n]);
      },
    }));
  }, 180_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('NFTs tab: owned ERC-721/1155 with names and images, the images from our server', async () => {
    // The tab reads the history when opened: wait for the indexer to have the three mints first.
    await expect.poll(indexedNfts, { timeout: 30_000, interval: 250 }).toHaveLength(3);
    await connectDevWallet(page);
    await dialog().getByRole('tab', { name: 'NFTs' }).click();
    const items = dialog().getByRole('list', { name: 'NFTs' }).getByRole('listitem');
    await expect.poll(() => items.allInnerTexts(), { timeout: 15_000 }).toEqual(['NFT #3', 'Local Kittens #7']);
    const images = items.locator('img');
    expect(await images.count()).toBe(2);
    for (const image of await images.all()) {
      const src = (await image.getAttribute('src'))!;
      expect(src.startsWith(`${world.api!.server.url}/public/getTokenImage/`)).toBe(true);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a spam NFT airdrop (a contract on the operator deny list) is not shown among the NFTs', async () => {
    expect(await indexedNfts()).toContain('Free Airdrop #1');
    expect(await dialog().getByRole('list', { name: 'NFTs' }).innerText()).not.toContain('Free Airdrop');
  });

  it('Transactions whose transfers are all flagged spam NFTs are hidden: Activity lists the two mints, not the airdrop', async () => {
    await dialog().getByRole('tab', { name: 'Activity' }).click();
    const month = new Date().toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const group = dialog().getByRole('region', { name: month });
    const { erc721, erc1155, spam } = world.api!.nfts;
    await expect.poll(() => group.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual(
      expect.arrayContaining([expect.stringContaining(short(erc721)), expect.stringContaining(short(erc1155))]),
    );
    const items = await group.getByRole('listitem').allInnerTexts();
    expect(items.filter((text) => text.startsWith('mint')).length).toBeGreaterThanOrEqual(2);
    expect(items.some((text) => text.includes(short(spam)))).toBe(false);
  });

  it('makes no request that leaves the machine (no NFT image is hot-linked)', () => {
    egress.assertNoEgress();
  });
});
