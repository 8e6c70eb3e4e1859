// The OAuth 2 / OpenID Connect client side of each provider, on openid-client: the authorisation URL
// (state, PKCE S256, nonce for OIDC), the code exchange, ID-token verification (signature by the issuer's
// JWKS, issuer, audience, nonce, expiry) or the user-info calls, and the identity they give.
import type { SocialProvider } from '@wallet-modal/schema/embedded';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { ApiError } from '../../errors.js';
import { AppleSecretSource } from './apple-secret.js';
import type { SocialConfig } from './config.js';
import { definitionOf, type OAuth2Definition, type ProviderDefinition, type SocialIdentity } from './providers.js';
import type { Attempt } from './store.js';

const idTokenClaims = z.object({
  sub: z.string().min(1).max(256),
  email: z.string().max(320).optional(),
  // Apple sends "true"/"false" strings.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  name: z.string().max(256).optional(),
});
// Apple's form post carries the name, once, as JSON in `user`.
const appleUser = z.object({ name: z.object({ firstName: z.string().max(128).optional(), lastName: z.string().max(128).optional() }).optional() });

/** Loopback http endpoints are for tests and local worlds; anything else must be https. */
const insecure = (url: string) => new URL(url).protocol === 'http:';

export class ProviderClient {
  private config: Promise<oidc.Configuration> | undefined;
  readonly definition: ProviderDefinition;
  /** Apple with a signing key instead of a fixed secret: the JWT secret, signed again before it expires. */
  private readonly appleSecrets: AppleSecretSource | undefined;
  private appleSecret = '';

  constructor(
    readonly provider: SocialProvider,
    private readonly settings: SocialConfig,
    readonly redirectUri: string,
  ) {
    this.definition = definitionOf(provider, settings);
    const apple = settings.apple;
    if (provider === 'apple' && !apple.clientSecret && apple.clientId && apple.teamId && apple.keyId && apple.privateKey && this.definition.kind === 'oidc') {
      this.appleSecrets = new AppleSecretSource({ clientId: apple.clientId, teamId: apple.teamId, keyId: apple.keyId, privateKey: apple.privateKey, audience: this.definition.issuer });
    }
  }

  /** Apple's signed secret, sent as client_secret_post. */
  private appleAuth(): oidc.ClientAuth {
    return (_as, client, body) => {
      body.set('client_id', client.client_id);
      body.set('client_secret', this.appleSecret);
    };
  }

  private configuration(): Promise<oidc.Configuration> {
    // Discovery is cached once it worked; a failure is retried on the next attempt.
    this.config ??= this.build().catch((error) => {
      this.config = undefined;
      throw new ApiError('SOCIAL_PROVIDER_ERROR', `${this.provider} could not be reached (${(error as Error).message})`, { cause: error });
    });
    return this.config;
  }

  private async build(): Promise<oidc.Configuration> {
    const { clientId, clientSecret } = this.settings[this.provider];
    const d = this.definition;
    const auth = this.appleSecrets ? this.appleAuth() : d.clientAuth === 'basic' ? oidc.ClientSecretBasic(clientSecret) : oidc.ClientSecretPost(clientSecret);
    if (d.kind === 'oidc') {
      const execute = insecure(d.issuer) ? [oidc.allowInsecureRequests] : [];
      const config = await oidc.discovery(new URL(d.issuer), clientId!, { client_secret: clientSecret }, auth, { execute });
      // openid-client trusts TLS for a token-endpoint ID token unless told otherwise: check its signature against the issuer's JWKS too.
      oidc.enableNonRepudiationChecks(config);
      return config;
    }
    const config = new oidc.Configuration(
      { issuer: new URL(d.authorizationEndpoint).origin, authorization_endpoint: d.authorizationEndpoint, token_endpoint: d.tokenEndpoint },
      clientId!,
      { client_secret: clientSecret },
      auth,
    );
    if ([d.authorizationEndpoint, d.tokenEndpoint, d.userInfoEndpoint].some(insecure)) oidc.allowInsecureRequests(config);
    return config;
  }

