// Issue 18, embedded wallet faults: two tabs of one browser log in with the same e-mail and, both new to the
// wallet, create it at the same moment (each tab's frame made its own key). Exactly one creation wins, the
// other is refused with WALLET_EXISTS (never a second wallet, never a 500), and both tabs' sessions then
// answer the same account with the winning address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Device, login, signedPost, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const b64 = (n: number, fill: string) => Buffer.alloc(n, fill).toString('base64url');
const walletBody = (address: string, tab: string) => ({
  address,
  serverShare: b64(33, `server-share-of-${tab}`),
  recovery: {
    serverHalf: b64(33, `recovery-server-half-${tab}`),
    userHalf: { ciphertext: b64(48, 'c'), iv: b64(12, 'i'), kdf: { name: 'scrypt' as const, salt: b64(16, 's'), N: 131072, r: 8, p: 1, hkdf: 'enc-auth-v1' as const } },
    verifier: b64(32, `k-${tab}`),
  },
});

describe('two tabs log in at once', () => {
  let w: EmbeddedWorld;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { otp: { resendSeconds: 0 } } });
  });
  afterAll(() => w?.stop());

  it('both tabs create the wallet at the same moment: one wins, the other gets WALLET_EXISTS, both end with the same address', async () => {
    const email = 'two-tabs@example.com';
    // One browser: the tabs share the frame's device key.
    const device = await Device.create();
    const first = await login(w, email, device);
    const second = await login(w, email, device);
    const addresses = ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'];
    const answers = await Promise.all([
      signedPost(w.server, device, first.token, '/embedded/v1/wallet/create', walletBody(addresses[0]!, 'tab-1')),
      signedPost(w.server, device, second.token, '/embedded/v1/wallet/create', walletBody(addresses[1]!, 'tab-2')),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    const loser = answers.find((a) => a.status !== 200)!;
    expect(loser.body.error.code).toBe('WALLET_EXISTS');

    const accounts = await Promise.all([first, second].map((s) => signedPost(w.server, device, s.token, '/embedded/v1/session')));
    expect(accounts.map((a) => a.status)).toEqual([200, 200]);
    expect(accounts[0]!.body).toEqual(accounts[1]!.body);
    const won = addresses.find((address) => JSON.stringify(winner.body).includes(address));
    expect(won).toBeDefined();
    expect(JSON.stringify(accounts[0]!.body)).toContain(won);
  }, 60_000);
});
