// Social login (issue 12) against local providers: a local OpenID provider each for Google and Apple and a
// local OAuth 2 server answering GitHub's, Discord's, X's and Facebook's user-info shapes. Each provider
// signs a device in; a verified e-mail links to the e-mail user, an unverified one never does; the attacks
// the issue names fail with clear codes.
import { parseSocialReturn, sessionResult, socialStartResult, type SocialProvider } from '@wallet-modal/schema/embedded';
import { decodeJwt, decodeProtectedHeader, exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startOidcProvider } from '@wallet-modal/testing';
import { appleClientSecret } from '../src/embedded/social/apple-secret.js';
import { Device, EMBEDDED_PROJECT, login, signedPost, startEmbeddedWorld } from './helpers/embedded.js';
import { browse, devicePost, openStartLink, socialLogin, startSocialWorld, type CookieJar, type SocialWorld } from './helpers/social.js';

let world: SocialWorld;
beforeAll(async () => {
  world = await startSocialWorld();
}, 60_000);
afterAll(async () => {
  await world?.stop();
});

const oauth2 = (kind: 'github' | 'discord' | 'x' | 'facebook', id: string, username: string, email?: string, emailVerified = true) =>
  world.oauth.signIn(kind, { id, username, name: username.toUpperCase(), email, emailVerified });

/** GitHub's user ids are numbers. */
const numericId = (id: string) => String([...id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 1_000_000_007, 7));

function signInAt(provider: SocialProvider, who: { id: string; name: string; email?: string; verified?: boolean }) {
  const verified = who.verified ?? true;
  if (provider === 'google' || provider === 'apple') world[provider].signIn({ sub: who.id, email: who.email, emailVerified: verified, name: who.name });
  else oauth2(provider, provider === 'github' ? numericId(who.id) : who.id, who.name, who.email, verified);
}

