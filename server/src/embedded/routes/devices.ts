// Signed session routes for the account's own devices, sessions and passkeys: list, and revoke one by
// the id the list gave. Every query is scoped to the session's user, so an id of another account is
// simply not found.
import { admissionBody, admissionCancelBody, revokeBody, type DevicesResult } from '@wallet-modal/schema/embedded';
import { Hono } from 'hono';
import { ApiError } from '../../errors.js';
import type { Services } from '../../services.js';
import { jsonBody } from './login.js';
import { parseInput } from '../../validate.js';
import type { EmbeddedService } from '../service.js';
import { signedRequest, type SignedEnv } from '../signed.js';

const notFound = (what: string) => new ApiError('NOT_FOUND', `this account has no such ${what}: list them again`);

export function deviceRoutes(s: Services, e: EmbeddedService) {
  const signed = signedRequest(e);

  return new Hono<SignedEnv>()
    .post('/devices', signed, async (c) => {
      const { userId, jti, thumbprint } = c.get('session');
      const result: DevicesResult = await e.devices.list(userId, { jti, thumbprint });
      return c.json(result);
    })
    .post('/devices/revoke', signed, async (c) => {
      const { id } = parseInput(revokeBody, c.get('body'));
      const { userId, thumbprint } = c.get('session');
      // Removing a device that holds the wallet could open the way for the password alone (admit.ts): only another such device may.
      if (id !== thumbprint && (await e.wallets.enrolled(userId, id)) && !(await e.wallets.enrolled(userId, thumbprint))) {
        throw new ApiError('DEVICE_NOT_ENROLLED', 'a device that holds the wallet can be removed only from a device that holds it too');
      }
      if (!(await e.devices.revokeDevice(userId, id))) throw notFound('device');
      await e.admissions.forget(userId, id);
      // Signing in there again needs a new approval from the mailbox.
      const user = await e.accounts.userById(userId);
      if (user?.email) await e.accounts.forgetDevice(user.email, id);
      return c.json({ ok: true as const });
    })
    .post('/devices/admit', signed, async (c) => {
      const { id } = parseInput(admissionBody, c.get('body'));
      const { userId, thumbprint } = c.get('session');
      // Only a device that holds the wallet vouches for another: a session from the mailbox alone allows nothing.
      if (!(await e.wallets.enrolled(userId, thumbprint))) throw new ApiError('DEVICE_NOT_ENROLLED', 'a new device can be allowed only from a device that holds the wallet');
      if (!(await e.admissions.approve(userId, id))) throw notFound('device request');
      return c.json({ ok: true as const });
    })
    .post('/devices/refuse', signed, async (c) => {
      const { id } = parseInput(admissionBody, c.get('body'));
      const { userId, thumbprint } = c.get('session');
      if (!(await e.wallets.enrolled(userId, thumbprint))) throw new ApiError('DEVICE_NOT_ENROLLED', 'a new device can be refused only from a device that holds the wallet');
      if (!(await e.admissions.refuse(userId, id))) throw notFound('device request');
      return c.json({ ok: true as const });
    })
    // The mail's cancel link (unsigned: the owner may have no device left), from the page whose button, not the link, cancels.
    .post('/admission/cancel', async (c) => {
      const { token } = parseInput(admissionCancelBody, await jsonBody(c));
      await e.limits.check(s.clientAddress(c));
      if (!(await e.admissions.cancel(token))) throw new ApiError('ADMISSION_CANCEL_INVALID', 'open the link of the latest "new device asks to open your wallet" mail');
      return c.json({ ok: true as const });
    })
    .post('/sessions/revoke', signed, async (c) => {
      const { id } = parseInput(revokeBody, c.get('body'));
      if (!(await e.devices.revokeSession(c.get('session').userId, id))) throw notFound('session');
      return c.json({ ok: true as const });
    })
    .post('/passkeys/revoke', signed, async (c) => {
      const { id } = parseInput(revokeBody, c.get('body'));
      const { userId, thumbprint } = c.get('session');
      // A passkey admits new devices (admit.ts): a session from the mailbox alone must not remove that guard.
      if ((await e.wallets.address(userId)) && !(await e.wallets.enrolled(userId, thumbprint))) {
        throw new ApiError('DEVICE_NOT_ENROLLED', 'a passkey can be removed only from a device that holds the wallet');
      }
      if (!(await e.devices.revokePasskey(userId, id))) throw notFound('passkey');
      return c.json({ ok: true as const });
    });
}
