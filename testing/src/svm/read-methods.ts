// The SVM's read methods: cluster facts, balances, accounts and SPL token accounts.
import type { Address } from '@solana/kit';
import { z } from 'zod';
import type { LocalChain } from './chain';
import { encodeAccount, parseMint, parseTokenAccount, tokenAmount, tokenProgramName, TOKEN_PROGRAMS } from './encoding';
import { invalidParams, RpcError } from './errors';
import { accountConfig, checkMinContextSlot, commitmentConfig, method, pubkey, u64, withContext, type MethodHandler } from './params';

const config = z.tuple([commitmentConfig.optional()]);

function epochInfo(chain: LocalChain) {
  const schedule = chain.svm.getEpochSchedule();
  const slot = chain.slot();
  const offset = slot - schedule.firstNormalSlot;
  const epoch = schedule.firstNormalEpoch + offset / schedule.slotsPerEpoch;
  return {
    absoluteSlot: slot,
    blockHeight: chain.blockHeight(),
    epoch,
    slotIndex: offset % schedule.slotsPerEpoch,
    slotsInEpoch: schedule.slotsPerEpoch,
    transactionCount: chain.transactionCount(),
  };
}

/** The token accounts `owner` holds under `program`, optionally of one mint. */
function tokenAccountsOf(chain: LocalChain, owner: Address, program: Address, mint?: Address) {
  return chain.svm.getProgramAccounts(program).flatMap((account) => {
    const parsed = parseTokenAccount(chain.svm, { ...account });
    if (!parsed || parsed.info.owner !== owner || (mint && parsed.info.mint !== mint)) return [];
    return [account];
  });
}

const tokenFilter = z.union([z.object({ mint: pubkey }).strict(), z.object({ programId: pubkey }).strict()]);

export function readMethods(genesisHash: string): Record<string, MethodHandler> {
  return {
    getVersion: method(z.tuple([]), () => ({ 'solana-core': '2.2.16', 'feature-set': 3294202862 })),
    getHealth: method(z.tuple([]), () => 'ok'),
    getGenesisHash: method(z.tuple([]), () => genesisHash),
    getSlot: method(config, (chain, [options]) => (checkMinContextSlot(chain, options), chain.slot())),
    getBlockHeight: method(config, (chain, [options]) => (checkMinContextSlot(chain, options), chain.blockHeight())),
    getEpochInfo: method(config, (chain, [options]) => (checkMinContextSlot(chain, options), epochInfo(chain))),
    getLatestBlockhash: method(config, (chain, [options]) => (checkMinContextSlot(chain, options), withContext(chain, chain.latestBlockhash()))),
    isBlockhashValid: method(z.tuple([z.string().min(32).max(44), commitmentConfig.optional()]), (chain, [blockhash, options]) => {
      checkMinContextSlot(chain, options);
      return withContext(chain, chain.isBlockhashValid(blockhash));
    }),
    getBalance: method(z.tuple([pubkey, commitmentConfig.optional()]), (chain, [address, options]) => {
      checkMinContextSlot(chain, options);
      return withContext(chain, chain.svm.getBalance(address) ?? 0n);
    }),
    getMinimumBalanceForRentExemption: method(z.tuple([z.number().int().nonnegative(), commitmentConfig.optional()]), (chain, [size]) =>
      chain.svm.minimumBalanceForRentExemption(BigInt(size)),
    ),
    getAccountInfo: method(z.tuple([pubkey, accountConfig.optional()]), (chain, [address, options]) => {
      checkMinContextSlot(chain, options);
      const account = chain.svm.getAccount(address);
      return withContext(chain, account.exists ? encodeAccount(chain.svm, account, options?.encoding ?? 'base58', options?.dataSlice) : null);
    }),
    getMultipleAccounts: method(z.tuple([z.array(pubkey).max(100), accountConfig.optional()]), (chain, [addresses, options]) => {
      checkMinContextSlot(chain, options);
      return withContext(
        chain,
        addresses.map((address) => {
          const account = chain.svm.getAccount(address);
          return account.exists ? encodeAccount(chain.svm, account, options?.encoding ?? 'base64', options?.dataSlice) : null;
        }),
      );
    }),
    getTokenAccountsByOwner: method(z.tuple([pubkey, tokenFilter, accountConfig.optional()]), (chain, [owner, filter, options]) => {
      checkMinContextSlot(chain, options);
      let program: Address;
      let mint: Address | undefined;
      if ('mint' in filter) {
        const mintAccount = chain.svm.getAccount(filter.mint);
        if (!mintAccount.exists || !parseMint(mintAccount)) throw invalidParams(`could not find mint ${filter.mint}`);
        program = mintAccount.programAddress;
        mint = filter.mint;
      } else {
        if (!tokenProgramName(filter.programId)) {
          throw invalidParams(`unrecognized Token program id ${filter.programId} (expected ${Object.values(TOKEN_PROGRAMS).join(' or ')})`);
        }
        program = filter.programId;
      }
      const encoding = options?.encoding ?? 'base58';
      return withContext(
        chain,
        tokenAccountsOf(chain, owner, program, mint).map((account) => ({
          pubkey: account.address,
          account: encodeAccount(chain.svm, account, encoding, options?.dataSlice),
        })),
      );
    }),
    getTokenAccountBalance: method(z.tuple([pubkey, commitmentConfig.optional()]), (chain, [address, options]) => {
      checkMinContextSlot(chain, options);
      const account = chain.svm.getAccount(address);
      const parsed = account.exists ? parseTokenAccount(chain.svm, account) : undefined;
      if (!parsed) throw invalidParams(`${address} is not a Token account`);
      return withContext(chain, parsed.info.tokenAmount);
    }),
    getTokenSupply: method(z.tuple([pubkey, commitmentConfig.optional()]), (chain, [address]) => {
      const account = chain.svm.getAccount(address);
      const mint = account.exists ? parseMint(account) : undefined;
      if (!mint) throw invalidParams(`${address} is not a Token mint`);
      return withContext(chain, tokenAmount(BigInt(mint.info.supply), mint.info.decimals));
    }),
    requestAirdrop: method(z.tuple([pubkey, u64.positive(), commitmentConfig.optional()]), (chain, [address, amount]) => {
      try {
        return chain.airdrop(address, BigInt(amount));
      } catch (error) {
        throw new RpcError(-32603, `Internal error: ${(error as Error).message}`);
      }
    }),
  };
}
