// The chain behind the server's RPC proxy (signed session requests), for the frame's own reads and sends.
import { EmbeddedApiError } from '../../lib/api.js';
import type { FrameContext } from '../context.js';
import { FrameRequestError } from '../errors.js';
import { chainCall } from '../proxy.js';
import type { Rpc } from '../transactions.js';

/** The chain's answer; a JSON-RPC error keeps the node's message (e.g. 'execution reverted'). */
export function rpcOf(ctx: FrameContext, chainId: number): Rpc {
  return async (method, params) => {
    try {
      return await chainCall(ctx, chainId, method, params);
    } catch (error) {
      if (error instanceof EmbeddedApiError && error.code === 'RPC_ERROR') throw new FrameRequestError('UNKNOWN', error.message);
      throw error;
    }
  };
}
