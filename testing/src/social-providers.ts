// All six social providers as local stand-ins for a secure site at `siteUrl`: a local OpenID provider
// each for Google and Apple, one local OAuth 2 server for GitHub, Discord, X and Facebook, and the
// server's `embedded.social` config block that points at them.
import { startOAuth2Provider, type LocalOAuth2Provider } from './oauth2-provider';
import { startOidcProvider, type LocalOidcProvider } from './oidc-provider';

export type SocialProviderName = 'google' | 'apple' | 'github' | 'discord' | 'x' | 'facebook';

export type LocalSocialProviders = {
  google: LocalOidcProvider;
  apple: LocalOidcProvider;
  oauth: LocalOAuth2Provider;
  /** The server's `embedded.social` block: credentials and every endpoint on loopback. */
  config: Record<SocialProviderName, Record<string, string>>;
  stop(): Promise<void>;
};

/** The redirect URI our server registers for `provider` on a secure site at `siteUrl`. */
export const socialCallbackUrl = (siteUrl: string, provider: SocialProviderName) => `${siteUrl}/embedded/v1/social/callback/${provider}`;

/**
 * @example
 * const providers = await startSocialProviders('http://127.0.0.1:8788');
 * const server = await startServer({ embedded: { secureSite: { port: 8788 }, social: providers.config } });
 */
export async function startSocialProviders(siteUrl: string): Promise<LocalSocialProviders> {
  const cb = (p: SocialProviderName) => socialCallbackUrl(siteUrl, p);
  const google = await startOidcProvider({ clients: [{ client_id: 'google-client', client_secret: 'google-secret', redirect_uris: [cb('google')] }] });
  const apple = await startOidcProvider({ clients: [{ client_id: 'apple-client', client_secret: 'apple-secret', redirect_uris: [cb('apple')] }] });
  const oauth = await startOAuth2Provider([
    { clientId: 'github-client', clientSecret: 'github-secret', redirectUri: cb('github'), auth: 'post' },
    { clientId: 'discord-client', clientSecret: 'discord-secret', redirectUri: cb('discord'), auth: 'post' },
    { clientId: 'x-client', clientSecret: 'x-secret', redirectUri: cb('x'), auth: 'basic' },
    { clientId: 'facebook-client', clientSecret: 'facebook-secret', redirectUri: cb('facebook'), auth: 'post' },
  ]);
  return {
    google,
    apple,
    oauth,
    config: {
      google: { clientId: 'google-client', clientSecret: 'google-secret', issuer: google.issuer },
      apple: { clientId: 'apple-client', clientSecret: 'apple-secret', issuer: apple.issuer },
      github: { clientId: 'github-client', clientSecret: 'github-secret', ...oauth.endpoints('github') },
      discord: { clientId: 'discord-client', clientSecret: 'discord-secret', ...oauth.endpoints('discord') },
      x: { clientId: 'x-client', clientSecret: 'x-secret', ...oauth.endpoints('x') },
      facebook: { clientId: 'facebook-client', clientSecret: 'facebook-secret', ...oauth.endpoints('facebook') },
    },
    async stop() {
      await Promise.all([google.stop(), apple.stop(), oauth.stop()]);
    },
  };
}
