// The social-login test world: the real server with its secure site on a port chosen first (the
// providers register its callback URLs), a local OpenID provider each for Google and Apple, and one
// local OAuth 2 server for GitHub, Discord, X and Facebook. A "browser" follows the provider's redirects
// with its own cookies, as a popup would, and the frame's device key signs start and finish.
import type { SocialProvider } from '@wallet-modal/schema/embedded';
import { freePort, type LocalOAuth2Provider, type LocalOidcProvider, socialCallbackUrl, startSocialProviders } from '@wallet-modal/testing';
import type { ConfigInput } from '../../src/config/schema.js';
import { EMBEDDED_PROJECT, post, startEmbeddedWorld, type Answer, type Device, type EmbeddedWorld } from './embedded.js';

/** The app pages the full-page fallback may return to (embedded.social.returnUrls). */
export const RETURN_URLS = ['https://app.example.com/', 'https://app.example.com/shop'];

export type SocialWorld = EmbeddedWorld & { google: LocalOidcProvider; apple: LocalOidcProvider; oauth: LocalOAuth2Provider; callbackUrl(p: SocialProvider): string };

export async function startSocialWorld(overrides: { social?: Record<string, unknown>; config?: ConfigInput } = {}): Promise<SocialWorld> {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const providers = await startSocialProviders(site);
  const social = { returnUrls: RETURN_URLS, ...providers.config, ...overrides.social };
  const world = await startEmbeddedWorld({ ...overrides.config, embedded: { secureSite: { port, publicUrl: site }, otp: { resendSeconds: 0 }, social } as ConfigInput['embedded'] });
  return {
    ...world,
    google: providers.google,
    apple: providers.apple,
    oauth: providers.oauth,
    callbackUrl: (p) => socialCallbackUrl(site, p),
    async stop() {
      await world.stop();
      await providers.stop();
    },
  };
}

/** A request signed by the device key the body names (no session yet): the X-Wallet-* headers without Authorization. */
export async function devicePost(world: EmbeddedWorld, device: Device, path: string, body: unknown): Promise<Answer> {
  const text = JSON.stringify(body);
  const { authorization: _, ...headers } = await device.sign(path, text, 'unused');
  return post(world.server, path, text, headers);
}

/** A browser's cookies, by name. */
export type CookieJar = Map<string, string>;

const keepCookies = (jar: CookieJar, res: Response) => {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
};
const cookieHeader = (jar: CookieJar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * A browser opening the start answer's link: follows redirects while they stay on the secure site (which binds
 * the browser with a cookie in `jar`), then stops; answers the first URL elsewhere, the provider's.
 */
export async function openStartLink(world: EmbeddedWorld, url: string, jar: CookieJar = new Map()): Promise<string> {
  const site = new URL(world.server.secureSiteUrl!).origin;
  let next = url;
  for (let hop = 0; hop < 5 && new URL(next).origin === site; hop++) {
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
    keepCookies(jar, res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`the secure site answered ${res.status} without sending the browser on: ${(await res.text()).slice(0, 300)}`);
    await res.body?.cancel();
    next = new URL(location, next).href;
  }
  return next;
}

export type CallbackPage = { status: number; url: string; attemptId?: string; finishCode?: string; code?: string; message?: string; html: string; headers: Headers };

/**
 * A popup's browser: follows redirects with its own cookie jar from `url` until the provider sends it to
 * the secure site's callback (a redirect, or Apple's auto-submitted form POST), and answers that page.
 */
export async function browse(url: string, callbackPrefix: string, opts: { callbackHeaders?: Record<string, string>; jar?: CookieJar } = {}): Promise<CallbackPage> {
  const jar = opts.jar ?? new Map<string, string>();
  let next: { url: string; method: 'GET' | 'POST'; body?: string; origin?: string } = { url, method: 'GET' };
  for (let hop = 0; hop < 20; hop++) {
    const toCallback = next.url.startsWith(callbackPrefix);
    const headers: Record<string, string> = { cookie: cookieHeader(jar) };
    if (next.method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (next.origin) headers.origin = next.origin;
    if (toCallback) Object.assign(headers, opts.callbackHeaders);
    const res = await fetch(next.url, { method: next.method, body: next.body, headers, redirect: 'manual' });
    keepCookies(jar, res);
    const html = await res.text();
    if (toCallback) {
      const data = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1];
      const decodeEntities = (s?: string) => s?.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
      return { status: res.status, url: next.url, attemptId: data('attempt'), finishCode: data('finish'), code: data('code'), message: decodeEntities(data('message')), html, headers: res.headers };
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      next = { url: new URL(location, next.url).href, method: 'GET' };
      continue;
    }
    const form = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html) ?? /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html);
    if (res.status === 200 && form) {
      const fields = new URLSearchParams();
      for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(m[1]!, m[2]!.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
      // The browser's auto-submitted form: a cross-site POST whose Origin is the provider's.
      next = { url: form[1]!.replace(/&amp;/g, '&'), method: 'POST', body: fields.toString(), origin: new URL(next.url).origin };
      continue;
    }
    throw new Error(`the provider stopped at ${next.url}: HTTP ${res.status} ${html.slice(0, 300)}`);
  }
  throw new Error('too many redirects');
}

/** start → its link (binds this browser) → provider (in a "popup") → callback page → finish, as the frame would drive it. */
export async function socialLogin(world: SocialWorld, provider: SocialProvider, device: Device, opts: { editUrl?: (url: URL) => void; finishDevice?: Device } = {}) {
  const start = await devicePost(world, device, '/embedded/v1/social/start', { projectId: EMBEDDED_PROJECT, provider, device: device.key });
  if (start.status !== 200) throw new Error(`social/start: ${start.status} ${JSON.stringify(start.body)}`);
  const jar: CookieJar = new Map();
  const url = new URL(await openStartLink(world, start.body.url, jar));
  opts.editUrl?.(url);
  const page = await browse(url.href, world.callbackUrl(provider), { jar });
  const finisher = opts.finishDevice ?? device;
  const finish =
    page.finishCode &&
    (await devicePost(world, finisher, '/embedded/v1/social/finish', { projectId: EMBEDDED_PROJECT, attemptId: page.attemptId, finishCode: page.finishCode, device: finisher.key }));
  return { start, providerUrl: url, page, finish: finish || undefined };
}