describe('social login: each provider signs a device in', () => {
  const cases: [SocialProvider, string][] = [
    ['google', 'Ada Google'],
    ['apple', 'Ada Apple'],
    ['github', 'ada-gh'],
    ['discord', 'ada_discord'],
    ['x', 'ada_x'],
    ['facebook', 'Ada Facebook'],
  ];
  it.each(cases)('%s: start → provider → callback → finish answers a session bound to the device', async (provider, name) => {
    signInAt(provider, { id: `${provider}-1001`, name, email: `${provider}-user@example.com` });
    const device = await Device.create();
    const { start, page, finish } = await socialLogin(world, provider, device);
    expect(socialStartResult.safeParse(start.body).success).toBe(true);
    expect(page.status, page.message).toBe(200);
    expect(page.attemptId).toBe(start.body.attemptId);
    expect(finish?.status, JSON.stringify(finish?.body)).toBe(200);
    const session = sessionResult.parse(finish!.body);
    expect(session.account.socialProvider).toBe(provider);
    expect(session.account.userName).toBe(provider === 'github' || provider === 'discord' || provider === 'x' ? name : provider === 'facebook' ? name.toUpperCase() : name);
    // The session works for signed requests by this device, and only this device.
    const me = await signedPost(world.server, device, session.token, '/embedded/v1/session');
    expect(me.status).toBe(200);
    expect(me.body.userId).toBe(session.account.userId);
    const other = await Device.create();
    expect((await signedPost(world.server, other, session.token, '/embedded/v1/session')).status).toBe(401);
    // Signing in again with the same identity is the same user.
    const again = await socialLogin(world, provider, await Device.create());
    expect(again.finish?.body.account.userId).toBe(session.account.userId);
  });

  it('the token never appears in the provider URL or the callback page', async () => {
    signInAt('google', { id: 'google-2002', name: 'Tok', email: 'tok@example.com' });
    const { start, page, finish } = await socialLogin(world, 'google', await Device.create());
    expect(start.body.url).not.toContain(finish!.body.token);
    expect(page.html).not.toContain(finish!.body.token);
    expect(page.url).not.toContain(finish!.body.token);
    // The page is the secure site's: strict CSP, no inline script, not framable.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.html).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });
});

describe('social login: linking', () => {
  it('an e-mail user who signs in with a verified social e-mail (any case) gets the same user and wallet account', async () => {
    const emailUser = await login(world, 'linker@example.com', await Device.create());
    for (const provider of ['google', 'github', 'discord', 'apple'] as const) {
      signInAt(provider, { id: `${provider}-link`, name: 'Linker', email: 'Linker@Example.com' });
      const { finish } = await socialLogin(world, provider, await Device.create());
      expect(finish?.status).toBe(200);
      expect(finish!.body.account.userId, provider).toBe(emailUser.account.userId);
      expect(finish!.body.account.email).toBe('linker@example.com');
    }
  });

  it('a verified social e-mail seen first becomes the e-mail user later e-mail sign-ins reach', async () => {
    signInAt('google', { id: 'google-first', name: 'First', email: 'first-social@example.com' });
    const { finish } = await socialLogin(world, 'google', await Device.create());
    const byEmail = await login(world, 'first-social@example.com', await Device.create());
    expect(byEmail.account.userId).toBe(finish!.body.account.userId);
  });

  it('an unverified provider e-mail never links: a new user without an e-mail', async () => {
    const emailUser = await login(world, 'victim@example.com', await Device.create());
    for (const provider of ['google', 'github', 'discord'] as const) {
      signInAt(provider, { id: `${provider}-attacker`, name: 'Mallory', email: 'victim@example.com', verified: false });
      const { finish } = await socialLogin(world, provider, await Device.create());
      expect(finish?.status).toBe(200);
      expect(finish!.body.account.userId, provider).not.toBe(emailUser.account.userId);
      expect(finish!.body.account.email).toBeNull();
    }
    // Facebook states no verification: its e-mail never links either.
    signInAt('facebook', { id: 'fb-attacker', name: 'Mallory', email: 'victim@example.com' });
    const fb = await socialLogin(world, 'facebook', await Device.create());
    expect(fb.finish!.body.account.userId).not.toBe(emailUser.account.userId);
    // And the e-mail user is untouched.
    const again = await login(world, 'victim@example.com', await Device.create());
    expect(again.account.userId).toBe(emailUser.account.userId);
  });
});

describe('social login: attacks fail', () => {
  it('a callback whose state matches no attempt is refused', async () => {
    signInAt('github', { id: 'gh-state', name: 'state', email: 'state@example.com' });
    const { page, finish } = await socialLogin(world, 'github', await Device.create(), { editUrl: (u) => u.searchParams.set('state', 'A'.repeat(43)) });
    expect(page.status).toBe(400);
    expect(page.code).toBe('SOCIAL_ATTEMPT_INVALID');
    expect(page.message).toMatch(/unknown, already used or expired/);
    expect(finish).toBeUndefined();
  });

  it('a state from another provider is refused', async () => {
    const device = await Device.create();
    const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'discord', device: device.key });
    const state = new URL(start.body.url).searchParams.get('state')!;
    const res = await fetch(`${world.callbackUrl('github')}?code=abc&state=${state}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('data-code="SOCIAL_ATTEMPT_INVALID"');
  });

  it('a replayed callback (same code and state) is refused, and the code replayed into a new attempt is refused by the provider', async () => {
    signInAt('discord', { id: 'dc-replay', name: 'replay', email: 'replay@example.com' });
    const device = await Device.create();
    const first = await socialLogin(world, 'discord', device);
    expect(first.finish?.status).toBe(200);
    const replay = await browse(first.page.url, world.callbackUrl('discord'));
    expect(replay.status).toBe(400);
    expect(replay.code).toBe('SOCIAL_ATTEMPT_INVALID');
    // A fresh attempt fed the used code: the provider refuses it (used once, and PKCE does not match).
    const second = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'discord', device: device.key });
    const code = new URL(first.page.url).searchParams.get('code')!;
    const jar: CookieJar = new Map();
    const state = new URL(await openStartLink(world, second.body.url, jar)).searchParams.get('state')!;
    const injected = await browse(`${world.callbackUrl('discord')}?code=${code}&state=${state}`, world.callbackUrl('discord'), { jar });
    expect(injected.status).toBe(400);
    expect(injected.code).toBe('SOCIAL_PROVIDER_ERROR');
    expect(injected.message).toContain('invalid_grant');
    // The finish of that attempt is refused too.
    const finish = await devicePost(world, device, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId: second.body.attemptId, finishCode: 'B'.repeat(43), device: device.key });
    expect(finish.status).toBe(400);
    expect(finish.body.error.code).toBe('SOCIAL_ATTEMPT_INVALID');
  });

  it('an ID token for another audience, correctly signed by the issuer, is refused', async () => {
    signInAt('google', { id: 'g-aud', name: 'aud', email: 'aud@example.com' });
    world.google.tamperNextIdToken((claims) => ({ ...claims, aud: 'another-app' }));
    const { page, finish } = await socialLogin(world, 'google', await Device.create());
    expect(page.status).toBe(401);
    expect(page.code).toBe('SOCIAL_ID_TOKEN_INVALID');
    expect(page.message).toMatch(/aud/);
    expect(finish).toBeUndefined();
  });

  it("an ID token not signed by the issuer's published key is refused", async () => {
    signInAt('google', { id: 'g-sig', name: 'sig', email: 'sig@example.com' });
    world.google.tamperNextIdToken((claims) => claims, { foreignKey: true });
    const { page, finish } = await socialLogin(world, 'google', await Device.create());
    expect(page.code).toBe('SOCIAL_ID_TOKEN_INVALID');
    expect(page.message).toMatch(/signature/);
    expect(finish).toBeUndefined();
  });

  it('an ID token with another nonce is refused (the nonce sent in the URL changed, or the token swapped)', async () => {
    signInAt('apple', { id: 'a-nonce', name: 'nonce', email: 'nonce@example.com' });
    const edited = await socialLogin(world, 'apple', await Device.create(), { editUrl: (u) => u.searchParams.set('nonce', 'attacker-chosen-nonce') });
    expect(edited.page.code).toBe('SOCIAL_ID_TOKEN_INVALID');
    expect(edited.page.message).toMatch(/nonce/);
    signInAt('google', { id: 'g-nonce', name: 'nonce', email: 'nonce@example.com' });
    world.google.tamperNextIdToken((claims) => ({ ...claims, nonce: 'another-nonce' }));
    const swapped = await socialLogin(world, 'google', await Device.create());
    expect(swapped.page.code).toBe('SOCIAL_ID_TOKEN_INVALID');
    expect(swapped.finish).toBeUndefined();
  });

  it('finish by another device key is refused, and the right device can still finish', async () => {
    signInAt('x', { id: 'x-device', name: 'dev' });
    const device = await Device.create();
    const thief = await Device.create();
    const { page, finish } = await socialLogin(world, 'x', device, { finishDevice: thief });
    expect(finish?.status).toBe(403);
    expect(finish?.body.error.code).toBe('SOCIAL_DEVICE_MISMATCH');
    expect(finish?.body.error.message).toBe('This sign-in was started on another device: finish it on the device that started it');
    const mine = await devicePost(world, device, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId: page.attemptId, finishCode: page.finishCode, device: device.key });
    expect(mine.status).toBe(200);
    // Once.
    const twice = await devicePost(world, device, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId: page.attemptId, finishCode: page.finishCode, device: device.key });
    expect(twice.body.error.code).toBe('SOCIAL_ATTEMPT_INVALID');
  });

  it("start and finish must be signed by the body's device key", async () => {
    const device = await Device.create();
    const other = await Device.create();
    const forged = await devicePost(world, other, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'google', device: device.key });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('SIGNATURE_INVALID');
    const unsigned = await fetch(`${world.server.secureSiteUrl}/embedded/v1/social/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: EMBEDDED_PROJECT, provider: 'google', device: device.key }),
    });
    expect(unsigned.status).toBe(401);
  });

  it('finish before the provider step answers SOCIAL_NOT_FINISHED; a wrong finish code is refused', async () => {
    const device = await Device.create();
    const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'github', device: device.key });
    const early = await devicePost(world, device, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId: start.body.attemptId, finishCode: 'C'.repeat(43), device: device.key });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('SOCIAL_NOT_FINISHED');
    signInAt('github', { id: 'gh-code', name: 'code', email: 'code@example.com' });
    const page = await browse(start.body.url, world.callbackUrl('github'));
    const wrong = await devicePost(world, device, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId: start.body.attemptId, finishCode: 'C'.repeat(43), device: device.key });
    expect(wrong.body.error.code).toBe('SOCIAL_ATTEMPT_INVALID');
    const right = await devicePost(world, device, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId: start.body.attemptId, finishCode: page.finishCode, device: device.key });
    expect(right.status).toBe(200);
  });

  it("a callback carrying the Origin of a non-allowed site is refused; Apple's form post from its own origin is accepted", async () => {
    signInAt('google', { id: 'g-origin', name: 'origin', email: 'origin@example.com' });
    const device = await Device.create();
    const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'google', device: device.key });
    const page = await browse(start.body.url, world.callbackUrl('google'), { callbackHeaders: { origin: 'https://evil.example' } });
    expect(page.status).toBe(403);
    expect(page.html).toContain('ORIGIN_NOT_ALLOWED');
    // A form post to Apple's callback from any origin but Apple's is refused too.
    const forged = await fetch(world.callbackUrl('apple'), { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'code=x&state=y' });
    expect(forged.status).toBe(403);
    // Apple answers with a form post (response_mode=form_post) from its origin: that one is taken.
    signInAt('apple', { id: 'a-origin', name: 'Apple Origin', email: 'apple-origin@example.com' });
    const apple = await socialLogin(world, 'apple', await Device.create());
    expect(apple.providerUrl.searchParams.get('response_mode')).toBe('form_post');
    expect(apple.finish?.status).toBe(200);
  });

  it('the attempt is bound to the project it started in', async () => {
    signInAt('discord', { id: 'dc-project', name: 'project', email: 'project@example.com' });
    const device = await Device.create();
    const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: 'unknown-project', provider: 'discord', device: device.key });
    expect(start.status).toBe(404);
    expect(start.body.error.code).toBe('PROJECT_NOT_FOUND');
  });
});

