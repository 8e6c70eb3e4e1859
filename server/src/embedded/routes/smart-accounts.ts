// The embedded wallet's smart accounts (ERC-4337): which EVM chains the operator enabled (a bundler is
// configured), and the bundler's JSON-RPC behind the secure origin, since the frame talks only to its own
// origin (CSP connect-src 'self'). Only for a signed session (app.ts), and only the user-operation methods
// the frame sends (FRAME_BUNDLER_METHODS) pass; everything else is refused.
import { FRAME_BUNDLER_METHODS } from '@wallet-modal/schema/embedded';
import { chainIdParam } from '@wallet-modal/schema/wire';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { forwardJsonRpc } from '../../rpc/forward.js';
import type { AppEnv, Services } from '../../services.js';
import { parseInput } from '../../validate.js';


const bundlerCall = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.array(z.unknown()).optional(),
});

const rpcError = (code: number, message: string, id: unknown = null) => ({ jsonrpc: '2.0', id, error: { code, message } });

/** The eip155 chain numbers with a bundler configured. */
export function smartAccountNetworks(s: Services): number[] {
  return s.chains
    .all()
    .filter((chain) => chain.config.smartAccounts && chain.config.id.startsWith('eip155:'))
    .map((chain) => Number(chain.config.id.slice('eip155:'.length)));
}

export function smartAccountRoutes(s: Services) {
  return new Hono<AppEnv>()
    .post('/smart-accounts/networks', (c) => c.json({ smartAccountEnabledNetworks: smartAccountNetworks(s) }))
    .post('/bundler', async (c) => {
      const chainId = parseInput(z.object({ chainId: chainIdParam }), c.req.query()).chainId;
      const chain = s.chains.get(chainId);
      const bundlerUrl = chain?.config.smartAccounts?.bundlerUrl;
      // A chain the server does not serve is one without smart accounts, like a served chain without a bundler.
      if (!chain || !bundlerUrl) return c.json(rpcError(-32601, `Smart accounts are not enabled on ${chainId}: the operator configured no bundler`), 404);
      const parsed = bundlerCall.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json(rpcError(-32600, `Invalid Request: ${parsed.error.issues[0]?.message ?? 'not a JSON-RPC call'}`), 400);
      const { method, id = null } = parsed.data;
      if (!(FRAME_BUNDLER_METHODS as readonly string[]).includes(method)) return c.json(rpcError(-32601, `Requested RPC call is not allowed: ${method}`, id), 403);
      const { rpc } = s.config;
      const result = await forwardJsonRpc({ urls: [bundlerUrl], body: JSON.stringify(parsed.data), timeoutMs: rpc.timeoutMs, retryCount: rpc.retryCount, retryDelayMs: rpc.retryDelayMs });
      if (!result.ok) {
        s.log.warn({ chain: chain.config.id, reason: result.reason }, 'bundler upstream failed');
        return c.json(rpcError(-32603, `The bundler of ${chain.config.id} is unavailable: ${result.reason}`, id), 502);
      }
      return c.body(result.body, result.status as ContentfulStatusCode, { 'content-type': result.contentType });
    });
}
