// The session token from /email/verify, kept in IndexedDB per project with the account it was issued for.
import type { EmbeddedAccount } from '@wallet-modal/schema/embedded';
import type { FrameContext } from './context.js';
import { notSignedIn } from './errors.js';

export interface StoredSession {
  token: string;
  /** ms since the epoch. */
  expiresAt: number;
  email: string;
  account: EmbeddedAccount;
  /** After a social sign-in: the provider and the name it gave (kept across /session refreshes, which omit them). */
  social?: { provider: NonNullable<EmbeddedAccount['socialProvider']>; userName: string | null };
}

const sessionKey = (ctx: FrameContext) => `session:${ctx.projectId}`;

/** The stored session, unless it has expired (then it is forgotten). */
export async function loadSession(ctx: FrameContext): Promise<StoredSession | undefined> {
  const session = await ctx.store.get<StoredSession>(sessionKey(ctx));
  if (!session) return undefined;
  if (!(session.expiresAt > Date.now())) {
    await clearSession(ctx);
    return undefined;
  }
  return session;
}

export async function requireSession(ctx: FrameContext): Promise<StoredSession> {
  const session = await loadSession(ctx);
  if (!session) throw notSignedIn();
  return session;
}

export async function saveSession(ctx: FrameContext, session: StoredSession): Promise<void> {
  await ctx.store.set(sessionKey(ctx), session);
}

export async function clearSession(ctx: FrameContext): Promise<void> {
  await ctx.store.del(sessionKey(ctx));
}

/** The session with the account as the server knows it now (POST /embedded/v1/session). */
export async function refreshSession(ctx: FrameContext): Promise<StoredSession> {
  const session = await requireSession(ctx);
  const account = await ctx.api.session(session.token);
  const fresh = { ...session, account, email: account.email ?? session.email };
  await saveSession(ctx, fresh);
  return fresh;
}
