import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce.js';

describe('loadOnce', () => {
  it('fetches once for every caller, and reads the module synchronously once it is here', async () => {
    let fetches = 0;
    const chunk = loadOnce(async () => ({ n: ++fetches }));
    expect(chunk.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(fetches).toBe(1);
    expect(chunk.loaded()).toBe(a);
  });

  it('a failed fetch is not kept: the next call fetches again', async () => {
    let fetches = 0;
    const chunk = loadOnce(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('offline');
      return { ok: true };
    });
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toEqual({ ok: true });
    expect(fetches).toBe(2);
  });
});
