// Held /device/wait requests, counted per client IP, per (e-mail, device) and in all. Each holds a connection
// for up to waitMs, so without a bound a few clients could hold every connection the server has. Counted in
// this process: what a held request uses up (sockets, memory) is this process's.
import { ApiError } from '../errors.js';
import type { EmbeddedConfig } from './config.js';

export class WaitSlots {
  private readonly held = new Map<string, number>();
  private total = 0;

  constructor(private readonly config: EmbeddedConfig['device']) {}

  /**
   * Takes a slot, or throws RATE_LIMITED when one of the bounds is reached; call the answer when the wait ends.
   * @example const release = slots.take(ip, `${email}\n${thumbprint}`); try { ... } finally { release(); }
   */
  take(ip: string, device: string): () => void {
    const { perIp, perDevice, total } = this.config.waits;
    const keys: [string, number][] = [[`ip\n${ip}`, perIp], [`device\n${device}`, perDevice]];
    const retryAfter = Math.max(1, Math.ceil(this.config.waitMs / 1000));
    if (this.total >= total) throw new ApiError('RATE_LIMITED', 'the server holds as many device waits as it allows: try again shortly', { retryAfter });
    for (const [key, limit] of keys) {
      if ((this.held.get(key) ?? 0) >= limit) {
        const whose = key.startsWith('ip') ? 'this address' : 'this e-mail and device';
        throw new ApiError('RATE_LIMITED', `${whose} already has ${limit} device waits open: wait for one to answer before opening another`, { retryAfter });
      }
    }
    this.total++;
    for (const [key] of keys) this.held.set(key, (this.held.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      for (const [key] of keys) {
        const left = (this.held.get(key) ?? 1) - 1;
        if (left) this.held.set(key, left);
        else this.held.delete(key);
      }
    };
  }
}