describe('social login: full-page fallback (no popup)', () => {
  it('the callback sends the browser back to the app page with the attempt and finish code in the fragment; the frame finishes with them', async () => {
    signInAt('discord', { id: 'dc-return', name: 'returner', email: 'return@example.com' });
    const device = await Device.create();
    const returnUrl = 'https://app.example.com/shop?step=2';
    const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'discord', device: device.key, returnUrl });
    expect(start.status).toBe(200);
    // Follow the provider to our callback, then read the callback's answer without following it.
    const page = await browse(start.body.url, world.callbackUrl('discord'));
    expect(page.status).toBe(303);
    const location = page.headers.get('location')!;
    expect(location.startsWith('https://app.example.com/shop?step=2#wm_social=')).toBe(true);
    const back = parseSocialReturn(location);
    expect(back && 'attemptId' in back && back.attemptId).toBe(start.body.attemptId);
    const { attemptId, finishCode } = back as { attemptId: string; finishCode: string };
    const finish = await devicePost(world, device, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId, finishCode, device: device.key });
    expect(finish.status).toBe(200);
    expect(finish.body.account.userName).toBe('returner');
    // The host page learns the finish code but cannot use it: finish needs the frame's device key.
    const host = await Device.create();
    const stolen = await devicePost(world, host, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId, finishCode, device: host.key });
    expect(stolen.body.error.code).toBe('SOCIAL_ATTEMPT_INVALID');
  });

  it('a failure goes back with the error code only', async () => {
    signInAt('google', { id: 'g-return-fail', name: 'x', email: 'rf@example.com' });
    world.google.tamperNextIdToken((claims) => ({ ...claims, aud: 'another-app' }));
    const device = await Device.create();
    const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'google', device: device.key, returnUrl: 'https://app.example.com/' });
    const page = await browse(start.body.url, world.callbackUrl('google'));
    expect(page.status).toBe(303);
    expect(parseSocialReturn(page.headers.get('location')!)).toEqual({ error: 'SOCIAL_ID_TOKEN_INVALID' });
  });

  it('a return URL the operator did not list exactly is refused at start (no open redirect, no pattern)', async () => {
    const device = await Device.create();
    const unlisted = ['https://app.example.com/other', 'https://app.example.com/shop/', 'https://pr-7.preview.example.org/', 'http://app.example.com/'];
    for (const returnUrl of ['https://evil.example/', 'https://app.example.com.evil.example/', 'javascript:alert(1)', ...unlisted]) {
      const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'google', device: device.key, returnUrl });
      expect(start.status, returnUrl).toBeGreaterThanOrEqual(400);
      expect(['ORIGIN_NOT_ALLOWED', 'INVALID_PARAMS']).toContain(start.body.error.code);
    }
    const listed = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'google', device: device.key, returnUrl: 'https://app.example.com/shop?step=3' });
    expect(listed.status).toBe(200);
  });

  it('parseSocialReturn reads only well-formed fragments', () => {
    const a = 'A'.repeat(43);
    expect(parseSocialReturn(`https://x.example/#wm_social=${a}.${a}`)).toEqual({ attemptId: a, finishCode: a });
    expect(parseSocialReturn(`https://x.example/?wm_social=${a}.${a}`)).toBeUndefined();
    expect(parseSocialReturn(`https://x.example/#wm_social=${a}.${a}.${a}`)).toBeUndefined();
    expect(parseSocialReturn('https://x.example/#wm_social=short.code')).toBeUndefined();
    expect(parseSocialReturn('not a url')).toBeUndefined();
  });
});

