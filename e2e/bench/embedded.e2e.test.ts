// The embedded bench's measurement works in the real world: one run yields the three timings (frame
// ready, code submit → address on a returning device, sign → signature without the approval). Timings
// are reported by `npm run bench`, never asserted.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startExampleWorld, type ExampleWorld } from '@wallet-modal/testing';
import { measureEmbeddedLatency } from './embedded';

let world: ExampleWorld;

beforeAll(async () => {
  world = await startExampleWorld({ example: 'full' });
}, 240_000);

afterAll(async () => {
  await world?.stop();
});

it('one run times the frame handshake, the returning sign-in and a signature', async () => {
  const { ready, connect, sign } = await measureEmbeddedLatency(world, { runs: 1 });
  expect([ready.length, connect.length, sign.length]).toEqual([1, 1, 1]);
  for (const ms of [...ready, ...connect, ...sign]) {
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(30_000);
  }
}, 180_000);
