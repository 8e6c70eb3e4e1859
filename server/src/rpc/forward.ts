// Forwards a JSON-RPC body to an upstream node with the spec's retry policy: retry on 403, 408,
// 413, 429, 500, 502, 503, 504, on connection errors and on answers that are not JSON, 3 times by
// default, 150 ms doubled each try, Retry-After honoured; each attempt times out after 10 s. With
// several URLs each round tries them in order, so a failing node hands the call to the next at once.

export const RETRY_STATUSES = new Set([403, 408, 413, 429, 500, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 10_000;

export type ForwardParameters = {
  /** The chain's RPC URL, then its fallbacks. */
  urls: readonly string[];
  body: string;
  timeoutMs: number;
  retryCount: number;
  retryDelayMs: number;
};

export type ForwardResult =
  | { ok: true; status: number; body: string; contentType: string; attempts: number; url: string }
  | { ok: false; reason: string; attempts: number };

/** One try at one URL: an answer to pass on, or why not and whether another round may help. */
type Attempt =
  | { ok: true; status: number; body: string; contentType: string }
  | { ok: false; reason: string; retry: boolean; retryAfterMs?: number };

/**
 * @example
 * const r = await forwardJsonRpc({ urls: [url], body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}', timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150 });
 */
export async function forwardJsonRpc(p: ForwardParameters): Promise<ForwardResult> {
  let attempts = 0;
  for (let round = 0; ; round++) {
    let last: Attempt & { ok: false } = { ok: false, reason: 'no RPC URL', retry: false };
    let retryable = false;
    let retryAfter: number | undefined; // the longest any node of the round asked for
    for (const url of p.urls) {
      attempts++;
      const attempt = await tryOnce(url, p);
      if (attempt.ok) return { ...attempt, attempts, url };
      last = attempt;
      retryable ||= attempt.retry;
      if (attempt.retryAfterMs !== undefined) retryAfter = Math.max(retryAfter ?? 0, attempt.retryAfterMs);
    }
    const where = p.urls.length > 1 ? ` (last of ${p.urls.length} RPC URLs)` : '';
    if (!retryable) return { ok: false, reason: `${last.reason}${where}`, attempts };
    if (round >= p.retryCount) return { ok: false, reason: `${last.reason}${where} after ${attempts} attempts`, attempts };
    const wait = retryAfter ?? p.retryDelayMs * 2 ** round;
    await new Promise((r) => setTimeout(r, Math.min(wait, MAX_RETRY_AFTER_MS)));
  }
}

async function tryOnce(url: string, p: ForwardParameters): Promise<Attempt> {
  let res: Response;
  let body: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: p.body,
      signal: AbortSignal.timeout(p.timeoutMs),
    });
    body = await res.text();
  } catch (error) {
    const e = error as Error;
    // A timeout is not retried: four tries would keep the caller waiting four times the limit.
    if (e.name === 'TimeoutError') return { ok: false, reason: `upstream timed out after ${p.timeoutMs} ms`, retry: false };
    return { ok: false, reason: `upstream unreachable (${(e.cause as Error | undefined)?.message ?? e.message})`, retry: true };
  }
  if (RETRY_STATUSES.has(res.status)) {
    return { ok: false, reason: `upstream answered HTTP ${res.status}`, retry: true, retryAfterMs: retryAfterMs(res.headers.get('retry-after')) };
  }
  // What is passed on must be JSON-RPC: an HTML error page or a cut-off body becomes our JSON-RPC error.
  if (!isJson(body)) {
    const what = res.ok ? 'a body that is not JSON' : `HTTP ${res.status} with a body that is not JSON`;
    return { ok: false, reason: `upstream answered ${what} (${JSON.stringify(body.slice(0, 40))})`, retry: res.ok };
  }
  return { ok: true, status: res.status, body, contentType: res.headers.get('content-type') ?? 'application/json' };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Retry-After in seconds or as an HTTP date; `undefined` when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
