// Fuzzing the secure site's routes (issue 18), in-process through its Hono app: for every route it lists (the
// embedded wallet's JSON API, pages, assets, social and Farcaster routes), FUZZ_ROUTE_RUNS requests (1,000 in
// npm test, 10,000 in npm run bench): bodies from near-valid (the fields of every route, right and wrong) to
// garbage, random queries and paths, same-site and foreign origins, signed by a device with a live session or
// not. Each answer is under 500; API errors are JSON with a code and a message, pages answer theirs as pages;
// the server stays up after.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { FUZZ_ROUTE_RUNS, fuzzParameters } from '../../scripts/vitest/fuzz.js';
import { createSecureSiteApp } from '../src/embedded/app.js';
import { junk } from './helpers/fuzz-requests.js';
import { Device, EMBEDDED_PROJECT, login, post, startEmbeddedWorld } from './helpers/embedded.js';

// No long polls (a valid /device/wait body would hold the request), and limits that let every fuzzed mail through.
const w = await startEmbeddedWorld({ embedded: { device: { waitMs: 0 }, otp: { resendSeconds: 0, perIpPerHour: 1_000_000, verifyPerIpPerHour: 1_000_000 } } });
const services = w.server.services;
const app = createSecureSiteApp(services, services.embedded!);
const siteOrigin = services.embedded!.siteOrigins[0]!;
const device = await Device.create();
afterAll(() => w.stop());

const routes = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];

/** Bodies from garbage to almost right: the fields of every route with valid and invalid values. */
function bodies(deviceKey: unknown) {
  const b64 = fc.string({ unit: fc.constantFrom(...'ABCabc019_-'.split('')), minLength: 0, maxLength: 600 });
  const field = {
    projectId: fc.oneof(fc.constant(EMBEDDED_PROJECT), fc.string({ maxLength: 80 })),
    email: fc.oneof(fc.constantFrom('ada@example.com', 'b@example.org'), fc.string()),
    device: fc.oneof(
      fc.constant(deviceKey),
      fc.record({ kty: fc.constant('EC'), crv: fc.constant('P-256'), x: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), y: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) }),
      fc.anything(),
    ),
    otp: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), fc.string()),
    token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{20,128}$/), fc.string()),
    newEmail: fc.oneof(fc.constant('new@example.com'), fc.anything()),
    address: fc.oneof(fc.stringMatching(/^0x[0-9a-f]{40}$/), fc.string()),
    serverShare: fc.oneof(b64, fc.anything()),
    provider: fc.oneof(fc.constantFrom('google', 'github', 'apple', 'x', 'discord', 'facebook', 'farcaster'), fc.string()),
    returnUrl: fc.oneof(fc.constantFrom('https://app.example.com/', 'javascript:alert(1)', '//evil.example'), fc.string()),
    attempt: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), fc.string()),
    code: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), fc.string()),
    channelToken: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), fc.string()),
    message: fc.oneof(fc.constant('example.com wants you to sign in with your Ethereum account:'), fc.string()),
    signature: fc.oneof(fc.stringMatching(/^0x[0-9a-f]{130}$/), fc.string()),
    // The recovery password's K_auth: as the proof at /wallet/recovery, as the verifier at /wallet/recovery/verifier.
    proof: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string()),
    verifier: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string()),
    fid: fc.oneof(fc.nat(), fc.string()),
    response: fc.oneof(fc.record({ id: b64, rawId: b64, type: fc.constant('public-key'), response: fc.record({ clientDataJSON: b64, attestationObject: b64, authenticatorData: b64, signature: b64 }, { requiredKeys: [] }) }, { requiredKeys: [] }), fc.anything()),
    recovery: fc.oneof(
      fc.record({
        serverHalf: b64,
        userHalf: fc.record({ ciphertext: b64, iv: b64, kdf: fc.oneof(fc.record({ name: fc.constant('scrypt'), salt: b64, N: fc.integer(), r: fc.integer(), p: fc.integer() }), fc.anything()) }),
        verifier: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string()),
      }, { requiredKeys: ['serverHalf', 'userHalf'] }),
      fc.anything(),
    ),
  };
  const shaped = fc.record(field, { requiredKeys: [] }).map((o) => JSON.stringify(o));
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.json({ depthSize: 'small' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"x"', '{"__proto__":{"admin":true}}', `{"a":${'['.repeat(5000)}`, JSON.stringify({ s: 'x'.repeat(70_000) })) },
  );
}

/** Query strings: the page and callback parameters, right, wrong or missing, and stray keys. */
const query = fc
  .record(
    {
      projectId: fc.oneof(fc.constant(EMBEDDED_PROJECT), junk),
      chainId: fc.oneof(fc.constantFrom('1', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), junk),
      version: fc.oneof(fc.constant('0.1.0'), junk),
      kind: fc.oneof(fc.constantFrom('approve', 'recovery', 'export'), junk),
      token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{20,64}$/), junk),
      state: junk,
      code: junk,
      stray: junk,
    },
    { requiredKeys: [] },
  )
  .map((q) => {
    const pairs = Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });

