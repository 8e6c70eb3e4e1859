// Forwards a JSON-RPC body to an upstream node with the spec's retry policy: retry on 403, 408,
// 413, 429, 500, 502, 503, 504 and on connection errors, 3 times by default, 150 ms doubled each
// try, Retry-After honoured; each attempt times out after 10 s.

export const RETRY_STATUSES = new Set([403, 408, 413, 429, 500, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 10_000;

export type ForwardParameters = {
  url: string;
  body: string;
  timeoutMs: number;
  retryCount: number;
  retryDelayMs: number;
};

export type ForwardResult =
  | { ok: true; status: number; body: string; contentType: string; attempts: number }
  | { ok: false; reason: string; attempts: number };

/**
 * @example
 * const r = await forwardJsonRpc({ url, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}', timeoutMs: 10_000, retryCount: 3, retryDelayMs: 150 });
 */
export async function forwardJsonRpc(p: ForwardParameters): Promise<ForwardResult> {
  let reason = '';
  for (let attempt = 0; ; attempt++) {
    const attempts = attempt + 1;
    let wait = p.retryDelayMs * 2 ** attempt;
    try {
      const res = await fetch(p.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: p.body,
        signal: AbortSignal.timeout(p.timeoutMs),
      });
      const body = await res.text();
      if (!RETRY_STATUSES.has(res.status)) {
        return { ok: true, status: res.status, body, contentType: res.headers.get('content-type') ?? 'application/json', attempts };
      }
      reason = `upstream answered HTTP ${res.status}`;
      wait = retryAfterMs(res.headers.get('retry-after')) ?? wait;
    } catch (error) {
      const e = error as Error;
      if (e.name === 'TimeoutError') return { ok: false, reason: `upstream timed out after ${p.timeoutMs} ms`, attempts };
      reason = `upstream unreachable (${(e.cause as Error | undefined)?.message ?? e.message})`;
    }
    if (attempt >= p.retryCount) return { ok: false, reason: `${reason} after ${attempts} attempts`, attempts };
    await new Promise((r) => setTimeout(r, Math.min(wait, MAX_RETRY_AFTER_MS)));
  }
}

/** Retry-After in seconds or as an HTTP date; `undefined` when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
