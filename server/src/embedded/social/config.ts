// The `embedded.social` config block: one entry per provider with its client credentials and, so tests
// can run against local providers, every endpoint overridable. A provider without credentials is not offered.
import { z } from 'zod';

const credentials = {
  clientId: z.string().min(1).max(512).optional(),
  /** Apple: the client-secret JWT signed with your Sign in with Apple key (Apple's docs); the others: the app secret. */
  clientSecret: z.string().min(1).max(4096).optional(),
  /** Scopes asked for; the provider's defaults (src/embedded/social/providers.ts) unless set. */
  scopes: z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/)).max(20).optional(),
};

/** Google and Apple: OpenID Connect, discovered from the issuer (`/.well-known/openid-configuration`). */
const oidcProvider = z.strictObject({
  ...credentials,
  issuer: z.url().optional(),
});

/** GitHub, Discord, X and Facebook: OAuth 2 without OpenID Connect; the user-info URL gives the identity. */
const oauth2Provider = z.strictObject({
  ...credentials,
  authorizationEndpoint: z.url().optional(),
  tokenEndpoint: z.url().optional(),
  userInfoEndpoint: z.url().optional(),
  /** GitHub only: where its verified e-mails are listed. */
  emailsEndpoint: z.url().optional(),
});

/** Apple: a fixed `clientSecret` JWT, or the Sign in with Apple key from which the server signs a short-lived one. */
const appleProvider = oidcProvider.extend({
  teamId: z.string().regex(/^[A-Z0-9]{10}$/).optional(),
  keyId: z.string().regex(/^[A-Z0-9]{10}$/).optional(),
  /** The .p8 key's PEM (PKCS #8, P-256); keep it out of config files checked in anywhere. */
  privateKey: z.string().includes('PRIVATE KEY').optional(),
});

export const socialConfigSchema = z.strictObject({
  /** How long a started sign-in may take at the provider (once). */
  attemptTtlSeconds: z.number().int().min(30).max(3600).default(600),
  /**
   * The app pages the full-page fallback (no popup) may send the browser back to with the finish code, each compared
   * exactly by origin and path (the query may vary; no patterns, no wildcards), e.g. ['https://app.example.com/'].
   * Empty: no full-page fallback, only the popup.
   */
  returnUrls: z.array(z.url({ protocol: /^https?$/ }).max(2048)).max(100).default([]),
  google: oidcProvider.prefault({}),
  apple: appleProvider.prefault({}),
  github: oauth2Provider.prefault({}),
  discord: oauth2Provider.prefault({}),
  x: oauth2Provider.prefault({}),
  facebook: oauth2Provider.prefault({}),
});

export type SocialConfig = z.infer<typeof socialConfigSchema>;
export type OidcProviderConfig = z.infer<typeof oidcProvider>;
export type AppleProviderConfig = z.infer<typeof appleProvider>;
export type OAuth2ProviderConfig = z.infer<typeof oauth2Provider>;
