// Signed session routes: the account, sign-out, the wallet and its shares (recovery: recovery.ts; the e-mail
// change: emailChange.ts).
import {
  walletCreateBody,
  walletDeviceBody,
  type EmbeddedAccount,
} from '@wallet-modal/schema/embedded';
import { Hono } from 'hono';
import { ApiError } from '../../errors.js';
import type { Services } from '../../services.js';
import { parseInput } from '../../validate.js';
import type { EmbeddedService } from '../service.js';
import { requireAdmission } from '../admit.js';
import { signedRequest, type SignedEnv } from '../signed.js';
import { accountOf } from './login.js';

/** The user of a live session; SESSION_EXPIRED once the account was deleted. */
export async function sessionUser(e: EmbeddedService, userId: string) {
  const user = await e.accounts.userById(userId);
  if (!user) throw new ApiError('SESSION_EXPIRED', 'the account no longer exists');
  return user;
}

export function accountRoutes(s: Services, e: EmbeddedService) {
  // Per route, not `use('*')`: mounted beside the login routes, a wildcard would reach them too.
  const signed = signedRequest(e);

  const userOf = (userId: string) => sessionUser(e, userId);

  return new Hono<SignedEnv>()
    .post('/session', signed, async (c) => {
      const { userId, thumbprint } = c.get('session');
      const account: EmbeddedAccount = await accountOf(e, await userOf(userId), thumbprint);
      return c.json(account);
    })
    .post('/session/sign-out', signed, async (c) => {
      await e.sessions.revoke(c.get('session').jti);
      return c.json({ ok: true as const });
    })
    .post('/wallet/create', signed, async (c) => {
      const body = parseInput(walletCreateBody, c.get('body'));
      const { userId, thumbprint } = c.get('session');
      const userHalf = body.recovery.userHalf;
      const custodial = 'custodial' in userHalf;
      if (custodial !== (e.config.recovery.mode === 'custodial')) {
        throw new ApiError('INVALID_PARAMS', custodial ? 'this server does not keep recovery halves (recovery mode user)' : 'this server keeps the recovery half (recovery mode custodial)');
      }
      if (!custodial && userHalf.kdf.name === 'passkey-prf' && (await e.passkeys.byId(userHalf.kdf.credentialId))?.userId !== userId) {
        throw new ApiError('INVALID_PARAMS', 'recovery.userHalf: the passkey is not registered for this account');
      }
      // A password half comes with its verifier, or its recovery could never be checked online.
      const password = !custodial && userHalf.kdf.name === 'scrypt';
      if (password !== (body.recovery.verifier !== undefined)) {
        throw new ApiError('INVALID_PARAMS', password ? 'recovery.verifier: a password-sealed half needs its verifier (K_auth)' : 'recovery.verifier: only a password-sealed half has one');
      }
      await e.wallets.create({
        userId,
        thumbprint,
        address: body.address,
        serverShare: body.serverShare,
        serverHalf: body.recovery.serverHalf,
        userHalf: body.recovery.userHalf,
        ...(body.recovery.verifier ? { verifier: body.recovery.verifier } : {}),
      });
      return c.json(await accountOf(e, await userOf(userId), thumbprint));
    })
    .post('/wallet/share', signed, async (c) => {
      const { userId, thumbprint } = c.get('session');
      return c.json({ serverShare: await e.wallets.share(userId, thumbprint) });
    })
    .post('/wallet/device', signed, async (c) => {
      const { serverShare } = parseInput(walletDeviceBody, c.get('body'));
      const session = c.get('session');
      const { userId, thumbprint } = session;
      // Enrolled, a device could allow others: only one admitted like recovery (admit.ts) may enrol, unless it holds a share already.
      if (!(await e.wallets.enrolled(userId, thumbprint)) && (await e.wallets.recoveryKind(userId)) === 'password') await requireAdmission(e, session);
      await e.wallets.enrolDevice(userId, thumbprint, serverShare);
      return c.json({ ok: true as const });
    });
}
