// Social login on the secure origin: the offered providers, a device-signed start (a link to open), the link
// opened top-level (binds the browser, sends it to the provider), the provider's callback (state, PKCE, nonce, ID token or user info; the identity; a page that hands the
// attempt id and a finish code to the opener) and a device-signed finish that answers the session.
import {
  EMBEDDED_API_PREFIX,
  socialFinishBody,
  socialProvider,
  SOCIAL_RETURN_ERROR_PARAM,
  SOCIAL_RETURN_PARAM,
  socialStartBody,
  type SessionResult,
  type SocialProvider,
} from '@wallet-modal/schema/embedded';
import { Hono, type Context } from 'hono';
import { ApiError } from '../../errors.js';
import type { Services } from '../../services.js';
import { parseInput } from '../../validate.js';
import { accountOf } from '../routes/login.js';
import type { EmbeddedService } from '../service.js';
import { usableDeviceKey } from '../sessions.js';
import { ProviderClient } from './client.js';
import { bindBrowser, sameBrowser } from './browser.js';
import { readSignedBody, verifyDeviceSigned } from './device-signed.js';
import { callbackPage, DONE_SCRIPT, DONE_SCRIPT_PATH } from './page.js';
import { farcasterOffered } from '../farcaster/config.js';
import { configured, definitionOf } from './providers.js';
import { requireListedReturnUrl } from './return-url.js';
import { SocialStore } from './store.js';
import { seenFrom } from '../browser.js';
import { startSession } from '../signin.js';

const CALLBACK_PATH = '/social/callback/';
const OPEN_PATH = '/social/open/';

/** The spec's socials order (google, x, discord, farcaster, github, apple, facebook). */
const OFFER_ORDER = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;

/**
 * The providers this server offers, in the spec's order: the OAuth ones with credentials configured, and
 * 'farcaster' when embedded.farcaster has its OP Mainnet RPC (its own sign-in: /farcaster/start and finish).
 */
export const offeredProviders = (e: EmbeddedService): (SocialProvider | 'farcaster')[] =>
  OFFER_ORDER.filter((p) => (p === 'farcaster' ? farcasterOffered(e.config.farcaster) : configured(p, e.config.social)));

/**
 * Apple answers with a form POST from its own origin; that one origin may reach Apple's callback (every
 * other cross-origin request to the secure site is refused).
 */
export function socialCallbackOriginAllowed(e: EmbeddedService, path: string, origin: string): boolean {
  if (path !== `${EMBEDDED_API_PREFIX}${CALLBACK_PATH}apple` || !configured('apple', e.config.social)) return false;
  const d = definitionOf('apple', e.config.social);
  return d.kind === 'oidc' && new URL(d.issuer).origin === origin;
}

