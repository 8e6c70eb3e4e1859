// GET /v1/account/{address}/balance?currency=usd&chainId= -> { balances: TokenBalance[] }, read live
// from each chain: eip155 through its RPC, solana through its JSON-RPC (SOL and SPL tokens), bip122
// through its Esplora API. Without chainId, every configured chain of the address's namespace is read.
import { isAddress as isSolanaAddress } from '@solana/kit';
import { balanceQuery, type BalancesResponse } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import { getBalances } from '../chains/balances.js';
import { getBitcoinBalances } from '../chains/bitcoin/balances.js';
import { bitcoinNetworkOf, networkOfAddress } from '../chains/bitcoin/networks.js';
import { evmAddress, evmAddressForEvmChain, solanaAddress } from '../chains/params.js';
import { isTransportError } from '../chains/read-contracts.js';
import type { ChainEntry } from '../chains/registry.js';
import { getSolanaBalances } from '../chains/solana/balances.js';
import { transportFailure } from '../chains/transport.js';
import { ApiError } from '../errors.js';
import { projectGuard } from '../projects/guard.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const PATH = '/v1/account/:address/balance';

export function balanceRoutes(s: Services) {
  return new Hono<AppEnv>().use(PATH, projectGuard(s)).get(PATH, async (c) => {
    const q = parseInput(balanceQuery, c.req.query());
    if (!s.prices.currencies().includes(q.currency)) {
      throw new ApiError('UNSUPPORTED_CURRENCY', `${q.currency} (supported: ${s.prices.currencies().join(', ')})`);
    }
    const address = c.req.param('address');
    const read = { currency: q.currency, prices: s.prices, iconUrl: (symbol: string) => `${s.baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}` };
    const answer = (balances: BalancesResponse['balances']) => {
      // A forced read is the client saying what it holds is stale (after a send): nothing may keep this answer.
      c.header('cache-control', q.forceUpdate === 'true' ? 'no-store' : 'private, max-age=30');
      return c.json({ balances } satisfies BalancesResponse);
    };
    const evm = async (chains: ChainEntry[], checked: ReturnType<typeof evmAddress.parse>) => {
      try {
        return (await Promise.all(chains.map((chain) => getBalances({ chain, address: checked, ...read })))).flat();
      } catch (error) {
        if (isTransportError(error)) throw new ApiError('UPSTREAM_FAILED', transportFailure(error, s.config.rpc.timeoutMs), { cause: error });
        throw error;
      }
    };
    const solana = async (chains: typeof s.config.solana.chains, raw: string) => {
      const owner = parseInput(solanaAddress, raw);
      return (await Promise.all(chains.map((chain) => getSolanaBalances({ chain, owner, rpc: s.config.rpc, ...read })))).flat();
    };
    const bitcoin = async (chainIds: string[]) =>
      (await Promise.all(chainIds.map((chainId) => getBitcoinBalances({ s, chainId, address, ...read })))).flat();

    if (q.chainId) {
      const namespace = q.chainId.split(':')[0];
      // bip122 chains are read through their Esplora API, which checks the address against the chain's network.
      // A chain this server does not serve answers the spec's empty default (no balances), as the kit does itself.
      if (namespace === 'bip122') return answer(servesBitcoin(s, q.chainId) ? await bitcoin([q.chainId]) : []);
      if (namespace === 'solana') {
        const cluster = s.config.solana.chains.find((chain) => chain.id === q.chainId);
        return answer(cluster ? await solana([cluster], address) : (parseInput(solanaAddress, address), []));
      }
      const checked = parseInput(evmAddressForEvmChain, address);
      const chain = s.chains.get(q.chainId);
      return answer(chain ? await evm([chain], checked) : []);
    }
    // No chainId: the address says its namespace; every configured chain of that namespace is read.
    if (address.startsWith('0x')) return answer(await evm(s.chains.all(), parseInput(evmAddress, address)));
    if (isSolanaAddress(address)) return answer(await solana(s.config.solana.chains, address));
    const network = networkOfAddress(address);
    if (network) return answer(await bitcoin(s.config.bitcoin.chains.filter((chain) => bitcoinNetworkOf(chain.id) === network).map((chain) => chain.id)));
    throw new ApiError(
      'INVALID_PARAMS',
      'address: must be an EVM address (0x and 40 hex characters), a Solana address (32 to 44 base58 characters) or a Bitcoin address',
    );
  });
}

/** Whether `caip2` is a configured bip122 chain of a Bitcoin network the server can read. */
function servesBitcoin(s: Services, caip2: string): boolean {
  return bitcoinNetworkOf(caip2) !== undefined && s.config.bitcoin.chains.some((chain) => chain.id === caip2);
}
