// CONNECT_PASSKEY (our extension): sign in with a discoverable passkey in the UI frame, no e-mail. The server
// verifies the assertion and answers a session bound to this device's key; on a device without a share the
// same assertion's PRF output opens the recovery half, so sign-in and recovery are one ceremony.
import type { FrameResult } from '@wallet-modal/schema/embedded';
import { EmbeddedApiError } from '../../lib/api.js';
import { fromBase64Url, wipe } from '../../lib/bytes.js';
import { WrongPasskeyError } from '../../lib/prf.js';
import type { Screen } from '../../shared/channel.js';
import type { FrameContext } from '../context.js';
import { recoverWallet, recoveryStatus } from '../custody.js';
import { userRejected } from '../errors.js';
import { saveSession, type StoredSession } from '../session.js';

export async function connectPasskey(ctx: FrameContext): Promise<FrameResult<'CONNECT_PASSKEY'>> {
  const screen = async (error?: string): Promise<Screen> => ({ kind: 'passkey-login', options: await ctx.api.passkeyLoginOptions(), ...(error ? { error } : {}) });
  return ctx.ui.withScreen(await screen(), async (ui) => {
    for (;;) {
      const answer = await ui.next();
      if (answer.kind === 'reject') throw userRejected();
      if (answer.kind !== 'passkey-assertion') continue;
      ui.show({ kind: 'busy', message: 'Signing in…' });
      const prf = answer.prf ? fromBase64Url(answer.prf) : undefined;
      try {
        let result;
        try {
          result = await ctx.api.passkeyLogin(answer.response);
        } catch (error) {
          if (!(error instanceof EmbeddedApiError) || (error.code !== 'PASSKEY_UNKNOWN' && error.code !== 'PASSKEY_INVALID')) throw error;
          ui.show(await screen(error.code === 'PASSKEY_UNKNOWN' ? 'This passkey is not registered for a wallet here. Sign in with your e-mail.' : 'The passkey could not be verified. Try again.'));
          continue;
        }
        const { token, expiresAt, account } = result;
        // No e-mail was typed: the session keeps the account's own (or none).
        let session: StoredSession = { token, expiresAt, email: account.email ?? '', account };
        await saveSession(ctx, session);
        ctx.state.pendingEmail = undefined;
        let status = await recoveryStatus(ctx, account);
        if (status === 'RECOVER' && (account.recovery === 'custodial' || (account.recovery === 'passkey' && prf))) {
          ui.show({ kind: 'busy', message: 'Restoring your wallet…' });
          try {
            session = await recoverWallet(ctx, session, account.recovery === 'custodial' ? { kind: 'custodial' } : { kind: 'passkey', prf: prf! });
            status = 'NONE';
          } catch (error) {
            // Another passkey than the one that protects recovery: COMPLETE_RECOVERY asks for that one.
            if (!(error instanceof WrongPasskeyError)) throw error;
          }
        }
        return { recovery: status };
      } finally {
        wipe(prf);
      }
    }
  });
}
