/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Egress guard for Node: refuses every socket, DNS lookup and fetch that would leave loopback, and
// records it, so a test fails loudly when an SDK calls home (verify, telemetry, vendor RPC).
import dns from 'node:dns';
import net from 'node:net';

export type NodeEgressGuard = {
  /** Every refused destination, e.g. "fetch https://pulse.example/batch" or "connect 1.2.3.4:443". */
  readonly refused: readonly string[];
  /** Throws, listing each refused destination, when anything tried to leave loopback. */
  assertNoEgress: () => void;
  uninstall: () => void;
};

const LOOPBACK = /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(?:\.\d{1,3}){3})$/i;

/** True for hosts on this machine. A socket without a host (a path, an fd) stays local too. */
export function isLoopbackHost(host: string | undefined): boolean {
  return host === undefined || host === '' || LOOPBACK.test(host);
}

function hostOfConnectArgs(args: unknown[]): string | undefined {
  const [first, second] = args;
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string };
    return options.path ? undefined : (options.host ?? 'localhost');
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    return typeof second === 'string' ? second : 'localhost';
  }
  return undefined; // a unix socket path
}

/**
 * Installs the guard in this process (tests call it in beforeAll; `preload.ts` does it for `node --import`).
 * @example
 * const guard = installNodeEgressGuard();
 * // … run the flow …
 * guard.assertNoEgress();
 */
export function installNodeEgressGuard(): NodeEgressGuard {
  const refused: string[] = [];
  const original = { connect: net.Socket.prototype.connect, lookup: dns.lookup, promisesLookup: dns.promises.lookup, fetch: globalThis.fetch };

  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const host = hostOfConnectArgs(args);
    if (!isLoopbackHost(host)) {
      refused.push(`connect ${host}`);
      process.nextTick(() => this.destroy(new Error(`egress refused: ${host} is not loopback`)));
      return this;
    }
    return (original.connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;

  dns.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
    if (!isLoopbackHost(hostname)) {
      refused.push(`dns ${hostname}`);
      const callback = rest[rest.length - 1] as (error: Error) => void;
      process.nextTick(() => callback(Object.assign(new Error(`egress refused: lookup ${hostname}`), { code: 'ENOTFOUND' })));
      return;
    }
    return (original.lookup as (...a: unknown[]) => void)(hostname, ...rest);
  } as typeof dns.lookup;

  dns.promises.lookup = (async (hostname: string, ...rest: unknown[]) => {
    if (!isLoopbackHost(hostname)) {
      refused.push(`dns ${hostname}`);
      throw Object.assign(new Error(`egress refused: lookup ${hostname}`), { code: 'ENOTFOUND' });
    }
    return (original.promisesLookup as (...a: unknown[]) => Promise<unknown>)(hostname, ...rest);
  }) as typeof dns.promises.lookup;

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!isLoopbackHost(url.hostname)) {
      refused.push(`fetch ${url.origin}${url.pathname}`);
      throw new TypeError(`egress refused: fetch ${url.origin}`);
    }
    return original.fetch(input, init);
  }) as typeof fetch;

  return {
    refused,
    assertNoEgress() {
      if (refused.length > 0) throw new Error(`Node tried to leave loopback ${refused.length} time(s):\n  ${refused.join('\n  ')}`);
    },
    uninstall() {
      net.Socket.prototype.connect = original.connect;
      dns.lookup = original.lookup;
      dns.promises.lookup = original.promisesLookup;
      globalThis.fetch = original.fetch;
    },
  };
}
