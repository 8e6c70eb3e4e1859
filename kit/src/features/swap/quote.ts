// The form and its quote: the server's tokens for the network, the checks of what the user typed, and
// a quote fetched as the user types (after a short pause; an answer to an older question is dropped)
// with the router's allowance beside it and the network fee at the server's gas price.

import { SWAP_SLIPPAGE_MAX } from '@wallet-modal/schema/defaults';
import { formatUnits, parseUnits } from '../../core/format/units.js';
import type { ModalCore } from '../../core/instance.js';
import { instanceState } from '../../core/instanceState.js';
import { getTokenPrices } from '../../core/api/prices.js';
import type { ApiConfig } from '../../core/api/url.js';
import { getSwapAllowance, getSwapGasPrice, getSwapQuotes, getSwapTokens, type ServerSwapToken } from './api.js';
import { networkRefused, swapError, SwapFailure, type SwapPair } from './errors.js';
import { quoteKey, swapState, updateSwap, type SwapError, type SwapState } from './state.js';
import { refuseSwaps } from './support.js';
import { texts } from './texts.js';
import { swapTokens, type SwapTokenOption } from './tokens.js';

/** The pause after the last keystroke before a quote is asked. */
export const QUOTE_DEBOUNCE_MS = 400;
/** A quote is refreshed this long after it arrived, and refused for a swap once older. */
export const QUOTE_TTL_MS = 30_000;
/** A gas price is read again once this old. */
const GAS_PRICE_TTL_MS = 30_000;
/** Gas a swap (with an unwrap) may use: twice its fee is kept back when Max fills the native currency. */
const SWAP_GAS_RESERVE = 300_000n;

/** The pending quote's timer and abort handle, and the number of the newest question. */
const local = instanceState('swapQuote', () => ({ timer: undefined as ReturnType<typeof setTimeout> | undefined, asked: 0, controller: undefined as AbortController | undefined }));

/** The picker options for the active network and account. */
export function currentTokens(modal: ModalCore, state: SwapState = swapState(modal).get()): SwapTokenOption[] {
  const network = modal.$network.get().caipNetwork;
  if (!network || !state.tokens.list || state.tokens.chainId !== network.caipNetworkId) return [];
  return swapTokens(state.tokens.list, modal.$account.get(), network, modal.$tokenBalances.get().balances);
}

/** The symbols of the picked pair, for the texts. */
export function pairOf(modal: ModalCore, state: SwapState = swapState(modal).get()): SwapPair {
  const tokens = currentTokens(modal, state);
  return { from: tokens.find((t) => t.id === state.from)?.symbol ?? '', to: tokens.find((t) => t.id === state.to)?.symbol ?? '' };
}

/**
 * What is wrong with the amount for `token`; undefined when it is fine or still empty.
 * @example
 * amountProblem('1.0000001', usdc); // { code: 'TOO_MANY_DECIMALS', message: 'USDC has at most 6 decimals: shorten the amount' }
 */
export function amountProblem(amount: string, token: SwapTokenOption | undefined): SwapError | undefined {
  const text = amount.trim();
  if (!text || !token) return undefined;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return { code: 'INVALID_AMOUNT', message: texts.invalidAmount };
  if ((text.split('.')[1] ?? '').length > token.decimals) return { code: 'TOO_MANY_DECIMALS', message: texts.tooManyDecimals({ symbol: token.symbol, decimals: token.decimals }) };
  const units = parseUnits(text, token.decimals);
  if (units <= 0n) return { code: 'INVALID_AMOUNT', message: texts.invalidAmount };
  if (token.balance !== undefined && units > parseUnits(token.balance, token.decimals)) return { code: 'AMOUNT_OVER_BALANCE', message: texts.overBalance({ symbol: token.symbol }) };
  return undefined;
}

/** The slippage tolerance in percent, or undefined when it is not above 0 and at most SWAP_SLIPPAGE_MAX. */
export function slippagePercent(slippage: string): number | undefined {
  const text = slippage.trim();
  const value = Number(text);
  return /^(\d+\.?\d*|\.\d+)$/.test(text) && value > 0 && value <= SWAP_SLIPPAGE_MAX ? value : undefined;
}

