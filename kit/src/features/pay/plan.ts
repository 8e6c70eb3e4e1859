// How a payment will be paid: a plain send when the wallet holds enough of the asked token, else a
// swap-and-send from another token the wallet holds that the swap provider converts (the swap
// feature's client and quotes), buying what is missing with the slippage tolerance on top so the swap
// surely gives enough. Loaded with the Pay view.

import { NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE } from '@wallet-modal/schema/defaults';
import { estimateFee } from '../../core/controllers/fee.js';
import { formatUnits, parseUnits } from '../../core/format/units.js';
import type { WalletModal } from '../../core/client.js';
import { getSwapQuotes, getSwapTokens, type ServerSwapToken } from '../swap/public.js';
import { paymentRequest } from './transfer.js';
import type { PaymentIntent } from './request.js';
import { nativeBalance } from './rpc.js';
import { payState, updatePay, type PayPlan, type SwapPlan } from './state.js';
import { texts } from './texts.js';
import { tokenBalance } from './token.js';

/** Quotes tried to find the input that gives enough (each scales the input by what was missing). */
const QUOTE_ROUNDS = 4;

/** What `owner` holds of `token` ('native' or its address) in the smallest unit. */
export function heldUnits(intent: Pick<PaymentIntent, 'network'>, token: 'native' | `0x${string}`, owner: string): Promise<bigint> {
  return token === 'native' ? nativeBalance(intent.network, owner) : tokenBalance(intent.network, token, owner);
}

/** What a plan is for: the network and the account. */
export const planKey = (caipNetworkId: string, owner: string): string => `${caipNetworkId}:${owner}`;

const nativeId = (chainId: string) => `${chainId}:${NATIVE_TOKEN_ADDRESS}`;
const addressOf = (id: string) => id.split(':')[2]!.toLowerCase();

/**
 * Reads the balances and quotes and stores the plan: 'send', 'swap' (with its quote), or 'short'
 * (with what to do) when nothing the wallet holds can pay.
 * @example
 * await planPayment(modal);
 */
export async function planPayment(modal: WalletModal): Promise<PayPlan | undefined> {
  const { intent } = payState(modal).get();
  const owner = modal.$accounts.get().eip155?.address;
  if (!intent || !owner) return undefined;
  const plannedFor = planKey(intent.network.caipNetworkId, owner);
  updatePay(modal, () => ({ stage: 'planning', plan: undefined, plannedFor, error: undefined }));
  let plan: PayPlan;
  try {
    const need = parseUnits(intent.amount, intent.decimals);
    const held = await heldUnits(intent, intent.token, owner);
    // A native payment also pays its own fee in the same coin.
    const fee = intent.token === 'native' ? parseUnits((await estimateFee(modal, paymentRequest(intent)))?.fee ?? '0', intent.decimals) : 0n;
    if (held >= need + fee) plan = { kind: 'send' };
    else plan = (await swapPlan(modal, intent, owner, need + fee - held)) ?? { kind: 'short', message: texts.short({ symbol: intent.symbol }) };
  } catch (error) {
    plan = { kind: 'short', message: texts.planFailed({ reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) }) };
  }
  if (payState(modal).get().intent !== intent) return undefined;
  updatePay(modal, () => ({ stage: 'ready', plan }));
  return plan;
}

/** The first token the wallet holds whose swap gives the missing `shortfall`; undefined when none can. */
async function swapPlan(modal: WalletModal, intent: PaymentIntent, owner: string, shortfall: bigint): Promise<PayPlan | undefined> {
  const { api } = modal;
  if (!api) return undefined;
  const chainId = intent.network.caipNetworkId;
  const tokens = await getSwapTokens(api, chainId).catch(() => [] as ServerSwapToken[]);
  const targetId = intent.token === 'native' ? nativeId(chainId) : `${chainId}:${intent.token.toLowerCase()}`;
  const target = tokens.find((token) => token.address.toLowerCase() === targetId.toLowerCase());
  if (!target) return undefined;
  const userAddress = `${chainId}:${owner}`;
  for (const source of tokens) {
    if (source === target) continue;
    const native = source.address.toLowerCase() === nativeId(chainId);
    const balance = await heldUnits(intent, native ? 'native' : (addressOf(source.address) as `0x${string}`), owner).catch(() => 0n);
    if (balance === 0n) continue;
    const quote = await inputFor(api, { source, target, userAddress, shortfall }).catch(() => undefined);
    if (!quote) continue;
    const input = parseUnits(quote.input, source.decimals);
    // The swap's and the send's fees come out of the native coin too.
    const reserve = native ? 3n * parseUnits(quote.networkFee, intent.network.nativeCurrency.decimals) : 0n;
    if (input + reserve > balance) continue;
    const swap: SwapPlan = { from: source.address, to: target.address, fromSymbol: source.symbol, fromNative: native, fromDecimals: source.decimals, ...quote, at: Date.now() };
    return { kind: 'swap', swap };
  }
  return undefined;
}

type Api = NonNullable<WalletModal['api']>;

/**
 * The amount of `source` whose swap gives at least `shortfall` of `target` at the slippage tolerance:
 * a first guess from the reverse quote, then scaled by what the forward quote still missed.
 */
async function inputFor(
  api: Api,
  { source, target, userAddress, shortfall }: { source: ServerSwapToken; target: ServerSwapToken; userAddress: string; shortfall: bigint },
): Promise<Omit<SwapPlan, 'from' | 'to' | 'fromSymbol' | 'fromNative' | 'fromDecimals' | 'at'> | undefined> {
  const [reverse] = await getSwapQuotes(api, { amount: formatUnits(shortfall, target.decimals), userAddress, from: target.address, to: source.address });
  if (!reverse) return undefined;
  // Two pool fees and the slippage tolerance on top of the reverse quote's answer.
  let input = (parseUnits(reverse.toAmount, source.decimals) * BigInt(10_000 + 200 + SWAP_SLIPPAGE * 100)) / 10_000n + 1n;
  for (let round = 0; round < QUOTE_ROUNDS; round++) {
    const [best] = await getSwapQuotes(api, { amount: formatUnits(input, source.decimals), userAddress, from: source.address, to: target.address });
    if (!best) return undefined;
    const least = parseUnits(best.toAmountMin, target.decimals);
    if (least >= shortfall) return { input: best.fromAmount, output: best.toAmount, outputMin: best.toAmountMin, networkFee: best.networkFee };
    input = (input * shortfall * 1_005n) / (least * 1_000n || 1n) + 1n;
  }
  return undefined;
}
