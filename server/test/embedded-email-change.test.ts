// Issue 29 item 4, through the public routes: a changed e-mail ends every other session, the old
// address gets a mail with an undo link (a page whose button, not the link, restores the address and
// ends every session), and each mail purpose has its own subject so a change code never passes for a
// sign-in code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askDeviceApproval, Device, login, post, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const SESSION = '/embedded/v1/session';

let w: EmbeddedWorld;
beforeAll(async () => {
  w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
});
afterAll(() => w?.stop());

/** The whole change from `device`'s session, with the codes read from both mailboxes. */
async function changeEmail(device: Device, token: string, from: string, to: string): Promise<void> {
  let after = Date.now();
  expect((await signedPost(w.server, device, token, '/embedded/v1/email/update', { newEmail: to })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
  const primary = await w.sink.waitForMail({ to: from, after });
  after = Date.now();
  expect((await signedPost(w.server, device, token, '/embedded/v1/email/update/primary', { otp: /\b([0-9]{6})\b/.exec(primary.subject)![1] })).body).toEqual({
    action: 'VERIFY_SECONDARY_OTP',
  });
  const secondary = await w.sink.waitForMail({ to, after });
  const done = await signedPost(w.server, device, token, '/embedded/v1/email/update/secondary', { otp: /\b([0-9]{6})\b/.exec(secondary.subject)![1] });
  expect(done.body).toEqual({ newEmail: to });
}

/** The undo link of the "e-mail changed" mail to `to`, received after `after`. */
async function undoLink(to: string, after: number): Promise<URL> {
  const mail = await w.sink.waitForMail({ to, subject: /was changed/, after });
  return new URL(/https?:\/\/\S+\/embedded\/email\/undo\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
}

describe('E-mail change', () => {
  it('an attacker holding another session of the account cannot keep using it once the e-mail changed', async () => {
    const mine = await Device.create();
    const other = await Device.create();
    const { token } = await login(w, 'keep@example.com', mine);
    const stolen = await login(w, 'keep@example.com', other);
    await changeEmail(mine, token, 'keep@example.com', 'kept@example.com');

    const refused = await signedPost(w.server, other, stolen.token, SESSION);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('SESSION_EXPIRED');
    // The session that made the change stays.
    expect((await signedPost(w.server, mine, token, SESSION)).body.email).toBe('kept@example.com');
  });

  it('an attacker who changed the e-mail is undone from the old address: the link page changes nothing, its button restores the address and ends every session', async () => {
    const victim = await Device.create();
    const attacker = await Device.create();
    await login(w, 'victim@example.com', victim);
    const taken = await login(w, 'victim@example.com', attacker);
    const after = Date.now();
    await changeEmail(attacker, taken.token, 'victim@example.com', 'attacker@example.com');

    const link = await undoLink('victim@example.com', after);
    // A mail scanner opening the link restores nothing.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await page.text()).toContain('attacker@example.com');
    expect((await signedPost(w.server, attacker, taken.token, SESSION)).body.email).toBe('attacker@example.com');

    const token = link.searchParams.get('token')!;
    expect((await post(w.server, '/embedded/v1/email/undo', { token })).body).toEqual({ ok: true });
    // Every session ends, the attacker's included; the old address signs in to the same account again.
    expect((await signedPost(w.server, attacker, taken.token, SESSION)).body.error.code).toBe('SESSION_EXPIRED');
    const back = await login(w, 'victim@example.com', victim);
    expect(back.account.userId).toBe(taken.account.userId);
    // The link works once.
    expect((await post(w.server, '/embedded/v1/email/undo', { token })).body.error.code).toBe('EMAIL_UNDO_INVALID');
  });

  it('a change code cannot pass for a sign-in code: every mail purpose has its own subject', async () => {
    const device = await Device.create();
    const after = Date.now();
    const { token } = await login(w, 'subjects@example.com', device);
    // A second device asks to sign in: its code, then the approval mail (the account has a device now).
    await askDeviceApproval(w, 'subjects@example.com', await Device.create());
    await changeEmail(device, token, 'subjects@example.com', 'subjects-new@example.com');
    await undoLink('subjects@example.com', after);
    const subjects = w.sink.mails
      .filter((m) => m.receivedAt >= after && (m.to.includes('subjects@example.com') || m.to.includes('subjects-new@example.com')))
      .map((m) => m.subject.replace(/[0-9]{6}/, 'NNNNNN'));
    // sign-in code (twice: both devices), device approval, change code to the old address, change code to the new
    // address, change done: five purposes, five subjects.
    expect(subjects).toHaveLength(6);
    expect(new Set(subjects).size).toBe(5);
  });

  it('an undo link that is unknown or malformed is refused with a sentence', async () => {
    const unknown = await post(w.server, '/embedded/v1/email/undo', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('EMAIL_UNDO_INVALID');
    expect((await post(w.server, '/embedded/v1/email/undo', { token: 'x' })).status).toBe(400);
  });
});
