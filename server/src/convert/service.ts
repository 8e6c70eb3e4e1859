// What /v1/convert/* does: picks the chain's swap provider (spec §9 networks only), checks the tokens and
// amounts, asks the provider under a deadline, and answers the wire shapes in whole tokens.
import { SWAP_SLIPPAGE } from '@wallet-modal/schema/defaults';
import type {
  swapBuildTransactionBody,
  SwapAllowance,
  SwapAllowanceQuery,
  SwapBuildApproveQuery,
  SwapGasPrice,
  SwapQuote,
  SwapQuotesQuery,
  SwapToken,
  SwapTransaction,
} from '@wallet-modal/schema/wire';
import { erc20Abi, formatUnits, maxUint256, type Address } from 'viem';
import type { z } from 'zod';
import { isTransportError } from '../chains/read-contracts.js';
import type { ChainEntry, ChainRegistry } from '../chains/registry.js';
import { ApiError } from '../errors.js';
import type { PriceSource } from '../prices/source.js';
import { chainOf, nativeAsset, resolveAsset, toBaseUnits, userOn } from './assets.js';
import type { ConvertConfig } from './config.js';
import { NoRouteError, type SwapAsset, type SwapProvider } from './provider.js';
import { uniswapProvider } from './uniswap/provider.js';

type Served = { chain: ChainEntry; provider: SwapProvider };

/** Gas estimates get this headroom (percent) for state that moves between estimate and inclusion. */
const GAS_HEADROOM = 120n;

export class ConvertService {
  private readonly served = new Map<string, Served>();

  constructor(
    private readonly config: ConvertConfig,
    chains: ChainRegistry,
    private readonly prices: PriceSource,
  ) {
    const networks = new Set(config.networks);
    for (const c of config.chains) {
      const chain = chains.get(c.chainId);
      if (chain && networks.has(c.chainId)) this.served.set(c.chainId, { chain, provider: uniswapProvider(chain, c) });
    }
  }

  /** The chain ids swaps are served on. */
  chainIds(): string[] {
    return [...this.served.keys()];
  }

  async tokens(chainId: string, iconUrl: (symbol: string) => string): Promise<SwapToken[]> {
    const { chain, provider } = this.swapChain(chainId);
    const assets = [nativeAsset(chain), ...(await this.deadline(provider.tokens()))];
    const prices = await this.prices.getPrices('usd', assets.map((a) => ({ chainId, address: a.native ? undefined : a.address, symbol: a.symbol })));
    return assets.map((a, i) => ({
      name: a.name,
      symbol: a.symbol,
      address: a.id,
      decimals: a.decimals,
      logoUri: a.logoUri ?? iconUrl(a.symbol),
      price: prices[i] ?? null,
    }));
  }

  async quotes(q: SwapQuotesQuery): Promise<SwapQuote[]> {
    const { chain, provider, from, to } = await this.pair(q.from, q.to);
    userOn(q.userAddress, chain.config.id);
    const amountIn = toBaseUnits(q.amount, from, 'amount');
    const [routes, gasPrice] = await this.deadline(
      Promise.all([provider.quote({ from, to, amountIn }), q.gasPrice ? BigInt(q.gasPrice) : provider.gasPrice().then((g) => g.standard)]),
    );
    if (!routes.length) throw this.noLiquidity(from, to, chain);
    const minBps = BigInt(Math.round((100 - SWAP_SLIPPAGE) * 100));
    return routes.map((r) => ({
      id: r.id,
      fromAccount: from.id,
      toAccount: to.id,
      fromAmount: formatUnits(r.amountIn, from.decimals),
      toAmount: formatUnits(r.amountOut, to.decimals),
      toAmountMin: formatUnits((r.amountOut * minBps) / 10_000n, to.decimals),
      priceImpact: r.priceImpact,
      feePercent: r.feePercent,
      gasLimit: String(r.gasLimit),
      gasPrice: String(gasPrice),
      networkFee: formatUnits(r.gasLimit * gasPrice, chain.config.nativeCurrency.decimals),
    }));
  }

  async allowance(q: SwapAllowanceQuery): Promise<SwapAllowance> {
    const { chain, provider } = this.swapChain(chainOf(q.tokenAddress));
    const token = await this.deadline(resolveAsset(chain, q.tokenAddress, 'tokenAddress'));
    const owner = userOn(q.userAddress, chain.config.id);
    const allowance = token.native ? maxUint256 : await this.deadline(provider.allowance({ token, owner }));
    return { allowance: formatUnits(allowance, token.decimals), spender: provider.spender };
  }

  async gasPrice(chainId: string): Promise<SwapGasPrice> {
    const served = this.served.get(chainId);
    if (!served) throw new ApiError('GAS_PRICE_NETWORK_UNSUPPORTED', `${chainId} (swap networks here: ${this.chainIds().join(', ') || 'none'})`);
    const { standard, fast, instant } = await this.deadline(served.provider.gasPrice());
    return { standard: String(standard), fast: String(fast), instant: String(instant) };
  }

