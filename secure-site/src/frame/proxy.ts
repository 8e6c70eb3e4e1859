// The frame's calls through the server's chain RPC and bundler proxies. The server serves them to a
// signed-in device only (an anonymous open proxy would spend the operator's nodes), so each is signed for
// the stored session; before sign-in a chain read is "not signed in" (SESSION_EXPIRED), as a signature is.
import type { FrameContext } from './context.js';
import { requireSession } from './session.js';

/** @example await chainCall(ctx, 1, 'eth_getCode', [address, 'latest']); */
export async function chainCall(ctx: FrameContext, chainId: number, method: string, params: unknown[] = []): Promise<unknown> {
  return ctx.api.rpc((await requireSession(ctx)).token, chainId, method, params);
}

/** @example await bundlerCall(ctx, 1, 'eth_getUserOperationReceipt', [hash]); */
export async function bundlerCall(ctx: FrameContext, chainId: number, method: string, params: unknown[] = []): Promise<unknown> {
  return ctx.api.bundler((await requireSession(ctx)).token, chainId, method, params);
}
