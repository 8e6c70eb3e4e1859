// A loopback OpenID Connect provider (oidc-provider) standing in for Google or Apple: discovery, JWKS,
// authorisation code with PKCE, ID tokens carrying email, email_verified and name, and form_post for
// Apple. Login and consent complete without a UI for whoever the test set with `signIn`. A test can
// also have the next ID token re-signed with changed claims (a token for another audience, another nonce).
import { exportJWK, generateKeyPair, decodeJwt, decodeProtectedHeader, SignJWT, importJWK, jwtVerify, type JWK } from 'jose';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Provider, { type ClientMetadata } from 'oidc-provider';

export type OidcAccount = { sub: string; email?: string; emailVerified: boolean; name?: string };

export type LocalOidcProvider = {
  issuer: string;
  /** The person the next authorisation signs in. */
  signIn(account: OidcAccount): void;
  /** Re-signs the next ID token the token endpoint answers, with the issuer's key, after `change` (once). */
  tamperNextIdToken(change: (claims: Record<string, unknown>) => Record<string, unknown>, opts?: { foreignKey?: boolean }): void;
  stop(): Promise<void>;
};

/**
 * @example
 * const google = await startOidcProvider({ clients: [{ client_id: 'g', client_secret: 's', redirect_uris: [cb] }] });
 * google.signIn({ sub: 'g-1', email: 'a@example.com', emailVerified: true, name: 'Alice' });
 */
export async function startOidcProvider(options: {
  clients: ClientMetadata[];
  /** As Apple does: a client may send an ES256 JWT signed by this key as its client_secret (iss team id, sub client id, aud issuer). */
  /** The public half of the app's Apple key (a JWK as any jose version exports it). */
  appleKey?: { teamId: string; keyId: string; publicKey: { kty?: string; [field: string]: unknown } };
}): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'local-1', alg: 'RS256', use: 'sig' } as JWK;

  let current: OidcAccount | undefined;
  let tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | undefined;
  // A key of the same id that the issuer never published: a token signed with it must fail verification.
  let foreign = false;
  const foreignKey = (await generateKeyPair('RS256')).privateKey;
  const accounts = new Map<string, OidcAccount>();

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({ grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post', ...c })),
    jwks: { keys: [signingKey as never] },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    scopes: ['openid', 'email', 'profile', 'name'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    // As Google does: the scope's claims go into the ID token too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const a = accounts.get(id);
      if (!a) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, ...(a.email ? { email: a.email, email_verified: a.emailVerified } : {}), ...(a.name ? { name: a.name } : {}) }),
      };
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('local oidc provider:', error));

  // Login and consent without a page: the account the test chose, every scope and claim asked for.
  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const { prompt, params, session } = details;
    if (prompt.name === 'login') {
      if (!current) return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'no account signed in' });
      accounts.set(current.sub, current);
      return provider.interactionFinished(req, res, { login: { accountId: current.sub } }, { mergeWithLastSubmission: false });
    }
    const grant = details.grantId
      ? (await provider.Grant.find(details.grantId))!
      : new provider.Grant({ accountId: session!.accountId, clientId: params.client_id as string });
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  // The token endpoint's answer, with the ID token re-signed after the test's change.
  function tamperTokenAnswer(res: ServerResponse) {
    const change = tamper!;
    tamper = undefined;
    const chunks: Buffer[] = [];
    const end = res.end.bind(res);
    res.write = ((chunk: Buffer | string) => (chunks.push(Buffer.from(chunk)), true)) as typeof res.write;
    res.end = ((chunk?: Buffer | string) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id_token?: string };
      void (async () => {
        if (body.id_token) {
          const header = decodeProtectedHeader(body.id_token);
          const claims = change({ ...decodeJwt(body.id_token) });
          const key = foreign ? foreignKey : await importJWK(signingKey, 'RS256');
          body.id_token = await new SignJWT(claims).setProtectedHeader({ alg: header.alg!, kid: header.kid, typ: header.typ }).sign(key);
        }
        const text = JSON.stringify(body);
        if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(text));
        end(text);
      })();
      return res;
    }) as typeof res.end;
  }

  // Apple's check of a JWT client secret, then the request goes on with the registered secret (or a wrong one).
  async function appleSecretToRegistered(req: IncomingMessage): Promise<IncomingMessage> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const secret = form.get('client_secret') ?? '';
    const client = options.clients.find((c) => c.client_id === form.get('client_id'));
    if (client && secret.split('.').length === 3) {
      const { teamId, keyId, publicKey } = options.appleKey!;
      const ok = await jwtVerify(secret, await importJWK(publicKey as JWK, 'ES256'), { issuer: teamId, subject: client.client_id, audience: issuer, algorithms: ['ES256'] })
        .then((r) => r.protectedHeader.kid === keyId)
        .catch(() => false);
      form.set('client_secret', ok ? String(client.client_secret) : 'rejected-apple-secret');
    }
    const body = Buffer.from(form.toString());
    const replay = Readable.from([body]) as unknown as IncomingMessage;
    Object.assign(replay, { headers: { ...req.headers, 'content-length': String(body.length) }, method: req.method, url: req.url, socket: req.socket, connection: req.socket, httpVersion: req.httpVersion, httpVersionMajor: 1, httpVersionMinor: 1 });
    return replay;
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (path.startsWith('/interaction/')) {
      interact(req, res).catch((error) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    if (tamper && req.method === 'POST' && path === '/token') tamperTokenAnswer(res);
    if (options.appleKey && req.method === 'POST' && path === '/token') {
      appleSecretToRegistered(req).then((body) => handle(body, res), (error) => res.writeHead(500).end(String(error)));
      return;
    }
    handle(req, res);
  });

  return {
    issuer,
    signIn(account) {
      current = account;
      accounts.set(account.sub, account);
    },
    tamperNextIdToken(change, opts = {}) {
      tamper = change;
      foreign = !!opts.foreignKey;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