  async buildApprove(q: SwapBuildApproveQuery): Promise<SwapTransaction> {
    const { chain, provider, from } = await this.pair(q.from, q.to);
    if (from.native) throw new ApiError('INVALID_PARAMS', `from: ${from.symbol} is the native currency, it needs no approval`);
    const user = userOn(q.userAddress, chain.config.id);
    const amount = q.amount === undefined ? maxUint256 : toBaseUnits(q.amount, from, 'amount');
    const call = provider.buildApprove({ token: from, amount });
    const [gas, gasPrice] = await this.deadline(Promise.all([this.estimate(chain, user, call), provider.gasPrice()]));
    return { chainId: chain.config.id, from: user, to: call.to, data: call.data, value: String(call.value), gas: String(gas), gasPrice: String(gasPrice.standard) };
  }

  async buildTransaction(body: z.output<typeof swapBuildTransactionBody>): Promise<SwapTransaction> {
    const { chain, provider, from, to } = await this.pair(body.from, body.to);
    const user = userOn(body.userAddress, chain.config.id);
    const amountIn = toBaseUnits(body.amount, from, 'amount');
    const slippageBps = BigInt(Math.round(body.eip155.slippage * 100));
    if (!body.disableEstimate) await this.deadline(this.checkFunds(chain, provider, from, user, amountIn));
    const [built, gasPrice] = await this.deadline(Promise.all([provider.buildTransaction({ from, to, amountIn, user, slippageBps }), provider.gasPrice()]));
    const tx: SwapTransaction = { chainId: chain.config.id, from: user, to: built.to, data: built.data, value: String(built.value), gasPrice: String(gasPrice.standard) };
    if (!body.disableEstimate) tx.gas = String(await this.deadline(this.estimate(chain, user, built)));
    return tx;
  }

  private swapChain(chainId: string): Served {
    const served = this.served.get(chainId);
    if (!served) throw new ApiError('SWAP_NETWORK_UNSUPPORTED', `${chainId} (swap networks here: ${this.chainIds().join(', ') || 'none'})`);
    return served;
  }

  private async pair(fromId: string, toId: string): Promise<Served & { from: SwapAsset; to: SwapAsset }> {
    if (chainOf(fromId) !== chainOf(toId)) throw new ApiError('INVALID_PARAMS', `from and to must be on one chain (from ${chainOf(fromId)}, to ${chainOf(toId)})`);
    const served = this.swapChain(chainOf(fromId));
    const [from, to] = await this.deadline(Promise.all([resolveAsset(served.chain, fromId, 'from'), resolveAsset(served.chain, toId, 'to')]));
    if (from.id === to.id) throw new ApiError('INVALID_PARAMS', `from and to are the same token (${from.symbol}): pick another token to receive`);
    return { ...served, from, to };
  }

  private async checkFunds(chain: ChainEntry, provider: SwapProvider, from: SwapAsset, user: Address, amountIn: bigint): Promise<void> {
    const [balance, allowance] = await Promise.all([
      from.native ? chain.client.getBalance({ address: user }) : chain.client.readContract({ address: from.address, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
      from.native ? maxUint256 : provider.allowance({ token: from, owner: user }),
    ]);
    const whole = (units: bigint) => `${formatUnits(units, from.decimals)} ${from.symbol}`;
    if (balance < amountIn) throw new ApiError('SWAP_BALANCE_LOW', `${user} holds ${whole(balance)}, the swap needs ${whole(amountIn)}`);
    if (allowance < amountIn) {
      throw new ApiError('SWAP_ALLOWANCE_LOW', `the router ${provider.spender} may take ${whole(allowance)} of ${whole(amountIn)}: send the transaction of GET /v1/convert/build-approve first`);
    }
  }

  private async estimate(chain: ChainEntry, account: Address, call: { to: Address; data: `0x${string}`; value: bigint }): Promise<bigint> {
    try {
      return ((await chain.client.estimateGas({ account, ...call })) * GAS_HEADROOM) / 100n;
    } catch (error) {
      if (isTransportError(error)) throw error;
      const reason = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
      throw new ApiError('SWAP_WOULD_REVERT', reason.split('\n')[0], { cause: error });
    }
  }

  private noLiquidity(from: SwapAsset, to: SwapAsset, chain: ChainEntry): ApiError {
    return new ApiError('SWAP_NO_LIQUIDITY', `no pool on ${chain.config.id} can swap ${from.symbol} for ${to.symbol} (none exists, or it holds nothing)`);
  }

  /** The provider's answer within `convert.timeoutMs`; a node that fails or stalls is a 502. */
  private async deadline<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError('UPSTREAM_FAILED', `the swap provider did not answer within ${this.config.timeoutMs} ms`)), this.config.timeoutMs);
    });
    try {
      return await Promise.race([work, limit]);
    } catch (error) {
      if (error instanceof NoRouteError) throw new ApiError('SWAP_NO_LIQUIDITY', 'no pool can fill this swap now');
      if (isTransportError(error)) throw new ApiError('UPSTREAM_FAILED', 'the chain RPC did not answer', { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
