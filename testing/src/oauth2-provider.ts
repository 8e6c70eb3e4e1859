// A loopback OAuth 2 server standing in for GitHub, Discord, X and Facebook: authorisation code with
// PKCE (S256 required), codes used once, client authentication as each provider takes it, and each
// provider's own user-info shape. The signed-in person is whoever the test set with `signIn`; no UI.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OAuth2Kind = 'github' | 'discord' | 'x' | 'facebook';
export type OAuth2Account = { id: string; username: string; name?: string; email?: string; emailVerified: boolean };
export type OAuth2Client = { clientId: string; clientSecret: string; redirectUri: string; auth: 'basic' | 'post' };

export type LocalOAuth2Provider = {
  url: string;
  /** The endpoints our server's config names for `kind`. */
  endpoints(kind: OAuth2Kind): { authorizationEndpoint: string; tokenEndpoint: string; userInfoEndpoint: string; emailsEndpoint?: string };
  /** The person the next authorisation at `kind` signs in. */
  signIn(kind: OAuth2Kind, account: OAuth2Account): void;
  /** Token requests answered so far, with their outcome (for tests that check a code was refused). */
  tokenRequests: { kind: OAuth2Kind; ok: boolean; error?: string }[];
  stop(): Promise<void>;
};

type Grant = { kind: OAuth2Kind; clientId: string; redirectUri: string; challenge: string; account: OAuth2Account; expiresAt: number; used: boolean; tokens: string[] };

const USER_INFO: Record<OAuth2Kind, string> = { github: '/github/user', discord: '/discord/users/@me', x: '/x/2/users/me', facebook: '/facebook/me?fields=id,name,email' };

function userInfo(kind: OAuth2Kind, path: string, a: OAuth2Account): unknown {
  switch (kind) {
    case 'github':
      if (path === '/github/user/emails') return a.email ? [{ email: a.email, primary: true, verified: a.emailVerified, visibility: 'private' }] : [];
      return { id: Number(a.id), login: a.username, name: a.name ?? null, email: null, type: 'User' };
    case 'discord':
      return { id: a.id, username: a.username, global_name: a.name ?? null, email: a.email ?? null, verified: a.emailVerified, discriminator: '0' };
    case 'x':
      return { data: { id: a.id, name: a.name ?? a.username, username: a.username } };
    case 'facebook':
      return { id: a.id, name: a.name ?? a.username, ...(a.email ? { email: a.email } : {}) };
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * @example
 * const oauth = await startOAuth2Provider([{ clientId: 'gh', clientSecret: 's', redirectUri, auth: 'post' }]);
 * oauth.signIn('github', { id: '1', username: 'alice', email: 'a@example.com', emailVerified: true });
 */
export async function startOAuth2Provider(clients: OAuth2Client[]): Promise<LocalOAuth2Provider> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, { kind: OAuth2Kind; account: OAuth2Account }>();
  const accounts = new Map<OAuth2Kind, OAuth2Account>();
  const tokenRequests: LocalOAuth2Provider['tokenRequests'] = [];
  const clientOf = (id: string | null) => clients.find((c) => c.clientId === id);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, kind, ...rest] = url.pathname.split('/') as [string, OAuth2Kind, ...string[]];
    if (!['github', 'discord', 'x', 'facebook'].includes(kind)) return json(res, 404, { error: 'not_found' });
    const path = rest.join('/');

    if (req.method === 'GET' && path === 'authorize') {
      const q = url.searchParams;
      const client = clientOf(q.get('client_id'));
      // An unknown client or redirect URI is shown to the person, never redirected to.
      if (!client || q.get('redirect_uri') !== client.redirectUri) return json(res, 400, { error: 'invalid_request', error_description: 'unknown client or redirect_uri' });
      const back = new URL(client.redirectUri);
      const fail = (error: string) => {
        back.searchParams.set('error', error);
        if (q.get('state')) back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { location: back.href }).end();
      };
      if (q.get('response_type') !== 'code') return fail('unsupported_response_type');
      if (q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '')) return fail('invalid_request');
      const account = accounts.get(kind);
      if (!account) return fail('access_denied');
      const code = randomBytes(20).toString('hex');
      grants.set(code, { kind, clientId: client.clientId, redirectUri: client.redirectUri, challenge: q.get('code_challenge')!, account, expiresAt: Date.now() + 60_000, used: false, tokens: [] });
      back.searchParams.set('code', code);
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      return res.writeHead(302, { location: back.href }).end();
    }

    if (req.method === 'POST' && (path === 'token' || path === 'oauth2/token' || path === 'access_token')) {
      const form = new URLSearchParams(await readBody(req));
      const refuse = (status: number, error: string) => {
        tokenRequests.push({ kind, ok: false, error });
        return json(res, status, { error });
      };
      let clientId = form.get('client_id');
      let secret = form.get('client_secret');
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      if (basic) [clientId, secret] = Buffer.from(basic[1]!, 'base64').toString().split(':').map(decodeURIComponent) as [string, string];
      const client = clientOf(clientId);
      if (!client || client.clientSecret !== secret || (client.auth === 'basic') !== !!basic) return refuse(401, 'invalid_client');
      if (form.get('grant_type') !== 'authorization_code') return refuse(400, 'unsupported_grant_type');
      const grant = grants.get(form.get('code') ?? '');
      if (!grant || grant.clientId !== client.clientId || grant.kind !== kind || grant.expiresAt < Date.now()) return refuse(400, 'invalid_grant');
      if (grant.used) {
        // A code used twice: refuse, and revoke what the first use gave (RFC 6749 §4.1.2).
        for (const t of grant.tokens) tokens.delete(t);
        return refuse(400, 'invalid_grant');
      }
      grant.used = true;
      if (form.get('redirect_uri') !== grant.redirectUri) return refuse(400, 'invalid_grant');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return refuse(400, 'invalid_grant');
      const token = randomBytes(24).toString('hex');
      tokens.set(token, { kind, account: grant.account });
      grant.tokens.push(token);
      tokenRequests.push({ kind, ok: true });
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600, scope: 'identify email' });
    }

    if (req.method === 'GET') {
      const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const holder = bearer ? tokens.get(bearer) : undefined;
      if (!holder || holder.kind !== kind) return json(res, 401, { error: 'invalid_token' });
      return json(res, 200, userInfo(kind, url.pathname, holder.account));
    }
    return json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    endpoints(kind) {
      return {
        authorizationEndpoint: `${url}/${kind}/authorize`,
        tokenEndpoint: `${url}/${kind}/token`,
        userInfoEndpoint: url + USER_INFO[kind],
        ...(kind === 'github' ? { emailsEndpoint: `${url}/github/user/emails` } : {}),
      };
    },
    signIn(kind, account) {
      accounts.set(kind, account);
    },
    tokenRequests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
