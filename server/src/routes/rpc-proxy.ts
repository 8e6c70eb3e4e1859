// POST /v1/?chainId=&projectId= (the spec's path; /v1 too): JSON-RPC proxy to the chain's configured
// upstream (then its fallbacks), with the spec's retry policy. Request problems and upstream failures
// (HTTP errors, timeouts, answers that are not JSON) are answered as JSON-RPC error payloads.
import { chainIdParam } from '@wallet-modal/schema/wire';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { requireChain } from '../chains/params.js';
import { rpcUrlsOf } from '../chains/transport.js';
import { projectGuard } from '../projects/guard.js';
import { forwardJsonRpc } from '../rpc/forward.js';
import type { AppEnv, Services } from '../services.js';
import { parseInput } from '../validate.js';

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

const rpcError = (code: number, message: string, id: unknown = null) => ({ jsonrpc: '2.0', id, error: { code, message } });

/** The secure site's proxy serves the frame only: one call at a time, of the methods it sends. */
export type RpcProxyLimits = { methods: readonly string[] };

export function rpcProxyRoutes(s: Services, only?: RpcProxyLimits) {
  const { rpc } = s.config;
  const batch = z.array(requestSchema).min(1).max(rpc.maxBatchSize);
  const bodySchema = only ? requestSchema : z.union([requestSchema, batch]);
  const limit = bodyLimit({
    maxSize: rpc.maxBodyBytes,
    onError: (c) => c.json(rpcError(-32600, `Invalid Request: body larger than ${rpc.maxBodyBytes} bytes`), 413),
  });
  const proxy = async (c: Context<AppEnv>) => {
    const chain = requireChain(s, parseInput(z.object({ chainId: chainIdParam }), c.req.query()).chainId);
    const text = await c.req.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return c.json(rpcError(-32700, 'Parse error: the body is not JSON'), 400);
    }
    if (only && Array.isArray(json)) return c.json(rpcError(-32600, 'Invalid Request: send one JSON-RPC call, not a batch'), 400);
    const parsed = bodySchema.safeParse(json);
    if (!parsed.success) return c.json(rpcError(-32600, `Invalid Request: ${parsed.error.issues[0]?.message}`), 400);
    const calls = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
    const blocked = calls.find((call) => rpc.blockedMethodPrefixes.some((p) => call.method.startsWith(p)) || (only && !only.methods.includes(call.method)));
    if (blocked) return c.json(rpcError(-32601, `Requested RPC call is not allowed: ${blocked.method}`, blocked.id ?? null), 403);
    const result = await forwardJsonRpc({
      urls: rpcUrlsOf(chain.config),
      body: text,
      timeoutMs: rpc.timeoutMs,
      retryCount: rpc.retryCount,
      retryDelayMs: rpc.retryDelayMs,
    });
    if (!result.ok) {
      s.log.warn({ chain: chain.config.id, reason: result.reason }, 'rpc proxy upstream failed');
      const id = Array.isArray(parsed.data) ? null : (parsed.data.id ?? null);
      return c.json(rpcError(-32603, `Internal error: ${result.reason}`, id), 502);
    }
    return c.body(result.body, result.status as ContentfulStatusCode, { 'content-type': result.contentType });
  };
  const routes = new Hono<AppEnv>();
  // Routing is strict about the trailing slash: clients use either form, so both are served.
  for (const path of ['/v1', '/v1/']) routes.use(path, projectGuard(s)).post(path, limit, proxy);
  return routes;
}
