// Why a quote, an approval or a swap did not go through, in the user's words: the server's refusals by
// their stable code, a reverted transaction by its JSON-RPC code or type, the wallet's answers by the
// core's catalogue. Nothing is read from a message's text.

import { ApiResponseError } from '../../core/api/request.js';
import { errorCode } from '../../core/errors/codes.js';
import { InternalMessages } from '../../core/errors/messages.js';
import type { SwapError } from './state.js';
import { texts } from './texts.js';

/** A failure the swap flow itself found (a reverted transaction, an expired quote…). */
export class SwapFailure extends Error {
  override name = 'SwapFailure';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** What the error text needs to name: the symbols of the pair. */
export interface SwapPair {
  from: string;
  to: string;
}

/** EIP-1474's "execution reverted" (geth, anvil), and viem's error for it. */
const EXECUTION_REVERTED = 3;

function reverted(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code, name } = current as { code?: unknown; name?: unknown };
    if (code === EXECUTION_REVERTED || name === 'ExecutionRevertedError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * @example
 * swapError(error, { from: 'ETH', to: 'DAI' }); // { code: 'SWAP_NO_LIQUIDITY', message: 'No liquidity: …' }
 */
export function swapError(error: unknown, pair: SwapPair, during: 'quote' | 'approve' | 'swap' = 'swap'): SwapError {
  if (error instanceof SwapFailure) return { code: error.code, message: error.message };
  if (error instanceof ApiResponseError) {
    const message = serverRefusal(error.apiCode, pair);
    if (message) return { code: error.apiCode, message };
    return { code: error.apiCode, message: error.details ?? error.shortMessage };
  }
  // The wallet estimates a transaction before it sends it: a swap that would revert there exceeded the slippage.
  if (reverted(error)) return during === 'approve' ? { code: 'APPROVE_REVERTED', message: texts.approveReverted } : { code: 'SWAP_WOULD_REVERT', message: texts.slippageWouldExceed };
  const known = errorCode(error);
  if (known.code !== 'UNKNOWN') return known;
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown };
  const said = typeof shortMessage === 'string' && shortMessage ? shortMessage : typeof message === 'string' && message ? message : known.message;
  return { code: known.code, message: said };
}

function serverRefusal(code: string, pair: SwapPair): string | undefined {
  switch (code) {
    case 'SWAP_NETWORK_UNSUPPORTED':
    case 'GAS_PRICE_NETWORK_UNSUPPORTED':
      // Spec §8: the plain sentence, whichever of the two calls said it first.
      return InternalMessages.SWAP_NETWORK_UNSUPPORTED;
    case 'SWAP_NO_LIQUIDITY':
      return texts.noLiquidity({ from: pair.from, to: pair.to });
    case 'SWAP_BALANCE_LOW':
      return texts.overBalance({ symbol: pair.from });
    case 'SWAP_ALLOWANCE_LOW':
      return texts.approveFirst({ symbol: pair.from });
    case 'SWAP_WOULD_REVERT':
      return texts.slippageWouldExceed;
    case 'SWAP_TOKEN_UNKNOWN':
      return texts.tokenUnavailable;
    default:
      return undefined;
  }
}

/** The server does not serve swaps on the network (either convert call may say so first). */
export const networkRefused = (error: unknown): boolean =>
  error instanceof ApiResponseError && (error.apiCode === 'SWAP_NETWORK_UNSUPPORTED' || error.apiCode === 'GAS_PRICE_NETWORK_UNSUPPORTED');
