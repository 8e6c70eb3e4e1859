// COMPLETE_RECOVERY and EXPORT_WALLET: the screens of the UI frame that take the recovery password.
import type { FrameResult } from '@wallet-modal/schema/embedded';
import { MIN_PASSWORD_LENGTH, WrongPasswordError } from '../../lib/password.js';
import type { FrameContext } from '../context.js';
import { createWallet, exportWords, recoverWallet, recoveryStatus } from '../custody.js';
import { userRejected } from '../errors.js';
import { refreshSession, requireSession } from '../session.js';
import type { UiSession } from '../uiBridge.js';

const WRONG_PASSWORD = 'Wrong password. Try again.';

/** The next password the person submits; a rejection (closing the screen) rejects the request. */
async function nextPassword(ui: UiSession): Promise<string> {
  for (;;) {
    const answer = await ui.next();
    if (answer.kind === 'reject') throw userRejected();
    if (answer.kind === 'password') return answer.password;
  }
}

/** Resolves once the wallet can sign on this device: password set (new wallet) or entered (recovery). */
export async function completeRecovery(ctx: FrameContext): Promise<FrameResult<'COMPLETE_RECOVERY'>> {
  const session = await refreshSession(ctx);
  const status = await recoveryStatus(ctx, session.account);
  if (status === 'NONE') return {};
  if (status === 'SETUP') {
    await ctx.ui.withScreen({ kind: 'recovery-setup' }, async (ui) => {
      for (;;) {
        const password = await nextPassword(ui);
        if (password.length < MIN_PASSWORD_LENGTH) {
          ui.show({ kind: 'recovery-setup', error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` });
          continue;
        }
        ui.show({ kind: 'busy', message: 'Creating your wallet…' });
        return createWallet(ctx, session, password);
      }
    });
    return {};
  }
  await ctx.ui.withScreen({ kind: 'recovery' }, async (ui) => {
    for (;;) {
      const password = await nextPassword(ui);
      ui.show({ kind: 'busy', message: 'Checking your password…' });
      try {
        return await recoverWallet(ctx, session, password);
      } catch (error) {
        if (!(error instanceof WrongPasswordError)) throw error;
        ui.show({ kind: 'recovery', error: WRONG_PASSWORD });
      }
    }
  });
  return {};
}

/** Shows the 12 words after the password opened the recovery user half; resolves on Done. */
export async function exportWallet(ctx: FrameContext): Promise<FrameResult<'EXPORT_WALLET'>> {
  const session = await requireSession(ctx);
  await ctx.ui.withScreen({ kind: 'export' }, async (ui) => {
    let words: string | undefined;
    while (!words) {
      const password = await nextPassword(ui);
      ui.show({ kind: 'busy', message: 'Checking your password…' });
      try {
        words = await exportWords(ctx, session, password);
      } catch (error) {
        if (!(error instanceof WrongPasswordError)) throw error;
        ui.show({ kind: 'export', error: WRONG_PASSWORD });
      }
    }
    ui.show({ kind: 'export', words });
    words = undefined;
    for (;;) {
      const answer = await ui.next();
      if (answer.kind === 'done' || answer.kind === 'reject') return;
    }
  });
  return {};
}
