// The Solana part of the world, as the demo and browser tests get it: the dev accounts hold 100 SOL and
// 1,000 of each test token (Token and Token-2022), read over JSON-RPC as a wallet reads them, and our
// API server (as the world configures it) lists them on the SVM's Solana chain.
import { address, createSolanaRpc } from '@solana/kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAnvil, type Anvil } from './anvil';
import { startApiServer, type ApiWorld } from './api-server';
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

it('the world’s API server lists SOL and both test tokens, named and priced, for a dev account on the SVM’s chain', async () => {
  let chain: Anvil | undefined;
  let api: ApiWorld | undefined;
  try {
    chain = await startAnvil({ chainId: 31337 });
    api = await startApiServer({ projectId: 'demo-project', port: 0, chains: [chain], solana });
    const owner = solana.accounts[0]!.address;
    const response = await fetch(`${api.server.url}/v1/account/${owner}/balance?projectId=demo-project&currency=usd&chainId=${solana.chainId}`);
    const { balances } = (await response.json()) as { balances: { symbol: string; address?: string; value: number; quantity: { numeric: string } }[] };
    expect(balances.map(({ symbol, address, value, quantity }) => ({ symbol, address, value, numeric: quantity.numeric }))).toEqual([
      { symbol: 'SOL', address: undefined, value: 100 * 150, numeric: '100' },
      { symbol: solana.mints.token.symbol, address: `${solana.chainId}:${solana.mints.token.address}`, value: 1000, numeric: '1000' },
      { symbol: solana.mints.token2022.symbol, address: `${solana.chainId}:${solana.mints.token2022.address}`, value: 500, numeric: '1000' },
    ]);
    const supported = (await (await fetch(`${api.server.url}/v1/supported-chains?projectId=demo-project`)).json()) as { http: string[] };
    expect(supported.http).toContain(solana.chainId);
  } finally {
    await api?.stop();
    await chain?.stop();
  }
});
