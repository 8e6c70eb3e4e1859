// Signed session routes for the account's own devices, sessions and passkeys: list, and revoke one by
// the id the list gave. Every query is scoped to the session's user, so an id of another account is
// simply not found.
import { revokeBody, type DevicesResult } from '@wallet-modal/schema/embedded';
import { Hono } from 'hono';
import { ApiError } from '../../errors.js';
import { parseInput } from '../../validate.js';
import type { EmbeddedService } from '../service.js';
import { signedRequest, type SignedEnv } from '../signed.js';

const notFound = (what: string) => new ApiError('NOT_FOUND', `this account has no such ${what}: list them again`);

export function deviceRoutes(e: EmbeddedService) {
  const signed = signedRequest(e);

  return new Hono<SignedEnv>()
    .post('/devices', signed, async (c) => {
      const { userId, jti, thumbprint } = c.get('session');
      const result: DevicesResult = await e.devices.list(userId, { jti, thumbprint });
      return c.json(result);
    })
    .post('/devices/revoke', signed, async (c) => {
      const { id } = parseInput(revokeBody, c.get('body'));
      const { userId } = c.get('session');
      if (!(await e.devices.revokeDevice(userId, id))) throw notFound('device');
      // Signing in there again needs a new approval from the mailbox.
      const user = await e.accounts.userById(userId);
      if (user?.email) await e.accounts.forgetDevice(user.email, id);
      return c.json({ ok: true as const });
    })
    .post('/sessions/revoke', signed, async (c) => {
      const { id } = parseInput(revokeBody, c.get('body'));
      if (!(await e.devices.revokeSession(c.get('session').userId, id))) throw notFound('session');
      return c.json({ ok: true as const });
    })
    .post('/passkeys/revoke', signed, async (c) => {
      const { id } = parseInput(revokeBody, c.get('body'));
      if (!(await e.devices.revokePasskey(c.get('session').userId, id))) throw notFound('passkey');
      return c.json({ ok: true as const });
    });
}