/**
 * What Max fills in: a token's whole balance; for the native currency, the balance less twice the fee
 * of a swap at the server's gas price (the fee is paid in the same coin).
 */
export function maxAmount(token: SwapTokenOption, gasPriceWei: string | undefined): string | undefined {
  if (token.balance === undefined || !token.native) return token.balance;
  const reserve = 2n * SWAP_GAS_RESERVE * BigInt(gasPriceWei ?? 0);
  const left = parseUnits(token.balance, token.decimals) - reserve;
  return left > 0n ? formatUnits(left, token.decimals) : '0';
}

/**
 * Reads the server's tokens for the active network (once per network unless `force`); the native
 * currency becomes the From token of an empty form.
 * @example
 * await loadSwapTokens(modal);
 */
export async function loadSwapTokens(modal: ModalCore, { force = false } = {}): Promise<void> {
  const { api } = modal;
  const network = modal.$network.get().caipNetwork;
  const { tokens } = swapState(modal).get();
  if (!api || !network) return;
  const chainId = network.caipNetworkId;
  if (tokens.chainId === chainId && (tokens.status === 'loading' || (tokens.status === 'ready' && !force))) return;
  updateSwap(modal, () => ({ tokens: { status: 'loading', chainId } }));
  // A network the API does not serve has no swap tokens (spec §7): no request, no error.
  if (!(await servedByApi(modal, chainId))) {
    if (swapState(modal).get().tokens.chainId === chainId) updateSwap(modal, () => ({ tokens: { status: 'ready', chainId, list: [] } }));
    return;
  }
  try {
    const [listed] = await Promise.all([getSwapTokens(api, chainId), currentGasPrice(modal).catch(() => undefined)]);
    const list = await withPrices(api, listed);
    if (swapState(modal).get().tokens.chainId !== chainId) return;
    updateSwap(modal, (state) => ({ tokens: { status: 'ready', chainId, list }, from: state.from || (list[0]?.address ?? '') }));
  } catch (error) {
    if (swapState(modal).get().tokens.chainId !== chainId) return;
    if (networkRefused(error)) refuseSwaps(modal, chainId);
    updateSwap(modal, () => ({ tokens: { status: 'failed', chainId, error: swapError(error, { from: '', to: '' }, 'quote') } }));
  }
}

/**
 * Tokens the list gave no price are priced through POST /v1/fungible/price (spec §7), as a service
 * following the spec lists tokens without prices; without an answer they stay unpriced.
 */
async function withPrices(api: ApiConfig, list: ServerSwapToken[]): Promise<ServerSwapToken[]> {
  const unpriced = list.filter((token) => token.price === null).map((token) => token.address);
  if (unpriced.length === 0) return list;
  const prices = await getTokenPrices(api, unpriced).catch(() => new Map<string, number>());
  return list.map((token) => (token.price === null ? { ...token, price: prices.get(token.address.toLowerCase()) ?? null } : token));
}

/** The server's gas price for the active network, read again once GAS_PRICE_TTL_MS old. */
async function currentGasPrice(modal: ModalCore): Promise<string> {
  const { api } = modal;
  const chainId = modal.$network.get().caipNetwork?.caipNetworkId;
  const known = swapState(modal).get().gasPrice;
  if (known && Date.now() - known.at < GAS_PRICE_TTL_MS) return known.wei;
  if (!api || !chainId) throw new Error('no network');
  const { standard } = await getSwapGasPrice(api, chainId);
  updateSwap(modal, () => ({ gasPrice: { wei: standard, at: Date.now() } }));
  return standard;
}

/**
 * Edits the form. A change of the pair or the amount drops the quote and asks a new one after a pause;
 * picking the To token as From (or the reverse) switches the two.
 * @example
 * editSwap(modal, { amount: '1.5' });
 */
export function editSwap(modal: ModalCore, fields: Partial<Pick<SwapState, 'from' | 'to' | 'amount' | 'slippage'>>): void {
  const before = swapState(modal).get();
  const next = { ...fields };
  if (fields.from !== undefined && fields.from === before.to) next.to = before.from;
  if (fields.to !== undefined && fields.to === before.from) next.from = before.to;
  updateSwap(modal, () => ({ ...next, error: undefined, done: undefined }));
  if (quoteKey(swapState(modal).get()) !== quoteKey(before)) scheduleQuote(modal);
}

