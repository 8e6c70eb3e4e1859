// What every signing request shares: its parameters parsed with the field named when they are wrong, and
// the approve screen in the secure UI, which resolves on Approve and throws USER_REJECTED otherwise.
import type * as z from 'zod/mini';
import type { ApproveDetails } from '../../shared/channel.js';
import { networkName } from '../chains.js';
import type { FrameContext } from '../context.js';
import { FrameRequestError, userRejected } from '../errors.js';

export const invalid = (what: string) => new FrameRequestError('UNKNOWN', `Invalid parameters: ${what}`);

/** Parses `value`; a failure names the first bad field and why ('calls.0.to: must be a 0x-prefixed 20-byte address'). */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue && issue.path.length > 0 ? `${what} (${issue.path.join('.')}: ${issue.message})` : what);
  }
  return parsed.data;
}

/** Shows the request on `chainId` (an EVM chain id or a Solana CAIP-2 id); resolves on Approve, throws USER_REJECTED on Reject. */
export async function approve(ctx: FrameContext, chainId: number | string, details: ApproveDetails): Promise<void> {
  const name = await networkName(ctx, chainId);
  await ctx.ui.withScreen(
    { kind: 'approve', details, chainId, ...(name ? { networkName: name } : {}), ...(ctx.state.appName ? { appName: ctx.state.appName } : {}) },
    async (ui) => {
      for (;;) {
        const answer = await ui.next();
        if (answer.kind === 'approve') return;
        if (answer.kind === 'reject' || answer.kind === 'done') throw userRejected();
      }
    },
  );
}
