// A loopback stand-in for the embedded-wallet routes of @wallet-modal/server, for the frame's unit tests:
// real HTTP, real signature checks (api.ts), bodies parsed with the api.ts schemas. The real server is
// exercised by the browser suite; this one lets the handler's tests run without a database or SMTP.
import {
  deviceApproveBody,
  emailStartBody,
  emailVerifyBody,
  signedRequestPayload,
  walletCreateBody,
  walletDeviceBody,
  type DeviceKey,
  type EncryptedRecoveryHalf,
} from '@wallet-modal/schema/embedded';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromBase64Url, randomId, toBase64Url } from '../lib/bytes.js';

export const TEST_OTP = '123456';

interface Account {
  userId: string;
  email: string;
  address: string | null;
  recovery?: { serverHalf: string; userHalf: EncryptedRecoveryHalf };
  /** Server share per device (by the JWK's x). */
  shares: Map<string, string>;
}

export interface EmbeddedTestServer {
  url: string;
  accounts: Map<string, Account>;
  /** Every request path, in order (to assert what the frame called). */
  calls: string[];
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/** `rpcUrl`: where the /v1 JSON-RPC proxy forwards (a local chain); without it the proxy answers an error. */
export async function startEmbeddedTestServer(options: { rpcUrl?: string } = {}): Promise<EmbeddedTestServer> {
  const accounts = new Map<string, Account>();
  const sessions = new Map<string, { email: string; device: DeviceKey }>();
  const seenNonces = new Set<string>();
  const calls: string[] = [];

  const accountOf = (email: string) => {
    let account = accounts.get(email);
    if (!account) accounts.set(email, (account = { userId: randomId(8), email, address: null, shares: new Map() }));
    return account;
  };
  const view = (account: Account, device: DeviceKey) => ({
    userId: account.userId,
    email: account.email,
    address: account.address,
    deviceEnrolled: account.shares.has(device.x),
    recovery: 'password' as const,
  });

  async function authenticate(req: IncomingMessage, path: string, body: string) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const session = token ? sessions.get(token) : undefined;
    if (!session) throw new HttpError(401, 'SESSION_EXPIRED');
    const timestamp = Number(req.headers['x-wallet-timestamp']);
    const nonce = String(req.headers['x-wallet-nonce'] ?? '');
    if (!(Math.abs(Date.now() - timestamp) < 60_000) || seenNonces.has(nonce)) throw new HttpError(401, 'REPLAYED_REQUEST');
    seenNonces.add(nonce);
    const key = await crypto.subtle.importKey('jwk', session.device, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const bodySha256 = toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))));
    const payload = new TextEncoder().encode(signedRequestPayload({ method: 'POST', path, timestamp, nonce, bodySha256 }));
    const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64Url(String(req.headers['x-wallet-signature'] ?? '')), payload);
    if (!ok) throw new HttpError(401, 'SIGNATURE_INVALID');
    return { token: token!, session, account: accountOf(session.email) };
  }

  async function route(req: IncomingMessage, path: string, body: string): Promise<unknown> {
    const json = () => JSON.parse(body) as unknown;
    if (path.startsWith('/v1')) {
      if (!options.rpcUrl) return { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no chain in this test' } };
      const answer = await fetch(options.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return answer.json();
    }
    switch (path) {
      case '/embedded/v1/email/start':
        emailStartBody.parse(json());
        return { action: 'VERIFY_OTP' };
      case '/embedded/v1/device/wait':
        return { approved: true };
      case '/embedded/v1/device/approve':
        return deviceApproveBody.parse(json()) && { ok: true };
      case '/embedded/v1/email/verify': {
        const { email, otp, device } = emailVerifyBody.parse(json());
        if (otp !== TEST_OTP) throw new HttpError(400, 'OTP_INVALID');
        const token = randomId(24);
        sessions.set(token, { email, device });
        return { token, expiresAt: Date.now() + 3_600_000, account: view(accountOf(email), device) };
      }
    }
    const { token, session, account } = await authenticate(req, path, body);
    switch (path) {
      case '/embedded/v1/session':
        return view(account, session.device);
      case '/embedded/v1/session/sign-out':
        sessions.delete(token);
        return { ok: true };
      case '/embedded/v1/wallet/create': {
        if (account.address) throw new HttpError(409, 'WALLET_EXISTS');
        const { address, serverShare, recovery } = walletCreateBody.parse(json());
        Object.assign(account, { address, recovery });
        account.shares.set(session.device.x, serverShare);
        return view(account, session.device);
      }
      case '/embedded/v1/wallet/share': {
        const serverShare = account.shares.get(session.device.x);
        if (!serverShare) throw new HttpError(404, 'WALLET_NOT_FOUND');
        return { serverShare };
      }
      case '/embedded/v1/wallet/recovery':
        if (!account.recovery) throw new HttpError(404, 'WALLET_NOT_FOUND');
        return account.recovery;
      case '/embedded/v1/wallet/device':
        account.shares.set(session.device.x, walletDeviceBody.parse(json()).serverShare);
        return { ok: true };
    }
    throw new HttpError(404, 'INVALID_PARAMS');
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      calls.push(path);
      const body = await readBody(req);
      try {
        const answer = await route(req, path, body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      } catch (error) {
        const status = error instanceof HttpError ? error.status : 400;
        const code = error instanceof HttpError ? error.code : 'INVALID_PARAMS';
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code, message: code } }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accounts,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
