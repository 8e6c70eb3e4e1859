// Loopback port helpers: find a free port, prove a fixed one is free, or say what holds it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Resolves a port the OS says is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when nothing listens on 127.0.0.1:port. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * What listens on 127.0.0.1:port, from `ss -ltnp` and /proc: e.g. `node (pid 9261: node …/anvil --port 8545)`.
 * Undefined when nothing does, or when ss is missing or may not see the process.
 * @example
 * portUser(8545); // 'anvil (pid 4242: …/anvil --host 127.0.0.1 --port 8545 …)'
 */
export function portUser(port: number): string | undefined {
  const ss = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(ss.stdout ?? '');
  if (!match) return undefined;
  const [, name, pid] = match;
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    // Another user's process, or not Linux: the name and pid still say what it is.
  }
  const shown = command.length > 140 ? `${command.slice(0, 140)}…` : command;
  return `${name} (pid ${pid}${shown ? `: ${shown}` : ''})`;
}

/** A port the world was asked to use is taken; `message` names the port, its role and what holds it. */
export class PortBusyError extends Error {
  constructor(
    readonly port: number,
    /** What the world wanted the port for, e.g. 'chain 1 (Ethereum)'. */
    readonly role: string,
  ) {
    const user = portUser(port);
    super(
      `Port ${port} (${role}) is busy: ${user ? `${user} listens there` : 'something listens there'} ` +
        `(\`ss -ltnp 'sport = :${port}'\` shows it).`,
    );
    this.name = 'PortBusyError';
  }
}

/**
 * Throws a PortBusyError for the first of `ports` that is taken.
 * @example
 * await assertPortsFree([{ port: 8545, role: 'chain 1, Ethereum' }]);
 */
export async function assertPortsFree(ports: readonly { port: number; role: string }[]): Promise<void> {
  for (const { port, role } of ports) {
    if (!(await isPortFree(port))) throw new PortBusyError(port, role);
  }
}
