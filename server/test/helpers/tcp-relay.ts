// A raw TCP relay on loopback (node:net) that can black-hole its traffic, as a network dropping packets
// does: while hung, bytes are held both ways and nothing is closed, so a client's socket stays open and
// its query waits; once healed, the held bytes go through (as TCP would retransmit them).
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One connection through the relay; `closedByClient` is when the client's side ended or reset it. */
export type RelayConnection = { openedAt: number; closedByClient?: number };

export type TcpRelay = {
  port: number;
  /** `url` with its host and port replaced by the relay's. */
  through(url: string): string;
  /** Stops forwarding both ways without closing anything; new connections are accepted and held too. */
  hang(): void;
  /** Forwards again, held bytes first. */
  heal(): void;
  /** Every connection seen, in order. */
  connections: RelayConnection[];
  stop(): Promise<void>;
};

/**
 * @example
 * const relay = await startTcpRelay({ host: '127.0.0.1', port: 5432 });
 * const url = relay.through('postgres://postgres@127.0.0.1:5432/app');
 * relay.hang(); // queries on open connections now wait; relay.heal() lets them through
 * await relay.stop();
 */
export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  let hung = false;
  const connections: RelayConnection[] = [];
  const sockets = new Set<Socket>();
  /** What is held while hung, replayed in order on heal. */
  let held: (() => void)[] = [];
  const whenFlowing = (action: () => void) => (hung ? held.push(action) : action());

  const server = createServer((client) => {
    const record: RelayConnection = { openedAt: Date.now() };
    connections.push(record);
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    const pipe = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => whenFlowing(() => to.writable && to.write(chunk)));
      from.on('end', () => whenFlowing(() => to.end()));
      // A reset (or the other side gone) ends both; held until healed, like everything else.
      from.on('error', () => whenFlowing(() => to.destroy()));
    };
    pipe(client, upstream);
    pipe(upstream, client);
    const onClientGone = () => void (record.closedByClient ??= Date.now());
    client.once('end', onClientGone);
    client.once('error', onClientGone);
    client.once('close', onClientGone);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    through(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    hang: () => void (hung = true),
    heal() {
      hung = false;
      const replay = held;
      held = [];
      for (const action of replay) action();
    },
    connections,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
