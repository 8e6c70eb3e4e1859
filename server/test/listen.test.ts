// A server that cannot bind a port says which config key sets it: `port` for the API, and
// `embedded.secureSite.port` for the secure site (default 8788), so the operator knows what to change.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@wallet-modal/testing';
import { embeddedConfig, fixtureSecureSite } from './helpers/embedded.js';
import { startTestServer } from './helpers/server.js';
import { projects } from './helpers/world.js';

let taken: Server;
let takenPort: number;
let sink: SmtpSink;
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as AddressInfo).port;
  sink = await startSmtpSink();
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  await sink?.stop();
});

describe('a port in use names the config key that sets it', () => {
  it('the API port: the error says port', async () => {
    const started = startTestServer({ projects, host: '127.0.0.1', port: takenPort });
    await expect(started).rejects.toThrow(`cannot listen on 127.0.0.1:${takenPort}: the port is in use (EADDRINUSE); set port to a free port`);
  });

  it('the embedded secure site: the error says embedded.secureSite.port', async () => {
    const config = embeddedConfig(sink, fixtureSecureSite(), { host: '127.0.0.1', embedded: { secureSite: { port: takenPort } } });
    await expect(startTestServer(config)).rejects.toThrow(`set embedded.secureSite.port to a free port`);
    // The API's own port was free: it started, and was closed again, so a retry with another site port works.
    const server = await startTestServer(embeddedConfig(sink, fixtureSecureSite(), { host: '127.0.0.1', embedded: { secureSite: { port: 0 } } }));
    expect(server.secureSiteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await server.close();
  });
});