  /** The provider's authorisation URL for this attempt. */
  async authorizationUrl(attempt: Attempt, state: string): Promise<string> {
    const config = await this.configuration();
    const d = this.definition;
    const params: Record<string, string> = {
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: d.scopes.join(' '),
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (d.kind === 'oidc') params.nonce = attempt.nonce;
    if (d.kind === 'oidc' && d.responseMode) params.response_mode = d.responseMode;
    return oidc.buildAuthorizationUrl(config, params).href;
  }

  /** Exchanges the code in `callback` (the request the provider sent the browser with) and answers the identity. */
  async identity(attempt: Attempt, state: string, callback: URL | Request, form?: URLSearchParams): Promise<SocialIdentity> {
    const config = await this.configuration();
    const d = this.definition;
    let tokens;
    try {
      if (this.appleSecrets) this.appleSecret = await this.appleSecrets.get();
      tokens = await oidc.authorizationCodeGrant(
        config,
        callback,
        { expectedState: state, pkceCodeVerifier: attempt.codeVerifier, ...(d.kind === 'oidc' ? { expectedNonce: attempt.nonce, idTokenExpected: true } : {}) },
        { redirect_uri: this.redirectUri },
      );
    } catch (error) {
      throw classify(this.provider, error);
    }
    if (d.kind === 'oidc') {
      const claims = idTokenClaims.safeParse(tokens.claims());
      if (!claims.success) throw new ApiError('SOCIAL_ID_TOKEN_INVALID', `${this.provider}: the ID token lacks a subject`);
      const c = claims.data;
      const given = this.provider === 'apple' ? appleName(form?.get('user')) : undefined;
      return { provider: this.provider, subject: c.sub, email: c.email ?? null, emailVerified: !!c.email && c.email_verified === true, userName: c.name ?? given ?? c.email ?? null };
    }
    const get = async (url: string) => {
      const res = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(url), 'GET', undefined, new Headers({ accept: 'application/json' }));
      if (!res.ok) throw new ApiError('SOCIAL_PROVIDER_ERROR', `${this.provider} user info answered HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    };
    try {
      return { provider: this.provider, ...(await (d as OAuth2Definition).identity(get, d as OAuth2Definition)) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError('SOCIAL_PROVIDER_ERROR', `${this.provider} user info was not in the expected shape`, { cause: error });
    }
  }
}

function appleName(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const name = appleUser.parse(JSON.parse(raw)).name;
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ');
    return full || undefined;
  } catch {
    return undefined;
  }
}

/** openid-client's errors as ours: what the provider refused, or which ID-token check failed. */
function classify(provider: SocialProvider, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return new ApiError('SOCIAL_PROVIDER_ERROR', `${provider} answered ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`, { cause: error });
  }
  const code = (error as { code?: string }).code ?? '';
  const message = (error as Error).message ?? String(error);
  // openid-client wraps oauth4webapi's error, whose cause names the claim that failed.
  let cause: unknown = error;
  let claim: string | undefined;
  const messages: string[] = [];
  for (let depth = 0; depth < 4 && cause; depth++, cause = (cause as { cause?: unknown }).cause) {
    claim ??= (cause as { claim?: string }).claim;
    messages.push(String((cause as Error).message ?? ''));
  }
  const tokenCheck = ['OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED', 'OAUTH_KEY_SELECTION_FAILED'].includes(code) || messages.some((m) => /JWT|ID Token/i.test(m));
  if (tokenCheck) return new ApiError('SOCIAL_ID_TOKEN_INVALID', claim ? `its "${claim}" claim is not the expected one` : messages.find((m) => /JWT|ID Token/i.test(m)) ?? message, { cause: error });
  return new ApiError('SOCIAL_PROVIDER_ERROR', `${provider}: ${message}`, { cause: error });
}
