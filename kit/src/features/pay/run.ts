// Paying, once the user confirmed in the Pay view: for a swap-and-send, the approval when the router's
// allowance is short and the swap (built by the server, the swap feature's submit path), then the send
// to the recipient; each waits until the chain includes it. The result settles requestPayment's promise.

import { SWAP_SLIPPAGE } from '@wallet-modal/schema/defaults';
import { refreshBalance } from '../../core/controllers/accountData.js';
import { errorCode } from '../../core/errors/codes.js';
import { parseUnits } from '../../core/format/units.js';
import type { WalletModal } from '../../core/client.js';
import { buildApprove, buildSwap, getSwapAllowance, quoteExpired, sendBuilt, swapError, waitForReceipt } from '../swap/public.js';
import { paymentError, PaymentError } from './errors.js';
import { planPayment } from './plan.js';
import type { PaymentIntent } from './request.js';
import { receiptStatus } from './rpc.js';
import { paymentFailed, paymentPending, paymentSucceeded } from './session.js';
import { payState, updatePay, type SwapPlan } from './state.js';
import { texts } from './texts.js';
import { paymentRequest } from './transfer.js';

const RECEIPT_POLL_MS = 1_000;
const RECEIPT_TIMEOUT_MS = 180_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the chain includes `hash`: through the app's server when it has one, else the network's RPC. */
async function mined(modal: WalletModal, intent: PaymentIntent, hash: string): Promise<'success' | 'reverted'> {
  if (modal.api) return waitForReceipt(modal, intent.network.caipNetworkId, hash);
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const status = await receiptStatus(intent.network, hash).catch(() => undefined);
    if (status) return status;
    if (Date.now() >= deadline) throw new PaymentError('PAYMENT_FAILED', texts.notConfirmed({ hash }));
    await sleep(RECEIPT_POLL_MS);
  }
}

/** The wallet's decline is a cancellation ('Signature declined'); anything else a failed payment in plain words. */
function failure(error: unknown, swap?: SwapPlan, intent?: PaymentIntent): PaymentError {
  if (error instanceof PaymentError) return error;
  const known = errorCode(error);
  if (known.code === 'SIGNATURE_DECLINED') return new PaymentError('PAYMENT_CANCELLED', known.message, { cause: error });
  const said = swap ? swapError(error, { from: swap.fromSymbol, to: intent?.symbol ?? '' }).message : known.code !== 'UNKNOWN' ? known.message : (error as Error)?.message?.split('\n')[0];
  return new PaymentError('PAYMENT_FAILED', said || texts.failed, { cause: error });
}

/**
 * Runs the plan the user confirmed. A swap quote older than the swap feature's lifetime is asked again
 * first (the user then confirms the new one).
 * @example
 * await confirmPayment(modal);
 */
export async function confirmPayment(modal: WalletModal): Promise<void> {
  const { intent, plan, stage } = payState(modal).get();
  const owner = modal.$accounts.get().eip155?.address;
  if (!intent || !plan || !owner || stage !== 'ready' || plan.kind === 'short') return;
  const swap = plan.kind === 'swap' ? plan.swap : undefined;
  if (swap && quoteExpired(swap.at)) {
    await planPayment(modal);
    return;
  }
  let swapHash: string | undefined;
  try {
    if (swap) swapHash = await swapFirst(modal, intent, swap, owner);
    // Cancelled meanwhile (closed while the wallet asked about the swap): nothing more is sent.
    if (!paymentPending(modal)) return;
    updatePay(modal, () => ({ stage: 'sending' }));
    const hash = await modal.sendTransaction(paymentRequest(intent));
    updatePay(modal, () => ({ stage: 'confirming', sent: true }));
    if ((await mined(modal, intent, hash)) === 'reverted') throw new PaymentError('PAYMENT_FAILED', texts.reverted);
    void refreshBalance(modal, { force: true });
    paymentSucceeded(modal, {
      status: 'success',
      hash,
      network: intent.network.caipNetworkId,
      token: intent.token,
      amount: intent.amount,
      recipient: intent.recipient,
      ...(swapHash ? { swapHash } : {}),
    });
  } catch (error) {
    paymentFailed(modal, failure(error, swapHash ? undefined : swap, intent));
  }
}

/** Approves when needed, then swaps; resolves the swap's hash once mined. */
async function swapFirst(modal: WalletModal, intent: PaymentIntent, swap: SwapPlan, owner: string): Promise<string> {
  const api = modal.api!;
  const chainId = intent.network.caipNetworkId;
  const userAddress = `${chainId}:${owner}`;
  if (!swap.fromNative) {
    const { allowance } = await getSwapAllowance(api, { tokenAddress: swap.from, userAddress });
    if (parseUnits(allowance, swap.fromDecimals) < parseUnits(swap.input, swap.fromDecimals)) {
      updatePay(modal, () => ({ stage: 'approving' }));
      const approve = await buildApprove(api, { userAddress, from: swap.from, to: swap.to, amount: swap.input });
      if ((await mined(modal, intent, await sendBuilt(modal, approve))) === 'reverted') throw new PaymentError('PAYMENT_FAILED', texts.approveReverted);
      if (!paymentPending(modal)) throw paymentError('PAYMENT_CANCELLED');
    }
  }
  updatePay(modal, () => ({ stage: 'swapping' }));
  const tx = await buildSwap(api, { amount: swap.input, eip155: { slippage: SWAP_SLIPPAGE }, projectId: api.projectId, from: swap.from, to: swap.to, userAddress, disableEstimate: false });
  const hash = await sendBuilt(modal, tx);
  updatePay(modal, () => ({ sent: true }));
  if ((await mined(modal, intent, hash)) === 'reverted') throw new PaymentError('PAYMENT_FAILED', texts.swapReverted);
  return hash;
}