describe('social login: providers offered', () => {
  it('lists the providers with credentials, in the spec order; one without credentials is not offered', async () => {
    const res = await fetch(`${world.server.secureSiteUrl}/embedded/v1/social/providers`);
    expect(await res.json()).toEqual({ providers: ['google', 'x', 'discord', 'github', 'apple', 'facebook'] });
    // Public: an app page of any origin reads it to show only the buttons that work; nothing else opens up.
    const fromApp = await fetch(`${world.server.secureSiteUrl}/embedded/v1/social/providers`, { headers: { origin: 'https://app.example.com' } });
    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.get('access-control-allow-origin')).toBe('*');
    await fromApp.arrayBuffer();
    const elsewhere = await fetch(`${world.server.secureSiteUrl}/embedded/v1/social/start`, { method: 'POST', headers: { origin: 'https://app.example.com', 'content-type': 'application/json' }, body: '{}' });
    expect(elsewhere.status).toBe(403);
    await elsewhere.arrayBuffer();
    const partial = await startSocialWorld({ social: { discord: {}, facebook: { clientId: 'facebook-client' } } });
    try {
      const list = await fetch(`${partial.server.secureSiteUrl}/embedded/v1/social/providers`);
      expect(await list.json()).toEqual({ providers: ['google', 'x', 'github', 'apple'] });
      const device = await Device.create();
      const start = await devicePost(partial, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider: 'discord', device: device.key });
      expect(start.status).toBe(404);
      expect(start.body.error).toEqual({ code: 'SOCIAL_PROVIDER_UNAVAILABLE', message: "This sign-in provider is not offered here: discord has no credentials in this server's config" });
      const cb = await fetch(`${partial.server.secureSiteUrl}/embedded/v1/social/callback/discord?code=a&state=b`);
      expect(cb.status).toBe(404);
    } finally {
      await partial.stop();
    }
  }, 60_000);
});

