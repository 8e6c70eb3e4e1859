// The Solana part of the world, as the demo and browser tests get it: the dev accounts hold 100 SOL and
// 1,000 of each test token (Token and Token-2022), read over JSON-RPC as a wallet reads them.
import { address, createSolanaRpc } from '@solana/kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSolanaWorld, type SolanaWorld } from './solana-world';

let solana: SolanaWorld;
beforeAll(async () => {
  solana = await startSolanaWorld();
});
afterAll(() => solana?.stop());

it('the dev Solana accounts hold 100 SOL and 1,000 of the Token and the Token-2022 test mint, on devnet’s CAIP-2 id', async () => {
  const rpc = createSolanaRpc(solana.url);
  expect(solana.chainId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  expect((await rpc.getGenesisHash().send()).slice(0, 32)).toBe(solana.chainId.slice('solana:'.length));
  for (const account of solana.accounts) {
    expect((await rpc.getBalance(address(account.address)).send()).value).toBe(100n * 10n ** 9n);
    for (const mint of [solana.mints.token, solana.mints.token2022]) {
      const { value } = await rpc.getTokenAccountsByOwner(address(account.address), { programId: address(mint.programId) }, { encoding: 'jsonParsed' }).send();
      expect(value.map((entry) => entry.account.data.parsed.info)).toEqual([
        expect.objectContaining({ mint: mint.address, tokenAmount: expect.objectContaining({ uiAmountString: '1000', decimals: mint.decimals }) }),
      ]);
    }
  }
});
