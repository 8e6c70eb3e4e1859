// Issue 29, item 1: social-login takeover. An attacker starts a sign-in with its own device key and gets the
// victim through the provider; it must never end with the attacker holding a finish code for the victim's
// account: a return page on a wildcard default origin is refused at start, and the callback issues a finish
// code only to the browser that began the attempt (its binding cookie on the secure origin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Device, EMBEDDED_PROJECT } from './helpers/embedded.js';
import { browse, devicePost, openStartLink, startSocialWorld, type SocialWorld } from './helpers/social.js';

describe('an attacker who starts a social sign-in with its own device key (default production config)', () => {
  let world: SocialWorld;
  beforeAll(async () => {
    world = await startSocialWorld({ config: { mode: 'production', origins: { includeDefaults: true } } });
  }, 60_000);
  afterAll(() => world?.stop());

  it('cannot have the finish code sent to its page on a wildcard default origin (returnUrl https://evil.vercel.app/)', async () => {
    const attacker = await Device.create();
    for (const returnUrl of ['https://evil.vercel.app/', 'https://evil.pages.dev/', 'https://evil.ngrok-free.app/', 'http://localhost:4444/']) {
      const start = await devicePost(world, attacker, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'google', device: attacker.key, returnUrl });
      expect(start.status, returnUrl).toBe(403);
      expect(start.body.error.code).toBe('ORIGIN_NOT_ALLOWED');
      expect(start.body.error.message).toContain('embedded.social.returnUrls');
    }
  });

  it('cannot get a finish code by sending the victim the provider link: the victim\'s browser lacks the attempt\'s binding cookie', async () => {
    world.google.signIn({ sub: 'victim-google', email: 'victim@example.com', emailVerified: true, name: 'Victim' });
    const attacker = await Device.create();
    const start = await devicePost(world, attacker, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'google', device: attacker.key });
    expect(start.status).toBe(200);
    // The attacker's own browser opens the link up to the provider; that provider link is what it sends the victim.
    const link = await openStartLink(world, start.body.url);
    // The victim opens the link in its own browser (its own cookie jar): signed in at the provider, back at our callback.
    const page = await browse(link, world.callbackUrl('google'));
    expect(page.finishCode).toBeUndefined();
    expect(page.code).toBe('SOCIAL_BROWSER_MISMATCH');
    expect(page.html).not.toMatch(/data-finish=/);
    // Nothing to finish with, and the attempt is spent.
    const finish = await devicePost(world, attacker, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId: start.body.attemptId, finishCode: 'A'.repeat(43), device: attacker.key });
    expect(finish.status).toBeGreaterThanOrEqual(400);
  });

  it('the binding cookie is first-party on the secure origin: HttpOnly, only for the social routes, Secure and SameSite=None on loopback (Apple posts back cross-site)', async () => {
    const device = await Device.create();
    const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'github', device: device.key });
    const res = await fetch(start.body.url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^wm_social_browser=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Path=\/embedded\/v1\/social\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=None/);
  });

  it('cannot reuse its own binding for the victim: a start link is opened once', async () => {
    const attacker = await Device.create();
    const start = await devicePost(world, attacker, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'discord', device: attacker.key });
    await openStartLink(world, start.body.url);
    const again = await fetch(start.body.url, { redirect: 'manual' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('SOCIAL_ATTEMPT_INVALID');
  });
});