describe('social login: Apple with its signing key instead of a fixed secret', () => {
  it('the server signs the ES256 client-secret JWT Apple asks for (iss team id, sub client id, aud Apple, kid, one hour)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const now = Date.UTC(2026, 10, 23);
    const jwt = await appleClientSecret({ clientId: 'com.example.web', teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: await exportPKCS8(privateKey), audience: 'https://appleid.apple.com' }, now);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    expect(decodeJwt(jwt)).toEqual({ iss: 'TEAM123456', sub: 'com.example.web', aud: 'https://appleid.apple.com', iat: now / 1000, exp: now / 1000 + 3600 });
    const { jwtVerify } = await import('jose');
    await expect(jwtVerify(jwt, publicKey, { currentDate: new Date(now) })).resolves.toBeTruthy();
  });

  it('signs in against a local Apple that checks the JWT secret; a wrong key is refused by it', async () => {
    const port = await freePort();
    const site = `http://127.0.0.1:${port}`;
    const good = await generateKeyPair('ES256', { extractable: true });
    const apple = await startOidcProvider({
      clients: [{ client_id: 'apple-client', client_secret: 'registered-secret', redirect_uris: [`${site}/embedded/v1/social/callback/apple`] }],
      appleKey: { teamId: 'TEAM123456', keyId: 'KEY1234567', publicKey: await exportJWK(good.publicKey) },
    });
    const start = async (privateKey: string) => {
      const w = await startEmbeddedWorld({
        embedded: { secureSite: { port, publicUrl: site }, social: { apple: { clientId: 'apple-client', teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey, issuer: apple.issuer } } },
      });
      return Object.assign(w, { callbackUrl: () => `${site}/embedded/v1/social/callback/apple` }) as unknown as SocialWorld;
    };
    try {
      apple.signIn({ sub: 'apple-key-user', email: 'key@example.com', emailVerified: true });
      const w = await start(await exportPKCS8(good.privateKey));
      try {
        expect(await (await fetch(`${site}/embedded/v1/social/providers`)).json()).toEqual({ providers: ['apple'] });
        const ok = await socialLogin(w, 'apple', await Device.create());
        expect(ok.finish?.status, ok.page.message).toBe(200);
        expect(ok.finish!.body.account.email).toBe('key@example.com');
      } finally {
        await w.stop();
      }
      const wrong = await start(await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey));
      try {
        const refused = await socialLogin(wrong, 'apple', await Device.create());
        expect(refused.page.code).toBe('SOCIAL_PROVIDER_ERROR');
        expect(refused.page.message).toContain('invalid_client');
      } finally {
        await wrong.stop();
      }
    } finally {
      await apple.stop();
    }
  }, 60_000);
});
