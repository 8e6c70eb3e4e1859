// The e-mail change (signed by the wallet frame, which takes every input in the secure UI): a code to the
// current address, then one to the new address; then the old address is told, with an undo link, and every
// other session of the account ends. The undo (from the link's page, unsigned: the old owner may have no
// session left) restores the old address and ends every session.
import { emailUndoBody, emailUpdateBody, emailUpdateOtpBody } from '@wallet-modal/schema/embedded';
import { Hono } from 'hono';
import { ApiError } from '../../errors.js';
import type { Services } from '../../services.js';
import { parseInput } from '../../validate.js';
import { normalizeEmail } from '../accounts.js';
import { changeCodeToCurrentMail, changeCodeToNewMail, emailChangedMail } from '../emailChangeMails.js';
import { UNDO_TTL_SECONDS } from '../emailUndo.js';
import type { EmbeddedService } from '../service.js';
import { signedRequest, type SignedEnv } from '../signed.js';
import { sessionUser } from './account.js';
import { jsonBody } from './login.js';

export function emailChangeRoutes(s: Services, e: EmbeddedService) {
  const signed = signedRequest(e);
  const validMinutes = () => Math.ceil(e.config.otp.ttlSeconds / 60);

  const userOf = (userId: string) => sessionUser(e, userId);
  const ensureFree = async (userId: string, email: string) => {
    const owner = await e.accounts.userByEmail(email);
    if (owner && owner.id !== userId) throw new ApiError('INVALID_PARAMS', 'newEmail belongs to another account');
  };

  return new Hono<SignedEnv>()
    .post('/email/update', signed, async (c) => {
      const newEmail = normalizeEmail(parseInput(emailUpdateBody, c.get('body')).newEmail);
      const user = await userOf(c.get('session').userId);
      if (newEmail === user.email) throw new ApiError('INVALID_PARAMS', 'newEmail is already the account\'s address');
      await ensureFree(user.id, newEmail);
      await e.limits.mail(s.clientAddress(c), e.addressKey(user.email));
      const code = await e.codes.issue('update-primary', user.id, newEmail);
      await e.mailer.send(changeCodeToCurrentMail(user.email, code, newEmail, validMinutes()));
      return c.json({ action: 'VERIFY_PRIMARY_OTP' as const });
    })
    .post('/email/update/primary', signed, async (c) => {
      const { otp } = parseInput(emailUpdateOtpBody, c.get('body'));
      const user = await userOf(c.get('session').userId);
      await e.limits.check(s.clientAddress(c));
      const newEmail = (await e.codes.check('update-primary', user.id, otp))!;
      await ensureFree(user.id, newEmail);
      await e.limits.mail(s.clientAddress(c), e.addressKey(newEmail));
      const code = await e.codes.issue('update-secondary', user.id, newEmail);
      await e.mailer.send(changeCodeToNewMail(newEmail, code, validMinutes()));
      return c.json({ action: 'VERIFY_SECONDARY_OTP' as const });
    })
    .post('/email/update/secondary', signed, async (c) => {
      const { otp } = parseInput(emailUpdateOtpBody, c.get('body'));
      const session = c.get('session');
      const user = await userOf(session.userId);
      await e.limits.check(s.clientAddress(c));
      const newEmail = (await e.codes.check('update-secondary', user.id, otp))!;
      await ensureFree(user.id, newEmail);
      // The old address hears of it before the change is made: a change whose mail cannot go out does not happen.
      const token = await e.emailUndo.create({ userId: user.id, oldEmail: user.email, newEmail });
      await e.mailer.send(emailChangedMail(user.email, newEmail, `${e.siteUrl}/embedded/email/undo?token=${token}`, UNDO_TTL_SECONDS / 86_400));
      await e.accounts.changeEmail(user.id, user.email, newEmail);
      // A session someone else holds (a stolen token and device) ends here; the one that made the change stays.
      await e.sessions.revokeAllOf(user.id, session.jti);
      return c.json({ newEmail });
    })
    .post('/email/undo', async (c) => {
      const { token } = parseInput(emailUndoBody, await jsonBody(c));
      await e.limits.check(s.clientAddress(c));
      const undo = await e.emailUndo.take(token);
      if (!undo) throw new ApiError('EMAIL_UNDO_INVALID', 'open the link of the latest "e-mail address was changed" mail, within 7 days');
      const user = await e.accounts.userById(undo.userId);
      if (!user) throw new ApiError('EMAIL_UNDO_INVALID', 'the account no longer exists');
      if (user.email !== undo.oldEmail) await e.accounts.changeEmail(user.id, user.email, undo.oldEmail);
      // Whoever changed it is signed out everywhere, and so is everyone else: the old owner signs in again.
      await e.sessions.revokeAllOf(user.id);
      return c.json({ ok: true as const });
    });
}