/** A request to `method path` (with :params filled), signed by `signer` with `token` or not. */
function requests(method: string, path: string) {
  const param = fc.oneof(fc.constantFrom('google', 'github', 'frame-abc123.js', 'frame-abc123.css', '..%2Fsecret.txt', 'x'), junk.map((v) => encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))));
  return fc.record({
    path: fc.tuple(fc.array(param, { minLength: 2, maxLength: 2 }), query).map(([[a, b], q]) => path.replace(/:[A-Za-z_]+/, a!).replace(/:[A-Za-z_]+/, b!) + q),
    body: method === 'POST' ? bodies(device.key) : fc.constant(undefined),
    origin: fc.constantFrom(siteOrigin, siteOrigin, 'https://app.example.com', 'https://evil.example', undefined),
    sign: fc.boolean(),
    contentType: fc.constantFrom('application/json', 'application/json', 'application/x-www-form-urlencoded', 'text/plain'),
  });
}

/** Pages a person's browser opens (the frame, the UI, the device link, assets, the social start link and the provider's callback) answer their errors as pages. */
const isPage = (path: string) => !path.startsWith('/embedded/v1/') || path.startsWith('/embedded/v1/social/callback/') || path.startsWith('/embedded/v1/social/open/');

function expectHandled(where: string, page: boolean, status: number, contentType: string | null, text: string) {
  const what = `${where} -> ${status} ${text.slice(0, 200)}`;
  expect(status, what).toBeLessThan(500);
  if (status < 400) return;
  // A page's own refusals are pages; the site-wide checks (origin, unknown path) answer JSON there too.
  if (page && !contentType?.startsWith('application/json')) {
    expect(contentType, what).toMatch(/^text\/(html|plain)/);
    expect(text.length, what).toBeGreaterThan(5);
    return;
  }
  expect(contentType, what).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, what).toBe('string');
  expect(typeof body.error?.message === 'string' && body.error.message.length > 3, what).toBe(true);
}

describe('fuzzing the secure site', () => {
  it('lists the embedded API, the pages and the sign-in routes', () => {
    expect(routes).toEqual(expect.arrayContaining(['POST /embedded/v1/email/start', 'POST /embedded/v1/wallet/create', 'GET /embedded/frame']));
  });

  for (const [i, route] of routes.entries()) {
    const [method, path] = route.split(' ') as [string, string];
    it(`${route}: ${FUZZ_ROUTE_RUNS} requests, signed and unsigned, answer under 500, API errors as JSON with code and message`, async () => {
      // A session of its own per route: requests reach the route's parsing, not a session another route ended.
      const signer = await Device.create();
      const { token } = method === 'POST' ? await login(w, `fuzz-${i}@example.com`, signer) : { token: 'no-session' };
      await fc.assert(
        fc.asyncProperty(requests(method, path), async ({ path: url, body, origin, sign, contentType }) => {
          const pathname = url.split('?')[0]!;
          const headers: Record<string, string> = sign && body !== undefined ? await signer.sign(pathname, body, token) : { authorization: `Bearer ${token}` };
          headers['content-type'] = contentType;
          if (origin) headers.origin = origin;
          const res = await app.request(url, { method, headers, body });
          expectHandled(`${method} ${url.slice(0, 200)} ${String(body ?? '').slice(0, 200)}`, isPage(path), res.status, res.headers.get('content-type'), await res.text());
        }),
        fuzzParameters(`secure site ${route}`, { runs: FUZZ_ROUTE_RUNS }),
      );
    }, 600_000);
  }

  it('The server stays up after the fuzzing: pages and a new login work', async () => {
    expect((await fetch(`${w.server.secureSiteUrl}/embedded/frame?projectId=${EMBEDDED_PROJECT}`)).status).toBe(200);
    expect((await fetch(`${w.server.url}/health`)).status).toBe(200);
    const other = await Device.create();
    const after = await post(w.server, '/embedded/v1/email/start', { projectId: EMBEDDED_PROJECT, email: 'after-fuzz@example.com', device: other.key });
    expect(after.status).toBeLessThan(500);
  });
});
