// Starts the real server in-process on a free loopback port, with an in-memory database by default.
import { loadConfig } from '../../src/config/load.js';
import type { ConfigInput } from '../../src/config/schema.js';
import { startServer, type RunningServer } from '../../src/server.js';

export function startTestServer(overrides: ConfigInput = {}): Promise<RunningServer> {
  return startServer(
    loadConfig({
      env: {},
      overrides: { mode: 'development', port: 0, logLevel: 'silent', ...overrides, database: { pgliteDir: 'memory://', ...overrides.database } },
    }),
  );
}

/** fetch against the server, returning status, headers and parsed JSON (or text) body. */
export async function call(server: RunningServer, path: string, init: RequestInit = {}) {
  const res = await fetch(server.url + path, init);
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep text */
  }
  return { status: res.status, headers: res.headers, body };
}
