// A reverse proxy on loopback as an operator puts in front of the server (nginx's $proxy_add_x_forwarded_for):
// it passes each request on and appends the address it saw to X-Forwarded-For. Visitors reach it from their
// own loopback addresses (127.0.0.2, 127.0.0.3 …), so the proxy sees each one as a different client.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ForwardingProxy = { url: string; close(): Promise<void> };

export async function startForwardingProxy(target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const seen = incoming.headers['x-forwarded-for'];
    const forwardedFor = seen ? `${seen}, ${incoming.socket.remoteAddress}` : incoming.socket.remoteAddress!;
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor }, agent: false },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POST a JSON body to `url` from the loopback address `from`, with extra headers; resolves with status and parsed body. */
export function postFrom(from: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', ...headers } }, (answer) => {
      let raw = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (raw += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode!, body: JSON.parse(raw) }));
    });
    sent.on('error', reject);
    sent.end(text);
  });
}
