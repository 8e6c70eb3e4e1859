// Fuzzing the embedded wallet's JSON API: 2,000 random bodies per route (random JSON, broken text,
// near-valid shapes, oversized bodies; signed and unsigned) answer JSON under 500, and the server stays up.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Device, EMBEDDED_PROJECT, login, post, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const RUNS = 2_000;
const UNSIGNED = ['/embedded/v1/email/start', '/embedded/v1/device/wait', '/embedded/v1/device/approve', '/embedded/v1/email/verify'];
const SIGNED = [
  '/embedded/v1/session',
  '/embedded/v1/wallet/create',
  '/embedded/v1/wallet/share',
  '/embedded/v1/wallet/recovery',
  '/embedded/v1/wallet/device',
  '/embedded/v1/email/update',
  '/embedded/v1/email/update/primary',
  '/embedded/v1/email/update/secondary',
  '/embedded/v1/session/sign-out',
];

let w: EmbeddedWorld;
let device: Device;

beforeAll(async () => {
  // No long polls (a valid /device/wait body would hold the request), and limits that let every fuzzed mail through.
  w = await startEmbeddedWorld({ embedded: { device: { waitMs: 0 }, otp: { resendSeconds: 0, perIpPerHour: 1_000_000, verifyPerIpPerHour: 1_000_000 } } });
  device = await Device.create();
});
afterAll(() => w?.stop());

/** Bodies from garbage to almost right: the fields of every route with valid and invalid values. */
function bodies(deviceKey: unknown) {
  const b64 = fc.string({ unit: fc.constantFrom(...'ABCabc019_-'.split('')), minLength: 0, maxLength: 600 });
  const field = {
    projectId: fc.oneof(fc.constant(EMBEDDED_PROJECT), fc.string({ maxLength: 80 })),
    email: fc.oneof(fc.emailAddress(), fc.string()),
    device: fc.oneof(
      fc.constant(deviceKey),
      fc.record({ kty: fc.constant('EC'), crv: fc.constant('P-256'), x: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), y: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) }),
      fc.anything(),
    ),
    otp: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), fc.string()),
    token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{20,128}$/), fc.string()),
    newEmail: fc.oneof(fc.emailAddress(), fc.anything()),
    address: fc.oneof(fc.stringMatching(/^0x[0-9a-f]{40}$/), fc.string()),
    serverShare: fc.oneof(b64, fc.anything()),
    recovery: fc.oneof(
      fc.record({
        serverHalf: b64,
        userHalf: fc.record({ ciphertext: b64, iv: b64, kdf: fc.oneof(fc.record({ name: fc.constant('scrypt'), salt: b64, N: fc.integer(), r: fc.integer(), p: fc.integer() }), fc.anything()) }),
      }),
      fc.anything(),
    ),
  };
  const shaped = fc.record(field, { requiredKeys: [] }).map((o) => JSON.stringify(o));
  return fc.oneof(
    shaped,
    fc.json({ depthSize: 'medium' }),
    fc.string({ maxLength: 300 }),
    fc.anything().map((v) => JSON.stringify(v) ?? ''),
    fc.constantFrom('', '{', 'null', '[]', '"x"', '{"__proto__":{"admin":true}}', `{"a":${'['.repeat(5000)}`, JSON.stringify({ s: 'x'.repeat(70_000) })),
  );
}

const expectHandled = (path: string, body: string, status: number, contentType: string | null, text: string) => {
  const where = `${path} ${body.slice(0, 200)}`;
  expect(status, where).toBeLessThan(500);
  expect(contentType, where).toMatch(/^application\/json/);
  expect(() => JSON.parse(text), where).not.toThrow();
};

describe('Fuzzing the embedded API', () => {
  for (const path of UNSIGNED) {
    it(`${RUNS} random bodies to ${path} answer JSON under 500`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(device.key), async (body) => {
          const res = await fetch(w.server.secureSiteUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          expectHandled(path, body, res.status, res.headers.get('content-type'), await res.text());
        }),
        { numRuns: RUNS },
      );
    }, 300_000);
  }

  for (const [i, path] of SIGNED.entries()) {
    it(`${RUNS} random bodies to ${path}, signed and unsigned, answer JSON under 500`, async () => {
      // A session of its own per route: bodies reach the route's parsing, not a session another route ended.
      const signer = await Device.create();
      const { token } = await login(w, `fuzz-${i}@example.com`, signer);
      await fc.assert(
        fc.asyncProperty(bodies(device.key), fc.boolean(), async (body, sign) => {
          const headers = sign ? await signer.sign(path, body, token) : { 'content-type': 'application/json', authorization: `Bearer ${token}` };
          const res = await fetch(w.server.secureSiteUrl + path, { method: 'POST', headers, body });
          expectHandled(path, body, res.status, res.headers.get('content-type'), await res.text());
        }),
        { numRuns: RUNS },
      );
    }, 300_000);
  }

  it('The server stays up after the fuzzing: pages and a new login work', async () => {
    expect((await fetch(`${w.server.secureSiteUrl}/embedded/frame?projectId=${EMBEDDED_PROJECT}`)).status).toBe(200);
    expect((await fetch(`${w.server.url}/health`)).status).toBe(200);
    const other = await Device.create();
    const after = await post(w.server, '/embedded/v1/email/start', { projectId: EMBEDDED_PROJECT, email: 'after-fuzz@example.com', device: other.key });
    expect(after.status).toBeLessThan(500);
  });
});
