// Approve, then swap: the server builds each transaction (build-approve, build-transaction with the
// slippage tolerance), the wallet sends it through the modal's send-transaction path, and the flow
// waits until the chain includes it (its receipt through the server's chain RPC). A reverted swap is
// the price moving past the slippage tolerance. After a swap the balances are read again (forceUpdate)
// and a notification shows the hash.

import { refreshBalance } from '../../core/controllers/accountData.js';
import { showSuccess } from '../../core/controllers/notifications.js';
import { truncateMiddle } from '../../core/format/truncate.js';
import type { WalletModal } from '../../core/client.js';
import { buildApprove, buildSwap, getReceiptStatus, getSwapAllowance, type SwapTransaction } from './api.js';
import { swapError, SwapFailure } from './errors.js';
import { pairOf, quoteExpired, scheduleQuote, slippagePercent } from './quote.js';
import { swapState, updateSwap, type SwapStep } from './state.js';
import { texts } from './texts.js';

/** How often, and how long, the chain is asked whether it included a transaction. */
const RECEIPT_POLL_MS = 1_000;
const RECEIPT_TIMEOUT_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the receipt of `hash` until the chain includes it; 'success' or 'reverted'. Also the pay feature's wait. */
export async function waitForReceipt(modal: WalletModal, chainId: string, hash: string): Promise<'success' | 'reverted'> {
  const api = modal.api!;
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    // A failed read (the server busy, the node restarting) is asked again until the deadline.
    const status = await getReceiptStatus(api, chainId, hash).catch(() => undefined);
    if (status) return status;
    if (Date.now() >= deadline) throw new SwapFailure('NOT_CONFIRMED', texts.notConfirmed({ hash: truncateMiddle(hash) }));
    await sleep(RECEIPT_POLL_MS);
  }
}

/**
 * The wallet sends `tx` (built by the server for this account and network); resolves its hash. The
 * server's gas limit goes with it: it has headroom a wallet's exact estimate lacks (a Uniswap V2 pair
 * spends more gas in a later block than in the block it was estimated in).
 */
export function sendBuilt(modal: WalletModal, tx: SwapTransaction): Promise<string> {
  return modal.sendTransaction({ namespace: 'eip155', to: tx.to, value: BigInt(tx.value), data: tx.data as `0x${string}`, ...(tx.gas ? { gas: BigInt(tx.gas) } : {}) });
}

/** What both steps need: the server, network, account, and a quote that has not expired. */
function ready(modal: WalletModal) {
  const state = swapState(modal).get();
  const network = modal.$network.get().caipNetwork;
  const address = modal.$account.get().address;
  if (!modal.api || !network || !address || state.step || state.quote.status !== 'ready') return undefined;
  if (quoteExpired(state.quote.receivedAt)) {
    updateSwap(modal, () => ({ error: { code: 'QUOTE_EXPIRED', message: texts.quoteExpired } }));
    scheduleQuote(modal, { immediate: true });
    return undefined;
  }
  return { api: modal.api, state, chainId: network.caipNetworkId, userAddress: `${network.caipNetworkId}:${address}` };
}

/** Changes the form the step started on; a form started afresh since (another network or account) is left alone. */
function settle(modal: WalletModal, scope: string | undefined, change: Parameters<typeof updateSwap>[1]): void {
  if (swapState(modal).get().scope === scope) updateSwap(modal, change);
}

const stage = (modal: WalletModal, scope: string | undefined, step: SwapStep) => settle(modal, scope, () => ({ step }));

/**
 * Approves the router to take the amount of the From token, and waits until the chain includes it;
 * the allowance is then read again, and the Swap step follows.
 * @example
 * await approveSwap(modal);
 */
export async function approveSwap(modal: WalletModal): Promise<void> {
  const context = ready(modal);
  if (!context) return;
  const { api, state, chainId, userAddress } = context;
  updateSwap(modal, () => ({ step: { kind: 'approve', stage: 'building' }, error: undefined, done: undefined }));
  try {
    const tx = await buildApprove(api, { userAddress, from: state.from, to: state.to, amount: state.amount.trim() });
    stage(modal, state.scope, { kind: 'approve', stage: 'wallet' });
    const hash = await sendBuilt(modal, tx);
    stage(modal, state.scope, { kind: 'approve', stage: 'confirming', hash });
    if ((await waitForReceipt(modal, chainId, hash)) === 'reverted') throw new SwapFailure('APPROVE_REVERTED', texts.approveReverted);
    const { allowance } = await getSwapAllowance(api, { tokenAddress: state.from, userAddress });
    settle(modal, state.scope, (now) => ({ step: undefined, quote: now.quote.key === state.quote.key ? { ...now.quote, allowance } : now.quote }));
  } catch (error) {
    settle(modal, state.scope, () => ({ step: undefined, error: swapError(error, pairOf(modal, state), 'approve') }));
  }
}

/**
 * Builds the swap at the user's slippage tolerance, has the wallet send it and waits until the chain
 * includes it. Success resets the amount, refreshes the balances and notifies with the hash; a swap the
 * chain reverted (the price moved past the tolerance) says so, and nothing was swapped.
 * @example
 * await submitSwap(modal);
 */
export async function submitSwap(modal: WalletModal): Promise<void> {
  const context = ready(modal);
  const slippage = slippagePercent(swapState(modal).get().slippage);
  if (!context || slippage === undefined) return;
  const { api, state, chainId, userAddress } = context;
  const pair = pairOf(modal, state);
  updateSwap(modal, () => ({ step: { kind: 'swap', stage: 'building' }, error: undefined, done: undefined }));
  try {
    const tx = await buildSwap(api, {
      amount: state.amount.trim(),
      eip155: { slippage },
      projectId: api.projectId,
      from: state.from,
      to: state.to,
      userAddress,
      disableEstimate: false,
    });
    stage(modal, state.scope, { kind: 'swap', stage: 'wallet' });
    const hash = await sendBuilt(modal, tx);
    stage(modal, state.scope, { kind: 'swap', stage: 'confirming', hash });
    if ((await waitForReceipt(modal, chainId, hash)) === 'reverted') throw new SwapFailure('SWAP_REVERTED', texts.slippageExceeded);
    const explorer = modal.$network.get().caipNetwork?.blockExplorers?.default.url;
    settle(modal, state.scope, () => ({
      step: undefined,
      amount: '',
      quote: { status: 'idle' },
      done: { hash, explorerUrl: explorer ? `${explorer.replace(/\/$/, '')}/tx/${hash}` : undefined },
    }));
    showSuccess(modal, texts.swapped({ hash: truncateMiddle(hash) }));
    void refreshBalance(modal, { force: true });
  } catch (error) {
    const failure = swapError(error, pair, 'swap');
    // The allowance fell short after all (spent elsewhere meanwhile): the Approve step comes back.
    settle(modal, state.scope, (now) => ({
      step: undefined,
      error: failure,
      quote: failure.code === 'SWAP_ALLOWANCE_LOW' && now.quote.key === state.quote.key ? { ...now.quote, allowance: '0' } : now.quote,
    }));
  }
}

