// A WalletConnect relay on loopback: the irn_* JSON-RPC over `ws` that @walletconnect/core 2.25
// speaks, enough for a real dapp <-> wallet session (facts in shared/LOCAL-WORLD.md).
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  TAGS,
  approveSessionParams,
  authPayload,
  clientRequest,
  parseFrame,
  proposeSessionParams,
  publishParams,
  topicParams,
  topicsParams,
  type RelayMessage,
} from './messages';
import { RelayState } from './state';

export type Relay = {
  /** ws://127.0.0.1:<port> — the relayUrl clients are given. */
  url: string;
  /** Closes every client socket at once (clients reconnect by themselves). */
  dropAll: () => void;
  /** Methods received so far, in order (for assertions and debugging). */
  readonly log: readonly string[];
  /** How many client sockets were accepted so far (a reconnect counts again). */
  connections: () => number;
  /** How many socket upgrades were refused for an unknown project id. */
  refused: () => number;
  close: () => Promise<void>;
};

export type StartRelayParameters = {
  port?: number;
  /** The project ids it serves, as the public relay does: an upgrade with another gets HTTP 401. Default: any. */
  projectIds?: readonly string[];
};

/** Clients drop a socket after 35 s without a ws ping. */
const PING_INTERVAL_MS = 10_000;

/**
 * Starts the relay on 127.0.0.1.
 * @example
 * const relay = await startRelay();
 * await UniversalProvider.init({ projectId: 'demo', relayUrl: relay.url });
 */
export async function startRelay({ port = 0, projectIds }: StartRelayParameters = {}): Promise<Relay> {
  let refused = 0;
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port,
    verifyClient: (info: { req: IncomingMessage }, answer: (ok: boolean, code?: number, reason?: string) => void) => {
      const projectId = new URL(info.req.url ?? '', 'ws://relay').searchParams.get('projectId') ?? '';
      if (!projectIds || projectIds.includes(projectId)) return answer(true);
      refused += 1;
      answer(false, 401, 'Unauthorized: invalid key');
    },
  });
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const state = new RelayState();
  const sockets = new Map<WebSocket, string>();
  const log: string[] = [];
  let pushId = 1;
  let accepted = 0;

  const push = (clientId: string, message: RelayMessage) => {
    for (const [socket, owner] of sockets) {
      if (owner !== clientId || socket.readyState !== socket.OPEN) continue;
      const id = state.subscribe(clientId, message.topic);
      socket.send(JSON.stringify({ id: pushId++, jsonrpc: '2.0', method: 'irn_subscription', params: { id, data: message } }));
      state.markDelivered(clientId, message);
    }
  };
  const publish = (from: string, message: RelayMessage) => {
    for (const client of state.publish(from, message)) push(client, message);
  };
  const subscribe = (clientId: string, topic: string) => {
    const id = state.subscribe(clientId, topic);
    // Deliver after the subscribe answer, as the real relay does.
    setImmediate(() => state.pending(clientId, topic).forEach((message) => push(clientId, message)));
    return id;
  };
  const message = (topic: string, text: string, tag: number, attestation?: string): RelayMessage => ({
    topic,
    message: text,
    publishedAt: Date.now(),
    tag,
    ...(attestation ? { attestation } : {}),
  });

  function handle(clientId: string, method: string, params: unknown): unknown {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(clientId, topicParams.parse(params).topic);
      case 'irn_batchSubscribe':
        return topicsParams.parse(params).topics.map((topic) => subscribe(clientId, topic));
      case 'irn_unsubscribe':
        state.unsubscribe(clientId, topicParams.parse(params).topic);
        return true;
      case 'irn_batchUnsubscribe':
        return true;
      case 'irn_publish': {
        const p = publishParams.parse(params);
        publish(clientId, message(p.topic, p.message, p.tag ?? 0, p.attestation));
        return true;
      }
      case 'irn_batchFetchMessages': {
        const messages = topicsParams.parse(params).topics.flatMap((topic) => state.pending(clientId, topic));
        for (const m of messages) state.markDelivered(clientId, m);
        return { messages, hasMore: false };
      }
      case 'wc_proposeSession': {
        // The proposer skipped its subscribe: the relay subscribes it to the pairing topic.
        const p = proposeSessionParams.parse(params);
        state.subscribe(clientId, p.pairingTopic);
        publish(clientId, message(p.pairingTopic, p.sessionProposal, TAGS.sessionPropose, p.attestation));
        return true;
      }
      case 'wc_approveSession': {
        // The approver skipped its subscribe: the relay subscribes it to the session topic.
        const p = approveSessionParams.parse(params);
        state.subscribe(clientId, p.sessionTopic);
        publish(clientId, message(p.pairingTopic, p.sessionProposalResponse, TAGS.sessionProposeResponse));
        publish(clientId, message(p.sessionTopic, p.sessionSettlementRequest, TAGS.sessionSettle));
        return true;
      }
      default:
        throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
    }
  }

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const clientId = clientIdOf(request.url ?? '');
    if (!clientId) return socket.close(4001, 'missing or invalid auth');
    sockets.set(socket, clientId);
    accepted += 1;
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      const { frame, rawId } = parseFrame(data.toString());
      const parsed = clientRequest.safeParse(frame);
      if (!parsed.success || !rawId) return; // acks of our pushes
      const { method, params } = parsed.data;
      log.push(method);
      let body: string;
      try {
        body = `"result":${JSON.stringify(handle(clientId, method, params))}`;
      } catch (error) {
        const code = (error as { code?: number }).code ?? -32602;
        body = `"error":${JSON.stringify({ code, message: (error as Error).message })}`;
      }
      // The raw id text goes back as it came: a Number would round ids above 2^53.
      socket.send(`{"id":${rawId},"jsonrpc":"2.0",${body}}`);
    });
  });

  const pinger = setInterval(() => server.clients.forEach((socket) => socket.ping()), PING_INTERVAL_MS);
  return {
    url: `ws://127.0.0.1:${(server.address() as { port: number }).port}`,
    log,
    connections: () => accepted,
    refused: () => refused,
    dropAll: () => server.clients.forEach((socket) => socket.terminate()),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pinger);
        server.clients.forEach((socket) => socket.terminate());
        server.close(() => resolve());
      }),
  };
}

function clientIdOf(url: string): string | undefined {
  const token = new URL(url, 'ws://relay').searchParams.get('auth');
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  const parsed = authPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  return parsed.success ? parsed.data.iss : undefined;
}
