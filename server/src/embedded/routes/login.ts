// E-mail login: start (always a code), verify the code; a new account (or one with no device yet) gets its session
// at once, an account that already has a device answers VERIFY_DEVICE and mails the approval link, then a new code.
// The start's answer never depends on whether an account exists; only the mailbox's owner learns it, after the code.
import {
  deviceApprovalResult,
  deviceApproveBody,
  deviceWaitBody,
  emailStartBody,
  emailVerifyBody,
  type EmbeddedAccount,
  type SessionResult,
} from '@wallet-modal/schema/embedded';
import { Hono, type Context } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../../errors.js';
import type { Services } from '../../services.js';
import { parseInput } from '../../validate.js';
import { normalizeEmail } from '../accounts.js';
import { seenFrom } from '../browser.js';
import { approvalMail } from '../notices.js';
import type { EmbeddedService } from '../service.js';
import { loginCodeSubject } from '../service.js';
import { thumbprintOf, usableDeviceKey } from '../sessions.js';
import { startSession } from '../signin.js';
import { WaitSlots } from '../waits.js';

const WAIT_POLL_MS = 250;

export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new ApiError('INVALID_BODY', 'the body is not JSON');
  }
}

export async function accountOf(e: EmbeddedService, user: { id: string; email: string }, thumbprint: string): Promise<EmbeddedAccount> {
  const [address, deviceEnrolled, kind] = await Promise.all([e.wallets.address(user.id), e.wallets.enrolled(user.id, thumbprint), e.wallets.recoveryKind(user.id)]);
  // Before the wallet exists: what its setup will ask for (custodial mode asks nothing).
  const recovery = kind ?? (e.config.recovery.mode === 'custodial' ? 'custodial' : 'password');
  return { userId: user.id, email: user.email, address, deviceEnrolled, recovery };
}

export function loginRoutes(s: Services, e: EmbeddedService) {
  const requireProject = async (id: string) => {
    if (!(await s.projectCache.get(id))) throw new ApiError('PROJECT_NOT_FOUND', `unknown project ${id}`);
  };

  const waits = new WaitSlots(e.config.device);

  return new Hono()
    .post('/email/start', async (c) => {
      const body = parseInput(emailStartBody, await jsonBody(c));
      await requireProject(body.projectId);
      if (!(await usableDeviceKey(body.device))) throw new ApiError('INVALID_PARAMS', 'device: not a P-256 public key');
      const email = normalizeEmail(body.email);
      const thumbprint = await thumbprintOf(body.device);
      const unsent = await e.limits.mail(s.clientAddress(c), e.addressKey(email));
      try {
        // Always the code, whatever the address: the same answer for a new visitor and an existing account.
        await e.sendLoginCode(email, thumbprint);
      } catch (error) {
        // Nothing was mailed (the mail server is down, say): the try costs no wait.
        await unsent();
        throw error;
      }
      return c.json({ action: 'VERIFY_OTP' as const });
    })
    .post('/device/wait', async (c) => {
      const body = parseInput(deviceWaitBody, await jsonBody(c));
      await requireProject(body.projectId);
      const email = normalizeEmail(body.email);
      const thumbprint = await thumbprintOf(body.device);
      const release = waits.take(s.clientAddress(c), `${email}\n${thumbprint}`);
      try {
        const until = Date.now() + e.config.device.waitMs;
        const signal = AbortSignal.any([c.req.raw.signal, e.stopping.signal]);
        for (;;) {
          if (await e.accounts.deviceApproved(email, thumbprint)) return c.json({ approved: true });
          if (Date.now() >= until || signal.aborted) return c.json({ approved: false });
          await sleep(Math.min(WAIT_POLL_MS, Math.max(0, until - Date.now())), undefined, { signal }).catch(() => {});
        }
      } finally {
        release();
      }
    })
    .post('/device/approve', async (c) => {
      const { token } = parseInput(deviceApproveBody, await jsonBody(c));
      const approved = await e.accounts.approve(token);
      if (!approved) {
        // A second click on a used link is fine; an unknown or expired one is not.
        if ((await e.accounts.approval(token))?.approved) return c.json({ ok: true as const });
        throw new ApiError('DEVICE_NOT_APPROVED', 'the link has expired: sign in again for a new one');
      }
      await e.sendLoginCode(approved.email, approved.thumbprint);
      return c.json({ ok: true as const });
    })
    .post('/device/approval', async (c) => {
      const { token } = parseInput(deviceApproveBody, await jsonBody(c));
      const approval = await e.accounts.approval(token);
      if (!approval) throw new ApiError('DEVICE_NOT_APPROVED', 'the link has expired: sign in again for a new one');
      const { browser, appOrigin, requestedAt } = approval;
      return c.json(deviceApprovalResult.parse({ browser, appOrigin, requestedAt }));
    })
    .post('/email/verify', async (c) => {
      const body = parseInput(emailVerifyBody, await jsonBody(c));
      await requireProject(body.projectId);
      await e.limits.check(s.clientAddress(c));
      const email = normalizeEmail(body.email);
      const thumbprint = await thumbprintOf(body.device);
      await e.codes.check('login', loginCodeSubject(email, thumbprint), body.otp);
      if (!(await e.accounts.deviceApproved(email, thumbprint))) {
        // The code proved the mailbox. An account that has a device, a passkey or a wallet admits a new device key only from
        // the link (a code read off the mail must not make a device of an existing account); a new one needs no link.
        if (await e.accounts.hasAnythingToProtect(email)) {
          const seen = await seenFrom(c, s, e, body.projectId, body.appOrigin);
          const link = await e.accounts.createApproval({ email, thumbprint, projectId: body.projectId, ttlSeconds: e.config.device.approvalTtlSeconds, seen });
          await e.mailer.send(approvalMail(email, `${e.siteUrl}/embedded/device?token=${link}`, seen, Date.now()));
          return c.json({ action: 'VERIFY_DEVICE' as const });
        }
        await e.accounts.approveFirstDevice(email, thumbprint);
      }
      const user = await e.accounts.ensureUser(email);
      const { token, expiresAt } = await startSession(e, user, body.device, await seenFrom(c, s, e, body.projectId, body.appOrigin));
      const result: SessionResult = { token, expiresAt, account: await accountOf(e, user, thumbprint) };
      return c.json(result);
    });
}
