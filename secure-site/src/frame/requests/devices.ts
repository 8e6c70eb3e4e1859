// MANAGE_DEVICES: the account's devices, sessions and passkeys in the secure UI, and new devices asking for the wallet
// (allow or refuse). Each removal or decision is a signed request, then the list is read again; removing this device (or this session) signs this device out.
import type { DevicesResult, FrameResult } from '@wallet-modal/schema/embedded';
import type { FrameContext } from '../context.js';
import { FrameRequestError, toFrameError } from '../errors.js';
import { requireSession } from '../session.js';

const isCurrent = (list: DevicesResult, what: 'devices' | 'sessions' | 'passkeys', id: string) =>
  what !== 'passkeys' && list[what].some((entry) => entry.id === id && entry.current);

export async function manageDevices(ctx: FrameContext): Promise<FrameResult<'MANAGE_DEVICES'>> {
  const session = await requireSession(ctx);
  await ctx.ui.withScreen({ kind: 'busy', message: 'Loading your devices…' }, async (ui) => {
    let error: string | undefined;
    for (;;) {
      const list = await ctx.api.devices(session.token);
      ui.show({ kind: 'devices', list, ...(error ? { error } : {}) });
      const answer = await ui.next();
      if (answer.kind !== 'revoke' && answer.kind !== 'admission') return;
      error = undefined;
      try {
        if (answer.kind === 'admission') await ctx.api.admission(session.token, answer.decision, answer.id);
        else await ctx.api.revoke(session.token, answer.what, answer.id);
      } catch (failure) {
        error = toFrameError(failure).message ?? 'An error occurred';
        continue;
      }
      if (answer.kind === 'admission') continue;
      // The server ended this device's session: the handler forgets it here and the kit disconnects.
      if (isCurrent(list, answer.what, answer.id)) throw new FrameRequestError('SESSION_EXPIRED', 'You removed this device: sign in again to use it');
    }
  });
  return {};
}
