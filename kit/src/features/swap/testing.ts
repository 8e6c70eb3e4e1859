// For the swap tests: our server's /v1/convert/* answers (the wire shapes of schema/src/wire/convert.ts,
// its error bodies), token balances and the chain RPC's receipts, on a real loopback HTTP server. A
// fixed price table stands in for the pools; each test can delay, refuse or revert what it needs.

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NATIVE_TOKEN_ADDRESS } from '@wallet-modal/schema/defaults';
import type { ApiErrorCode, SwapQuote, SwapToken } from '@wallet-modal/schema/wire';
import { encodeFunctionData, erc20Abi, formatUnits, parseUnits } from 'viem';
import { createElement } from 'react';
import type { CreateWalletModalOptions } from '../../core/client.js';
import { loopback, walletModal, type Loopback, type LoopbackAnswer, type LoopbackRequest } from '../../core/controllers/testing.js';
import type { FeatureModule } from '../../core/feature.js';
import { WalletModalProvider } from '../../react/Provider.js';
import { swap } from './index.js';

export const CHAIN = 'eip155:1';
export const ROUTER = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45';
export const NATIVE = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`;
const token = (address: string, symbol: string, name: string, decimals: number, price: number): SwapToken => ({
  name,
  symbol,
  address: `${CHAIN}:${address.toLowerCase()}`,
  decimals,
  logoUri: '',
  price,
});
export const TOKENS = {
  eth: { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '', price: 3000 },
  demo: token('0x5FbDB2315678afecb367f032d93F642f64180aa3', 'DEMO', 'Demo Token', 18, 1.25),
  dai: token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI', 'Dai Stablecoin', 18, 1),
  usdc: token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 'USD Coin', 6, 1),
} satisfies Record<string, SwapToken>;
const ALL = Object.values(TOKENS);
/** What one `from` buys of `to`; a pair not listed has no pool with liquidity. */
const RATES: Record<string, number> = { 'ETH>USDC': 3000, 'USDC>ETH': 1 / 3000, 'USDC>DAI': 1, 'DAI>USDC': 1 };
export const GAS_PRICE = '1000000000';
const SWAP_GAS = 150_000n;

/** What the stand-in does; tests change it before acting. */
export interface SwapServerBehaviour {
  /** Whole tokens the router may take, by CAIP-10 id (absent: 0). */
  allowances: Record<string, string>;
  /** Milliseconds before a quote for this amount is answered. */
  quoteDelay: (amount: string) => number;
  /** A refusal build-transaction answers instead of a transaction. */
  buildRefusal?: ApiErrorCode;
  /** What the chain says of the sent transactions. */
  receipt: 'success' | 'reverted';
}

export interface SwapServer extends Loopback {
  behaviour: SwapServerBehaviour;
  requests: LoopbackRequest[];
  /** The requests to one path, e.g. '/v1/convert/quotes'. */
  to: (path: string) => LoopbackRequest[];
  reset: () => void;
}

const refuse = (code: ApiErrorCode, status: number, message: string): LoopbackAnswer => ({ status, body: { error: { code, message } } });

const initialBehaviour = (): SwapServerBehaviour => ({ allowances: {}, quoteDelay: () => 0, receipt: 'success' });

/**
 * @example
 * const server = await swapServer();
 * walletModal({}, { modules: [swap()], apiUrl: server.url });
 */
export async function swapServer(): Promise<SwapServer> {
  const requests: LoopbackRequest[] = [];
  let behaviour = initialBehaviour();
  /** The approval the wallet was handed last: it takes effect once its receipt is read. */
  let approving: { token: string; amount: string } | undefined;
  const find = (id: string | null) => ALL.find((t) => t.address === id?.toLowerCase());

  const server = await loopback(async (request) => {
    requests.push(request);
    const { pathname, searchParams: q } = request.url;
    if (pathname === '/v1/supported-chains') return { body: { http: [CHAIN, 'eip155:10'], ws: [] } };
    if (pathname.endsWith('/balance')) {
      const quantity = (numeric: string, decimals: number) => ({ numeric, decimals: String(decimals) });
      const held = (t: SwapToken, numeric: string) => ({ name: t.name, symbol: t.symbol, chainId: CHAIN, address: t.address, price: t.price, quantity: quantity(numeric, t.decimals), iconUrl: '' });
      return { body: { balances: [held(TOKENS.usdc, '250'), held(TOKENS.dai, '10')] } };
    }
    if (pathname === '/v1/') {
      const call = JSON.parse(request.body) as { id: number; params: [string] };
      if (approving && behaviour.receipt === 'success') behaviour.allowances[approving.token] = approving.amount;
      approving = undefined;
      return { body: { jsonrpc: '2.0', id: call.id, result: { transactionHash: call.params[0], status: behaviour.receipt === 'success' ? '0x1' : '0x0' } } };
    }
    const chainId = q.get('chainId') ?? find(q.get('from') ?? q.get('tokenAddress'))?.address.split(':').slice(0, 2).join(':');
    if (pathname.startsWith('/v1/convert/') && chainId && chainId !== CHAIN) {
      return pathname === '/v1/convert/gas-price'
        ? refuse('GAS_PRICE_NETWORK_UNSUPPORTED', 400, `Network not supported for Gas Price: ${chainId}`)
        : refuse('SWAP_NETWORK_UNSUPPORTED', 400, `Network not supported for Swaps: ${chainId} (swap networks here: ${CHAIN})`);
    }
    switch (pathname) {
      case '/v1/convert/tokens':
        return { body: { tokens: [TOKENS.eth, TOKENS.demo, TOKENS.dai, TOKENS.usdc] } };
      case '/v1/convert/gas-price':
        return { body: { standard: GAS_PRICE, fast: GAS_PRICE, instant: GAS_PRICE } };
      case '/v1/convert/allowance': {
        const asked = find(q.get('tokenAddress'))!;
        return { body: { allowance: behaviour.allowances[asked.address] ?? '0', spender: ROUTER } };
      }
      case '/v1/convert/quotes': {
        const [from, to, amount] = [find(q.get('from'))!, find(q.get('to'))!, q.get('amount')!];
        await new Promise((resolve) => setTimeout(resolve, behaviour.quoteDelay(amount)));
        const rate = RATES[`${from.symbol}>${to.symbol}`];
        if (!rate) return refuse('SWAP_NO_LIQUIDITY', 422, `No liquidity for this swap: no pool on ${CHAIN} can swap ${from.symbol} for ${to.symbol} (none exists, or it holds nothing)`);
        const out = parseUnits((Number(amount) * rate).toFixed(to.decimals), to.decimals);
        const gasPrice = BigInt(q.get('gasPrice') ?? GAS_PRICE);
        const quote: SwapQuote = {
          id: 'uniswap-v3-500',
          fromAccount: from.address,
          toAccount: to.address,
          fromAmount: amount,
          toAmount: formatUnits(out, to.decimals),
          toAmountMin: formatUnits((out * 99n) / 100n, to.decimals),
          priceImpact: 0.12,
          feePercent: 0.05,
          gasLimit: String(SWAP_GAS),
          gasPrice: String(gasPrice),
          networkFee: formatUnits(SWAP_GAS * gasPrice, 18),
        };
        return { body: { quotes: [quote] } };
      }
      case '/v1/convert/build-approve': {
        const from = find(q.get('from'))!;
        const amount = q.get('amount')!;
        approving = { token: from.address, amount };
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, parseUnits(amount, from.decimals)] });
        return { body: { tx: { chainId: CHAIN, from: q.get('userAddress')!.split(':')[2], to: from.address.split(':')[2], data, value: '0', gas: '60000', gasPrice: GAS_PRICE } } };
      }
      case '/v1/convert/build-transaction': {
        const body = JSON.parse(request.body) as { amount: string; from: string; userAddress: string };
        if (behaviour.buildRefusal) return refuse(behaviour.buildRefusal, 422, `${behaviour.buildRefusal}: refused by the test`);
        const from = find(body.from)!;
        const value = from.address === NATIVE ? String(parseUnits(body.amount, 18)) : '0';
        return { body: { tx: { chainId: CHAIN, from: body.userAddress.split(':')[2], to: ROUTER, data: '0x5ae401dc00', value, gas: '180000', gasPrice: GAS_PRICE } } };
      }
      default:
        return refuse('NOT_FOUND', 404, 'Not found');
    }
  });
  return {
    ...server,
    get behaviour() {
      return behaviour;
    },
    requests,
    to: (path) => requests.filter((request) => request.url.pathname === path),
    reset: () => {
      requests.length = 0;
      behaviour = initialBehaviour();
      approving = undefined;
    },
  };
}

/**
 * Connects the in-memory wallet to a modal with the swap module and `server` as its API, opens the
 * Account view, and (unless `account`) Account → Swap; resolves once the form shows.
 * @example
 * const { dialog, transactions } = await openSwap(server);
 */
export async function openSwap(server: SwapServer, options: { modules?: FeatureModule[]; failSend?: Error; networks?: CreateWalletModalOptions['networks']; account?: boolean } = {}) {
  const wallet = walletModal({ failSend: options.failSend }, { modules: options.modules ?? [swap()], networks: options.networks ?? [CHAIN, 'eip155:10'], apiUrl: server.url });
  const { modal } = wallet;
  render(createElement(WalletModalProvider, { modal }, null));
  await act(() => modal.connect('dev.wallet'));
  act(() => modal.open());
  await screen.findByTestId('account-address', {}, { timeout: 25_000 });
  const dialog = await screen.findByRole('dialog');
  if (options.account) return { ...wallet, dialog };
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Swap' }));
  await within(dialog).findByRole('form', { name: 'Swap tokens' }, { timeout: 25_000 });
  return { ...wallet, dialog };
}
