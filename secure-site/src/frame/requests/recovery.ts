// COMPLETE_RECOVERY and EXPORT_WALLET: the UI frame's screens that set up or use the recovery factor: a
// passkey (its PRF output), the password, or nothing in the operator's custodial mode.
import type { FrameResult } from '@wallet-modal/schema/embedded';
import { fromBase64Url, wipe } from '../../lib/bytes.js';
import { MIN_PASSWORD_LENGTH, WrongPasswordError } from '../../lib/password.js';
import { WrongPasskeyError } from '../../lib/prf.js';
import { EmbeddedApiError } from '../../lib/api.js';
import type { Screen } from '../../shared/channel.js';
import type { FrameContext } from '../context.js';
import { createWallet, exportWords, NotAdmittedError, recoverWallet, recoveryStatus, type RecoverySecret } from '../custody.js';
import { userRejected } from '../errors.js';
import { refreshSession, requireSession, type StoredSession } from '../session.js';
import type { UiSession } from '../uiBridge.js';

const WRONG_PASSKEY = 'This passkey does not open your wallet. Use the passkey you set it up with.';
export const NO_PRF =
  'Your passkey was created, but this browser or authenticator cannot derive a key from it (no PRF output), so it cannot protect your wallet. Set a recovery password instead.';

const NO_PRF_ASSERTION = 'Your passkey answered, but this browser or authenticator gave no PRF output, so it cannot open your wallet here. Try a recent Chrome or Safari.';

/** The recovery screen's notice after another tab or device created the wallet while this one set it up. */
const CREATED_ELSEWHERE = {
  password: 'Your wallet was just created in another tab or on another device. Enter the recovery password set there to use it here.',
  passkey: 'Your wallet was just created in another tab or on another device. Confirm with the passkey set up there to use it here.',
} as const;

/**
 * How long a tab that lost the race to create the wallet waits for the winning tab of the same browser to
 * save this device's share (it does so right after the server's answer, in the storage both tabs share).
 */
const SHARE_WAIT_MS = 10_000;
const SHARE_POLL_MS = 100;

type Method = 'password' | 'passkey' | 'custodial';

/**
 * The person's next recovery secret of `method`; `retry` shows the screen again with an error. Closing the
 * screen rejects the request.
 */
async function nextSecret(ui: UiSession, method: Method, retry: (error: string) => void): Promise<RecoverySecret> {
  for (;;) {
    const answer = await ui.next();
    if (answer.kind === 'reject') throw userRejected();
    if (method === 'password' && answer.kind === 'password') return { kind: 'password', password: answer.password };
    if (method === 'custodial' && answer.kind === 'approve') return { kind: 'custodial' };
    if (method === 'passkey' && answer.kind === 'passkey-assertion') {
      if (answer.prf) return { kind: 'passkey', prf: fromBase64Url(answer.prf) };
      retry(NO_PRF_ASSERTION);
    }
  }
}

/** Opens the recovery half with the person's secret, asking again while it is the wrong one. */
async function withSecret<T>(ui: UiSession, method: Method, screen: (error?: string) => Screen, busy: string, use: (secret: RecoverySecret) => Promise<T>): Promise<T> {
  for (;;) {
    const secret = await nextSecret(ui, method, (error) => ui.show(screen(error)));
    ui.show({ kind: 'busy', message: busy });
    try {
      return await use(secret);
    } catch (error) {
      if (!(error instanceof WrongPasswordError || error instanceof WrongPasskeyError || error instanceof NotAdmittedError)) throw error;
      // A password's message is the server's when it refused it online: the tries left, or until when it is locked;
      // a new device's says how it is allowed (another device, a passkey, or the date the wait ends).
      ui.show(screen(error instanceof WrongPasskeyError ? WRONG_PASSKEY : error.message));
    } finally {
      if (secret.kind === 'passkey') wipe(secret.prf);
    }
  }
}

/** The method and, for a passkey, the credential that opens this account's recovery half. */
async function methodOf(ctx: FrameContext, session: StoredSession): Promise<{ method: Method; credentialId?: string }> {
  if (session.account.recovery !== 'passkey') return { method: session.account.recovery };
  const { kdf } = await ctx.api.walletRecoveryParams(session.token);
  return { method: 'passkey', ...(kdf?.name === 'passkey-prf' ? { credentialId: kdf.credentialId } : {}) };
}

/** createWallet; false when another tab or device created this account's wallet first (409 WALLET_EXISTS). */
async function created(ctx: FrameContext, session: StoredSession, secret: RecoverySecret): Promise<boolean> {
  try {
    await createWallet(ctx, session, secret);
    return true;
  } catch (error) {
    if (error instanceof EmbeddedApiError && error.code === 'WALLET_EXISTS') return false;
    throw error;
  }
}

/**
 * New wallet: a passkey (registered with the server, its PRF output seals the half) or a password; custodial
 * asks nothing. False when the wallet was created elsewhere meanwhile (nothing was created here).
 */
