// One load run: autocannon against one endpoint for a bounded time, with the statuses the endpoint is
// expected to answer (anything else counts as an error), the machine's load average and the server
// process's memory before and after.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export type Endpoint = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fixed body, or one built per request (fresh e-mail addresses, nonces). */
  body?: string | (() => string);
  /** Statuses that count as answered as designed (default 200). */
  expect?: number[];
};

export type Row = {
  database: string;
  endpoint: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  errors: number;
  /** 1-minute load average when the run started (the machine is shared). */
  load: number;
  /** The server's resident memory before → after the run, MB. */
  'rss MB': string;
};

/** VmRSS of `pid` in MB, from /proc (Linux); NaN elsewhere. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * @example
 * const row = await measure({ database: 'PGlite', endpoint: { name: '/getWallets', url }, seconds: 5, connections: 10, pid });
 */
export async function measure(p: { database: string; endpoint: Endpoint; seconds: number; connections: number; pid?: number }): Promise<Row> {
  const { endpoint } = p;
  const expected = new Set(endpoint.expect ?? [200]);
  const body = endpoint.body;
  const before = rssMb(p.pid);
  const load = Math.round(loadavg()[0]! * 10) / 10;
  const r = await autocannon({
    url: endpoint.url,
    connections: p.connections,
    duration: p.seconds,
    method: endpoint.method ?? 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...endpoint.headers },
    ...(typeof body === 'string' ? { body } : {}),
    ...(typeof body === 'function' ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }) }] } : {}),
  });
  const statuses = (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const unexpected = Object.entries(statuses).reduce((n, [status, { count }]) => n + (expected.has(Number(status)) ? 0 : count), 0);
  return {
    database: p.database,
    endpoint: endpoint.name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + unexpected,
    load,
    'rss MB': `${before} → ${rssMb(p.pid)}`,
  };
}

/**
 * Issue 18, "memory flat over a 10-minute run": per database, the median resident memory of the soak's last
 * third may not exceed the highest sample of its first third by more than a fifth (the first third holds the
 * warm-up; a leak grows past it). Needs at least six samples (3 minutes); returns one line per database that grew.
 */
export function memoryGrowth(samples: readonly { database: string; rss: number }[]): string[] {
  const grew: string[] = [];
  for (const database of new Set(samples.map((s) => s.database))) {
    const rss = samples.filter((s) => s.database === database).map((s) => s.rss);
    if (rss.length < 6) continue;
    const third = Math.floor(rss.length / 3);
    const firstMax = Math.max(...rss.slice(0, third));
    const last = rss.slice(-third).sort((a, b) => a - b);
    const lastMedian = last[Math.floor(last.length / 2)]!;
    if (lastMedian > firstMax * 1.2) grew.push(`${database}: ${firstMax} MB at most in the first third, median ${lastMedian} MB in the last`);
  }
  return grew;
}
