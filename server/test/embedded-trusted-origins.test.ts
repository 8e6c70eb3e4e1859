// Issue 29, item 2: the spec's wildcard origin defaults (*.vercel.app, *.pages.dev, *.ngrok-free.app, localhost)
// are a developer convenience. With the default production config a page on one of them can neither frame the
// secure pages nor run a passkey ceremony; the operator turns a convenience on by name (origins.trustDefaults).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator, type CeremonyOptions } from './helpers/authenticator.js';
import { Device, EMBEDDED_PROJECT, login, post, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';
import type { ConfigInput } from '../src/config/schema.js';

const API = '/embedded/v1';
const APP = 'https://app.example.com';
const WILDCARD_PAGES = ['https://x.vercel.app', 'https://x.pages.dev', 'https://x.ngrok-free.app'];

const frameAncestors = async (w: EmbeddedWorld, page: 'frame' | 'ui') => {
  const res = await fetch(`${w.server.secureSiteUrl}/embedded/${page}?projectId=${EMBEDDED_PROJECT}`);
  const csp = res.headers.get('content-security-policy') ?? '';
  return csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors '))!.slice('frame-ancestors '.length).split(' ');
};

/** The server's own defaults (origins.includeDefaults on, no trustDefaults) in the given mode. */
const defaultsIn = (mode: 'production' | 'development', origins: ConfigInput['origins'] = {}): ConfigInput => ({ mode, origins: { includeDefaults: true, ...origins } });

describe('an attacker with a page on a wildcard default origin (default production config)', () => {
  let w: EmbeddedWorld;
  let ceremony: CeremonyOptions;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ ...defaultsIn('production'), embedded: { otp: { resendSeconds: 0 } } });
    const site = new URL(w.server.secureSiteUrl!);
    ceremony = { origin: site.origin, rpId: site.hostname, topOrigin: APP };
  });
  afterAll(() => w?.stop());

  it('cannot frame the secure pages: frame-ancestors lists only the project\'s own origins', async () => {
    for (const page of ['frame', 'ui'] as const) {
      const ancestors = await frameAncestors(w, page);
      expect(ancestors.sort(), page).toEqual(['https://*.preview.example.org', APP]);
      for (const wildcard of ['https://*.vercel.app', 'https://*.pages.dev', 'https://*.ngrok-free.app', 'http://localhost:*', 'http://127.0.0.1:*']) expect(ancestors).not.toContain(wildcard);
    }
  });

  it('cannot run a passkey ceremony from its page: the top origin is refused at registration and at sign-in', async () => {
    const device = await Device.create();
    const session = await login(w, 'wildcard-passkey@example.com', device);
    const authenticator = new SoftAuthenticator();
    for (const topOrigin of WILDCARD_PAGES) {
      const options = await signedPost(w.server, device, session.token, `${API}/passkey/register/options`);
      const answer = await signedPost(w.server, device, session.token, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response: authenticator.create(options.body, { ...ceremony, topOrigin }) });
      expect(answer.body.error?.code, topOrigin).toBe('PASSKEY_INVALID');
      expect(answer.body.error.message).toContain('origins.trustDefaults');
    }
    // Registered from the app's own page, the passkey signs in there and nowhere on a wildcard origin.
    const options = await signedPost(w.server, device, session.token, `${API}/passkey/register/options`);
    expect((await signedPost(w.server, device, session.token, `${API}/passkey/register/verify`, { projectId: EMBEDDED_PROJECT, response: authenticator.create(options.body, ceremony) })).status).toBe(200);
    for (const topOrigin of WILDCARD_PAGES) {
      const other = await Device.create();
      const challenge = (await post(w.server, `${API}/passkey/login/options`, { projectId: EMBEDDED_PROJECT, device: other.key })).body;
      const answer = await post(w.server, `${API}/passkey/login/verify`, { projectId: EMBEDDED_PROJECT, device: other.key, response: authenticator.get(challenge, { ...ceremony, topOrigin }) });
      expect(answer.status, topOrigin).toBe(401);
      expect(answer.body.error.code).toBe('PASSKEY_INVALID');
    }
  });
});

describe('the operator opts in to conveniences by name; development trusts localhost', () => {
  it('origins.trustDefaults: [\'vercel.app\'] adds *.vercel.app and nothing else', async () => {
    const w = await startEmbeddedWorld(defaultsIn('production', { trustDefaults: ['vercel.app'] }));
    try {
      const ancestors = await frameAncestors(w, 'frame');
      expect(ancestors).toContain('https://*.vercel.app');
      expect(ancestors).not.toContain('https://*.pages.dev');
      expect(ancestors).not.toContain('http://localhost:*');
    } finally {
      await w.stop();
    }
  });

  it('development mode adds localhost (any port) but no wildcard host', async () => {
    const w = await startEmbeddedWorld(defaultsIn('development'));
    try {
      const ancestors = await frameAncestors(w, 'ui');
      expect(ancestors).toEqual(expect.arrayContaining(['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*']));
      expect(ancestors.filter((a) => a.includes('*.'))).toEqual(['https://*.preview.example.org']);
    } finally {
      await w.stop();
    }
  });
});