async function setUp(ctx: FrameContext, session: StoredSession): Promise<boolean> {
  if (session.account.recovery === 'custodial') {
    return ctx.ui.withScreen({ kind: 'custodial-setup' }, async (ui) => {
      await nextSecret(ui, 'custodial', () => {});
      ui.show({ kind: 'busy', message: 'Creating your wallet…' });
      return created(ctx, session, { kind: 'custodial' });
    });
  }
  const passkeyOptions = () => ctx.api.passkeyRegisterOptions(session.token).catch(() => undefined);
  let offer = await passkeyOptions();
  const setupScreen = (error?: string): Screen => ({ kind: 'recovery-setup', ...(offer ? { passkey: offer } : {}), ...(error ? { error } : {}) });
  return ctx.ui.withScreen(setupScreen(), async (ui) => {
    for (;;) {
      const answer = await ui.next();
      if (answer.kind === 'reject') throw userRejected();
      if (answer.kind === 'password') {
        if (answer.password.length < MIN_PASSWORD_LENGTH) {
          ui.show(setupScreen(`Use at least ${MIN_PASSWORD_LENGTH} characters.`));
          continue;
        }
        ui.show({ kind: 'busy', message: 'Creating your wallet…' });
        return created(ctx, session, { kind: 'password', password: answer.password });
      }
      if (answer.kind !== 'passkey-created') continue;
      if (!answer.prf) {
        // Said plainly, and the password is what is left.
        offer = undefined;
        ui.show(setupScreen(NO_PRF));
        continue;
      }
      ui.show({ kind: 'busy', message: 'Creating your wallet…' });
      const prf = fromBase64Url(answer.prf);
      try {
        const { credentialId } = await ctx.api.passkeyRegister(session.token, answer.response);
        return await created(ctx, session, { kind: 'passkey', prf, credentialId });
      } catch (error) {
        if (!(error instanceof EmbeddedApiError) || (error.code !== 'PASSKEY_INVALID' && error.code !== 'INVALID_PARAMS')) throw error;
        offer = await passkeyOptions();
        ui.show(setupScreen('The passkey could not be registered. Try again, or set a recovery password.'));
      } finally {
        wipe(prf);
      }
    }
  });
}

/**
 * New device or site: the recovery half opened by the account's factor; custodial needs no secret.
 * `createdElsewhere`: the screen says the wallet was just made by another tab or device.
 */
async function recover(ctx: FrameContext, session: StoredSession, createdElsewhere = false): Promise<void> {
  const { method, credentialId } = await methodOf(ctx, session);
  if (method === 'custodial') {
    await ctx.ui.withScreen({ kind: 'busy', message: 'Restoring your wallet…' }, () => recoverWallet(ctx, session, { kind: 'custodial' }));
    return;
  }
  const notice = createdElsewhere ? CREATED_ELSEWHERE[method] : undefined;
  const screen = (error?: string): Screen => ({ kind: 'recovery', method, ...(notice ? { notice } : {}), ...(credentialId ? { credentialId } : {}), ...(error ? { error } : {}) });
  await ctx.ui.withScreen(screen(), (ui) =>
    withSecret(ui, method, screen, method === 'password' ? 'Checking your password…' : 'Restoring your wallet…', (secret) => recoverWallet(ctx, session, secret)),
  );
}

/**
 * Another tab or device created the wallet while this tab set one up. When it was a tab of this browser
 * (same storage partition, so the same device key: the server counts this device enrolled), that tab saves
 * the device share where this one reads it: use it, within SHARE_WAIT_MS. Otherwise recover the wallet that
 * exists, saying why. Recovering while the winning tab still writes would re-split the key under it.
 */
async function useWalletCreatedElsewhere(ctx: FrameContext): Promise<void> {
  const session = await refreshSession(ctx);
  if (session.account.deviceEnrolled) {
    const deadline = Date.now() + SHARE_WAIT_MS;
    for (;;) {
      if ((await recoveryStatus(ctx, session.account)) === 'NONE') return;
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, SHARE_POLL_MS));
    }
  }
  await recover(ctx, session, true);
}

/** Resolves once the wallet can sign on this device: factor set (new wallet) or used (recovery). */
export async function completeRecovery(ctx: FrameContext): Promise<FrameResult<'COMPLETE_RECOVERY'>> {
  const session = await refreshSession(ctx);
  const status = await recoveryStatus(ctx, session.account);
  if (status === 'SETUP' && !(await setUp(ctx, session))) await useWalletCreatedElsewhere(ctx);
  else if (status === 'RECOVER') await recover(ctx, session);
  return {};
}

/** Shows the 12 words after the recovery factor opened the recovery user half; resolves on Done. */
export async function exportWallet(ctx: FrameContext): Promise<FrameResult<'EXPORT_WALLET'>> {
  const session = await requireSession(ctx);
  const { method, credentialId } = await methodOf(ctx, session);
  const screen = (error?: string): Screen => ({ kind: 'export', method, ...(credentialId ? { credentialId } : {}), ...(error ? { error } : {}) });
  await ctx.ui.withScreen(screen(), async (ui) => {
    let words: string | undefined = await withSecret(ui, method, screen, method === 'password' ? 'Checking your password…' : 'Opening your wallet…', (secret) =>
      exportWords(ctx, session, secret),
    );
    ui.show({ kind: 'export', words });
    words = undefined;
    for (;;) {
      const answer = await ui.next();
      if (answer.kind === 'done' || answer.kind === 'reject') return;
    }
  });
  return {};
}
