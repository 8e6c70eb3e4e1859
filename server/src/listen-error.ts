// A listener that cannot bind names the config key that sets its port (or host), so the operator knows
// what to change: `port` for the API, `embedded.secureSite.port` for the secure site's default 8788.

/** The config keys of one listener's port and host. */
export type ListenerKeys = { port: string; host: string };

/**
 * The error to raise when `listen` failed: the address, why, and the key to change; other errors as they were.
 * @example
 * http.once('error', (error) => reject(listenError(error, { port: 'port', host: 'host' }, '127.0.0.1', 8787)));
 */
export function listenError(error: unknown, keys: ListenerKeys, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason =
    code === 'EADDRINUSE' ? { why: 'the port is in use', key: keys.port, what: 'a free port' }
    : code === 'EACCES' ? { why: 'this user may not listen on the port', key: keys.port, what: 'a port above 1023' }
    : code === 'EADDRNOTAVAIL' ? { why: 'the host is not an address of this machine', key: keys.host, what: 'an address of this machine' }
    : undefined;
  if (!reason) return error;
  return new Error(`cannot listen on ${host}:${port}: ${reason.why} (${code}); set ${reason.key} to ${reason.what}`, { cause: error });
}