/** Swaps From and To. */
export function switchTokens(modal: ModalCore): void {
  const { from, to } = swapState(modal).get();
  editSwap(modal, { from: to, to: from });
}

/**
 * Asks a quote for the form after QUOTE_DEBOUNCE_MS (at once when `immediate`); a question asked
 * before is dropped, and its answer ignored if it still comes. A form that cannot be quoted yet
 * (a token or the amount missing, the amount refused) has no quote.
 */
export function scheduleQuote(modal: ModalCore, { immediate = false } = {}): void {
  const pending = local(modal);
  clearTimeout(pending.timer);
  pending.controller?.abort();
  const asked = ++pending.asked;
  const state = swapState(modal).get();
  const from = currentTokens(modal, state).find((token) => token.id === state.from);
  if (!from || !state.to || !state.amount.trim() || amountProblem(state.amount, from)) {
    updateSwap(modal, () => ({ quote: { status: 'idle' } }));
    return;
  }
  updateSwap(modal, () => ({ quote: { status: 'loading', key: quoteKey(state) } }));
  pending.timer = setTimeout(() => void fetchQuote(modal, asked), immediate ? 0 : QUOTE_DEBOUNCE_MS);
}

/** Stops a pending question (the view went away, or the network changed). */
export function cancelQuote(modal: ModalCore): void {
  const pending = local(modal);
  clearTimeout(pending.timer);
  pending.controller?.abort();
  pending.asked += 1;
}

async function fetchQuote(modal: ModalCore, asked: number): Promise<void> {
  const pending = local(modal);
  const { api } = modal;
  const network = modal.$network.get().caipNetwork;
  const address = modal.$account.get().address;
  const state = swapState(modal).get();
  if (!api || !network || !address) return;
  const key = quoteKey(state);
  const from = currentTokens(modal, state).find((token) => token.id === state.from);
  const controller = new AbortController();
  pending.controller = controller;
  const userAddress = `${network.caipNetworkId}:${address}`;
  // Newer questions (or a form changed since) make this answer stale: it is dropped.
  const stale = () => pending.asked !== asked || quoteKey(swapState(modal).get()) !== key;
  try {
    const gasPrice = await currentGasPrice(modal);
    const [routes, allowance] = await Promise.all([
      getSwapQuotes(api, { amount: state.amount.trim(), userAddress, from: state.from, to: state.to, gasPrice }, controller.signal),
      from?.native ? undefined : getSwapAllowance(api, { tokenAddress: state.from, userAddress }, controller.signal),
    ]);
    if (stale()) return;
    const best = routes[0];
    if (!best) throw new SwapFailure('SWAP_NO_LIQUIDITY', texts.noLiquidity({ from: pairOf(modal).from, to: pairOf(modal).to }));
    updateSwap(modal, () => ({ quote: { status: 'ready', key, best, allowance: allowance?.allowance, receivedAt: Date.now() } }));
  } catch (error) {
    if (stale()) return;
    if (networkRefused(error)) refuseSwaps(modal, network.caipNetworkId);
    updateSwap(modal, () => ({ quote: { status: 'failed', key, error: swapError(error, pairOf(modal), 'quote') } }));
  }
}

/** Whether the quote is older than QUOTE_TTL_MS. */
export const quoteExpired = (receivedAt: number | undefined, now: number = Date.now()): boolean => receivedAt === undefined || now - receivedAt >= QUOTE_TTL_MS;

/** Whether the From token's allowance is short of the amount (the native currency needs none). */
export function needsApproval(state: SwapState, from: SwapTokenOption | undefined): boolean {
  const { allowance } = state.quote;
  if (!from || from.native || allowance === undefined) return false;
  return parseUnits(allowance, from.decimals) < parseUnits(state.amount.trim(), from.decimals);
}

/** Whether the app's API serves the network (a dynamic import: code that runs before the first click does not list it). */
const servedByApi = (modal: ModalCore, chainId: string) => import('../../core/controllers/apiSupport.js').then((module) => module.apiServes(modal, chainId));