export function socialRoutes(s: Services, e: EmbeddedService) {
  const store = new SocialStore(s.db, e.keys);
  const clients = new Map<SocialProvider, ProviderClient>();
  // Built on first use: the secure site's URL (the redirect URI) is known once it listens.
  const client = (provider: SocialProvider) => {
    if (!configured(provider, e.config.social)) throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE', `${provider} has no credentials in this server's config`);
    let c = clients.get(provider);
    if (!c) clients.set(provider, (c = new ProviderClient(provider, e.config.social, `${e.siteUrl}${EMBEDDED_API_PREFIX}${CALLBACK_PATH}${provider}`)));
    return c;
  };
  const requireProject = async (id: string) => {
    const project = await s.projectCache.get(id);
    if (!project) throw new ApiError('PROJECT_NOT_FOUND', `unknown project ${id}`);
    return project;
  };
  // The full-page fallback answers the browser with a redirect to the app page instead of the opener page.
  const back = (c: Context, returnUrl: string, param: string, value: string) => {
    const url = new URL(returnUrl);
    url.hash = `${param}=${value}`;
    c.header('referrer-policy', 'no-referrer');
    c.header('cache-control', 'no-store');
    return c.redirect(url.href, 303);
  };

  /** The error as the callback page shows it (and posts it to the opener); a server fault is logged. */
  const failureOf = (error: unknown) => {
    const failure = error instanceof ApiError ? error : new ApiError('INTERNAL', undefined, { cause: error });
    if (failure.status >= 500) s.log.warn({ err: failure.cause ?? failure, code: failure.code }, failure.message);
    return failure;
  };

  // The start link, opened top-level on the secure origin (popup or full page): binds this browser, then on to the provider.
  const open = async (c: Context) => {
    try {
      const parsed = socialProvider.safeParse(c.req.param('provider'));
      if (!parsed.success) throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE', `unknown provider ${c.req.param('provider')}`);
      const p = client(parsed.data);
      await e.limits.check(s.clientAddress(c));
      const state = c.req.query('state');
      if (!state) throw new ApiError('SOCIAL_ATTEMPT_INVALID', 'the start link has no state');
      const browserHash = bindBrowser(c, e.keys, e.siteUrl, e.config.social.attemptTtlSeconds);
      const attempt = await store.takeForOpen(parsed.data, state, browserHash);
      c.header('referrer-policy', 'no-referrer');
      c.header('cache-control', 'no-store');
      return c.redirect(await p.authorizationUrl(attempt, state), 303);
    } catch (error) {
      const failure = failureOf(error);
      return callbackPage(c, EMBEDDED_API_PREFIX, { code: failure.code, message: failure.message }, failure.status as 400);
    }
  };

  const callback = async (c: Context) => {
    const parsed = socialProvider.safeParse(c.req.param('provider'));
    let attemptId: string | undefined;
    let returnUrl: string | null = null;
    try {
      if (!parsed.success) throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE', `unknown provider ${c.req.param('provider')}`);
      const provider = parsed.data;
      const p = client(provider);
      await e.limits.check(s.clientAddress(c));
      let request: URL | Request;
      let form: URLSearchParams | undefined;
      if (c.req.method === 'POST') {
        form = new URLSearchParams(await c.req.text());
        request = new Request(p.redirectUri, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      } else {
        request = new URL(p.redirectUri);
        request.search = new URL(c.req.url).search;
      }
      const state = (form ?? (request as URL).searchParams).get('state');
      if (!state) throw new ApiError('SOCIAL_ATTEMPT_INVALID', 'the provider sent no state');
      const attempt = await store.takeForCallback(provider, state);
      attemptId = attempt.id;
      returnUrl = attempt.returnUrl;
      // Before the code is exchanged: a victim sent someone else's provider link gets no finish code.
      if (!sameBrowser(c, e.keys, attempt.browserHash)) throw new ApiError('SOCIAL_BROWSER_MISMATCH', 'open the sign-in from the wallet in this browser');
      const identity = await p.identity(attempt, state, request, form);
      const user = await store.userFor(identity);
      const finishCode = await store.complete(attempt.id, user.id, identity.userName);
      if (returnUrl) return back(c, returnUrl, SOCIAL_RETURN_PARAM, `${attemptId}.${finishCode}`);
      return callbackPage(c, EMBEDDED_API_PREFIX, { attemptId, finishCode }, 200);
    } catch (error) {
      const failure = failureOf(error);
      if (attemptId) await store.fail(attemptId, failure.code);
      if (returnUrl) return back(c, returnUrl, SOCIAL_RETURN_ERROR_PARAM, failure.code);
      return callbackPage(c, EMBEDDED_API_PREFIX, { attemptId, code: failure.code, message: failure.message }, failure.status as 400);
    }
  };

  return new Hono()
    .get('/social/providers', (c) => c.json({ providers: offeredProviders(e) }))
    .get(DONE_SCRIPT_PATH, (c) => {
      c.header('content-type', 'text/javascript; charset=utf-8');
      c.header('x-content-type-options', 'nosniff');
      return c.body(DONE_SCRIPT);
    })
    .post('/social/start', async (c) => {
      const { bytes, json } = await readSignedBody(c);
      const body = parseInput(socialStartBody, json);
      await requireProject(body.projectId);
      if (!(await usableDeviceKey(body.device))) throw new ApiError('INVALID_PARAMS', 'device: not a P-256 public key');
      // The fallback's return page receives the finish code: only a page the operator listed exactly, never an open redirect.
      if (body.returnUrl) requireListedReturnUrl(body.returnUrl, e.config.social.returnUrls);
      // Refuses a provider without credentials before any work (SOCIAL_PROVIDER_UNAVAILABLE).
      client(body.provider);
      const thumbprint = await verifyDeviceSigned(c, e, body.device, bytes);
      await e.limits.check(s.clientAddress(c));
      const { attempt, state } = await store.createAttempt({
        provider: body.provider,
        projectId: body.projectId,
        thumbprint,
        deviceKey: body.device,
        ttlSeconds: e.config.social.attemptTtlSeconds,
        returnUrl: body.returnUrl,
      });
      // The link the secure UI opens: our own page first (it binds the browser), which sends it on to the provider.
      const url = new URL(`${e.siteUrl}${EMBEDDED_API_PREFIX}${OPEN_PATH}${body.provider}`);
      url.searchParams.set('state', state);
      return c.json({ attemptId: attempt.id, url: url.href, expiresAt: attempt.expiresAt });
    })
    .get(`${OPEN_PATH}:provider`, open)
    .get(`${CALLBACK_PATH}:provider`, callback)
    .post(`${CALLBACK_PATH}:provider`, callback)
    .post('/social/finish', async (c) => {
      const { bytes, json } = await readSignedBody(c);
      const body = parseInput(socialFinishBody, json);
      await requireProject(body.projectId);
      const thumbprint = await verifyDeviceSigned(c, e, body.device, bytes);
      await e.limits.check(s.clientAddress(c));
      const done = await store.finish({ attemptId: body.attemptId, finishCode: body.finishCode, thumbprint, projectId: body.projectId });
      const user = (await e.accounts.userById(done.userId))!;
      const { token, expiresAt } = await startSession(e, user, body.device, await seenFrom(c, s, e, body.projectId, undefined));
      const account = await accountOf(e, user as { id: string; email: string }, thumbprint);
      const result: SessionResult = { token, expiresAt, account: { ...account, email: user.email ?? null, socialProvider: done.provider, userName: done.userName } };
      return c.json(result);
    });
}
