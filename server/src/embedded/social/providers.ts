// The six social providers: the real endpoints (overridable in config), the scopes asked for, how the
// client authenticates, and how each answer becomes an identity (subject, e-mail and whether the
// provider verified it, a user name). Each user-info answer is parsed with zod: it is outside input.
import type { SocialProvider } from '@wallet-modal/schema/embedded';
import { z } from 'zod';
import type { OAuth2ProviderConfig, OidcProviderConfig, SocialConfig } from './config.js';

export type SocialIdentity = {
  /** 'farcaster': Sign In With Farcaster's identities (subject = the FID) share this table. */
  provider: SocialProvider | 'farcaster';
  /** The provider's stable user id (the ID token's `sub`, or the user-info id). */
  subject: string;
  email: string | null;
  /** Only true when the provider states it verified the address: the one case an identity links to an e-mail user. */
  emailVerified: boolean;
  userName: string | null;
};

type Common = { scopes: string[]; clientAuth: 'post' | 'basic' };
export type OidcDefinition = Common & { kind: 'oidc'; issuer: string; responseMode?: 'form_post' };
export type OAuth2Definition = Common & {
  kind: 'oauth2';
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
  emailsEndpoint?: string;
  /** Reads the identity with `get`, an authenticated GET that answers parsed JSON. */
  identity(get: (url: string) => Promise<unknown>, d: OAuth2Definition): Promise<Omit<SocialIdentity, 'provider'>>;
};
export type ProviderDefinition = OidcDefinition | OAuth2Definition;

const id = z.union([z.string().min(1).max(256), z.number().int().nonnegative()]).transform(String);
const text = z.string().max(256);

const github = z.object({ id, login: text, name: text.nullish() });
const githubEmails = z.array(z.object({ email: z.string().max(320), primary: z.boolean(), verified: z.boolean() }));
const discord = z.object({ id, username: text, global_name: text.nullish(), email: z.string().max(320).nullish(), verified: z.boolean().optional() });
const x = z.object({ data: z.object({ id, username: text, name: text.optional(), confirmed_email: z.string().max(320).optional() }) });
const facebook = z.object({ id, name: text.optional(), email: z.string().max(320).optional() });

const defaults: Record<SocialProvider, ProviderDefinition> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scopes: ['openid', 'email', 'profile'], clientAuth: 'post' },
  // Apple answers with a form POST when name or e-mail is asked for; its name comes only then, in the `user` field.
  apple: { kind: 'oidc', issuer: 'https://appleid.apple.com', scopes: ['openid', 'email', 'name'], clientAuth: 'post', responseMode: 'form_post' },
  github: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userInfoEndpoint: 'https://api.github.com/user',
    emailsEndpoint: 'https://api.github.com/user/emails',
    scopes: ['read:user', 'user:email'],
    clientAuth: 'post',
    async identity(get, d) {
      const user = github.parse(await get(d.userInfoEndpoint));
      const primary = githubEmails.parse(await get(d.emailsEndpoint!)).find((e) => e.primary);
      return { subject: user.id, email: primary?.email ?? null, emailVerified: primary?.verified === true, userName: user.login };
    },
  },
  discord: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userInfoEndpoint: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    clientAuth: 'post',
    async identity(get, d) {
      const user = discord.parse(await get(d.userInfoEndpoint));
      return { subject: user.id, email: user.email ?? null, emailVerified: user.verified === true && !!user.email, userName: user.username };
    },
  },
  x: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userInfoEndpoint: 'https://api.x.com/2/users/me',
    scopes: ['tweet.read', 'users.read'],
    // X requires HTTP Basic for confidential clients.
    clientAuth: 'basic',
    async identity(get, d) {
      const { data } = x.parse(await get(d.userInfoEndpoint));
      // Only `confirmed_email` (asked with the users.email scope and user.fields=confirmed_email) is an address X confirmed.
      return { subject: data.id, email: data.confirmed_email ?? null, emailVerified: !!data.confirmed_email, userName: data.username };
    },
  },
  facebook: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v23.0/oauth/access_token',
    userInfoEndpoint: 'https://graph.facebook.com/v23.0/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    clientAuth: 'post',
    async identity(get, d) {
      const user = facebook.parse(await get(d.userInfoEndpoint));
      // Facebook states no verification flag for the address: it never links to an e-mail account.
      return { subject: user.id, email: user.email ?? null, emailVerified: false, userName: user.name ?? null };
    },
  },
};

/** A provider's definition with the configured endpoints and scopes over the defaults. */
export function definitionOf(provider: SocialProvider, config: SocialConfig): ProviderDefinition {
  const d = defaults[provider];
  const c = config[provider];
  if (d.kind === 'oidc') {
    const o = c as OidcProviderConfig;
    return { ...d, issuer: o.issuer ?? d.issuer, scopes: o.scopes ?? d.scopes };
  }
  const o = c as OAuth2ProviderConfig;
  return {
    ...d,
    authorizationEndpoint: o.authorizationEndpoint ?? d.authorizationEndpoint,
    tokenEndpoint: o.tokenEndpoint ?? d.tokenEndpoint,
    userInfoEndpoint: o.userInfoEndpoint ?? d.userInfoEndpoint,
    emailsEndpoint: o.emailsEndpoint ?? d.emailsEndpoint,
    scopes: o.scopes ?? d.scopes,
  };
}

/** Whether the provider has what it needs to be offered: a client id and secret (for Apple, or its signing key). */
export function configured(provider: SocialProvider, config: SocialConfig): boolean {
  const c = config[provider];
  if (!c.clientId) return false;
  if (c.clientSecret) return true;
  return provider === 'apple' && !!(config.apple.teamId && config.apple.keyId && config.apple.privateKey);
}
