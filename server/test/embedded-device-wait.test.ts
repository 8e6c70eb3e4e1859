// POST /embedded/v1/device/wait holds the request open until the device is approved: the held waits are
// bounded per IP, per (e-mail, device) and overall, so an attacker cannot hold the server's connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Device, EMBEDDED_PROJECT, post, startEmbeddedWorld, type EmbeddedWorld } from './helpers/embedded.js';

const WAIT = '/embedded/v1/device/wait';

describe('Bounded device waits', () => {
  let w: EmbeddedWorld;
  let device: Device;
  beforeAll(async () => {
    w = await startEmbeddedWorld({ embedded: { device: { waitMs: 4_000, waits: { perIp: 6, perDevice: 2, total: 100 } } } });
    device = await Device.create();
  });
  afterAll(() => w?.stop());

  const wait = (email: string, key = device.key) => post(w.server, WAIT, { projectId: EMBEDDED_PROJECT, email, device: key });

  it('an attacker who opens many waits at once from one IP gets the extra ones refused quickly; the server still answers', async () => {
    const started = Date.now();
    const answers = Array.from({ length: 20 }, (_, i) => wait(`held-${i}@example.com`).then((a) => ({ ...a, ms: Date.now() - started })));
    const refused = await Promise.race([Promise.all(answers).then((all) => all.filter((a) => a.status === 429)), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('nothing refused')), 60_000))]);
    expect(refused).toHaveLength(14);
    for (const answer of refused) {
      expect(answer.body.error.code).toBe('RATE_LIMITED');
      expect(answer.body.error.message).toMatch(/device waits/);
      expect(answer.ms).toBeLessThan(4_000);
    }
    expect((await fetch(`${w.server.secureSiteUrl}/embedded/v1/social/providers`)).status).toBe(200);
  });

  it('an attacker cannot hold more than two waits for one (e-mail, device); a wait for another device still opens', async () => {
    const same = await Promise.all([wait('one@example.com'), wait('one@example.com'), wait('one@example.com')]);
    expect(same.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    const other = await wait('one@example.com', (await Device.create()).key);
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ approved: false });
  });
});
